import { CATEGORY_MESSAGES, countOf, MAX_CATEGORY_DEPTH, storedGstRule } from '@satchel/shared';
import { EntityManager, FilterQuery } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { ConflictError, InvalidInputError, RecordNotFoundError } from '../../common/errors/domain-errors';
import { RawJson } from '../../common/http/raw-json';
import { containsPattern, Page } from '../../common/http/simple-rest';
import { sanitizeRichText } from '../../common/text/rich-text';
import { ImageFile } from '../media/image-files';
import { MediaService } from '../media/media.service';
import { IMAGE_JSON_SQL } from '../media/image-json.sql';
import { Category, categorySlug } from './category.entity';
import { CategoryFormDto } from './dto/category-form.dto';
import { CategoryNodeDto, CategoryUploadDto } from './dto/category.dto';
import { findPage } from '../../infra/database/find-page';

export const CATEGORY_IMAGE_REQUIRED = CATEGORY_MESSAGES.imageRequired;
export const CATEGORY_IMAGE_TOO_MANY = CATEGORY_MESSAGES.imageTooMany;

export const ADMIN_CATEGORY_SORTS = ['id', 'name', 'createdAt'] as const;
export type AdminCategorySort = (typeof ADMIN_CATEGORY_SORTS)[number];

/** Which categories a list holds, and in what order. */
export interface CategoryCriteria {
  /** Only these categories; an empty list finds none. */
  ids?: number[];
  /** Part of the name, in any case, taken literally. */
  nameContains?: string;
  /** Only the children of this category, or (null) only top-level ones. */
  parentId?: number | null;
  sort: { field: AdminCategorySort; order: 'asc' | 'desc' };
  limit: number;
  offset: number;
}

@Injectable()
export class CategoriesService {
  constructor(
    private readonly em: EntityManager,
    private readonly media: MediaService,
  ) {}

  /**
   * The whole tree in one query of plain rows (no entities), children sorted by name. PostgreSQL
   * writes each image's JSON; the nesting is done here.
   */
  async tree(): Promise<RawJson<CategoryNodeDto[]>> {
    const rows = await this.em.execute<(Omit<CategoryNodeDto, 'subCategories'> & { uploads: CategoryUploadDto[] })[]>(
      `select c.id, c.name, c.slug, c.description, c.parent_id as "parentId",
              case when u.id is null then '[]'::json
                   else json_build_array(${IMAGE_JSON_SQL}) end as uploads
         from categories c left join uploads u on u.id = c.image_id
        order by c.name, c.id`,
    );
    const nodes = new Map(rows.map((row) => [row.id, { ...row, subCategories: [] as CategoryNodeDto[] }]));
    const roots: CategoryNodeDto[] = [];
    for (const node of nodes.values()) {
      const parent = node.parentId === null ? undefined : nodes.get(node.parentId);
      (parent ? parent.subCategories : roots).push(node);
    }
    // The database keeps the tree within MAX_CATEGORY_DEPTH; one made deeper before it did is cut
    // there, so the answer stays small enough to write (and a category in a cycle, never reached).
    let level = roots;
    for (let depth = 1; level.length; depth++) {
      if (depth === MAX_CATEGORY_DEPTH) for (const node of level) node.subCategories = [];
      level = level.flatMap((node) => node.subCategories);
    }
    return RawJson.of(roots);
  }

  /** A page of categories for the back office, filtered by `q`, `parentId` (null: top level) or `id`. */
  async list(criteria: CategoryCriteria): Promise<Page<Category[]>> {
    const where: FilterQuery<Category> = {};
    if (criteria.ids) where.id = { $in: criteria.ids };
    if (criteria.nameContains) where.name = { $ilike: containsPattern(criteria.nameContains) };
    if (criteria.parentId !== undefined) where.parent = criteria.parentId;
    const { items, total } = await findPage(this.em, Category, where, {
      populate: ['image'],
      orderBy: { [criteria.sort.field]: criteria.sort.order, id: 'asc' },
      offset: criteria.offset,
      limit: criteria.limit,
    });
    return { items, total };
  }

  async get(id: number): Promise<Category> {
    const category = await this.em.findOne(Category, id, { populate: ['image'] });
    if (!category) throw new RecordNotFoundError('Category not found');
    return category;
  }

  /** The id of the category with this id or slug (any case), or a 404; no entity is built. */
  async idOf(where: { id: number } | { slug: string }): Promise<number> {
    const [column, value] = 'id' in where ? ['id', where.id] : ['slug', where.slug.toLowerCase()];
    const [row] = await this.em.execute<{ id: number }[]>(`select id from categories where ${column} = ?`, [value]);
    if (!row) throw new RecordNotFoundError('Category not found');
    return row.id;
  }

  /** The ids of a category and all its descendants, in one recursive query. */
  async subtreeIds(rootId: number): Promise<number[]> {
    const rows: { id: number }[] = await this.em.getConnection().execute(CATEGORY_SUBTREE_SQL, [rootId]);
    return rows.map((row) => row.id);
  }

  async create(form: CategoryFormDto, files: ImageFile[]): Promise<Category> {
    this.checkImageCount(files.length);
    const parent = form.parentId ? await this.existingParent(form.parentId) : null;
    await this.checkNameFree(form.name);
    const [image] = await this.media.store(this.em, files);
    const category = this.em.create(Category, {
      name: form.name,
      slug: categorySlug(form.name),
      description: sanitizeRichText(form.description ?? ''),
      parent,
      image,
      hsnCode: form.hsnCode ?? null,
      gstRule: form.gstRule ? storedGstRule(form.gstRule) : null,
    });
    await this.media.withNewUploads([image], () => this.em.flush());
    return category;
  }

  async update(id: number, form: CategoryFormDto, files: ImageFile[]): Promise<Category> {
    const category = await this.get(id);
    const removed = category.image && form.deletedUploadIds?.includes(category.image.id) ? category.image : null;
    this.checkImageCount((category.image && !removed ? 1 : 0) + files.length);

    if (form.parentId !== undefined) category.parent = await this.checkedParent(category, form.parentId);
    if (categorySlug(form.name) !== category.slug) await this.checkNameFree(form.name);
    category.name = form.name;
    category.slug = categorySlug(form.name);
    if (form.description !== undefined) category.description = sanitizeRichText(form.description);
    if (form.hsnCode !== undefined) category.hsnCode = form.hsnCode;
    if (form.gstRule !== undefined) category.gstRule = form.gstRule && storedGstRule(form.gstRule);

    const added = await this.media.store(this.em, files);
    if (added.length) category.image = added[0];
    if (removed) this.em.remove(removed);
    await this.media.withNewUploads(added, () => this.em.flush());
    if (removed) await this.media.discard([removed]);
    return category;
  }

  async delete(id: number): Promise<Category> {
    const category = await this.em.transactional(async (em) => {
      // Locked first: of two deletes at once the second waits and then finds nothing (404), and a
      // product saved into this category meanwhile waits for the answer too.
      const [locked] = await em.execute('select id from categories where id = ? for update', [id]);
      const category = locked && (await em.findOne(Category, id, { populate: ['image'] }));
      if (!category) throw new RecordNotFoundError('Category not found');
      const [subcategories, products] = await Promise.all([
        em.count(Category, { parent: category }),
        // By table, not by entity: the products module builds on this one, not the other way round.
        em
          .execute<{ count: number }[]>('select count(*)::int as count from products where category_id = ?', [id])
          .then(([row]) => row.count),
      ]);
      if (subcategories) {
        throw new ConflictError(
          `Cannot delete "${category.name}": it still has ${countOf(subcategories, 'subcategory', 'subcategories')}. Delete or move them first.`,
        );
      }
      if (products) {
        throw new ConflictError(
          `Cannot delete "${category.name}": it still has ${countOf(products, 'product', 'products')}. Delete or move them first.`,
        );
      }
      em.remove(category);
      if (category.image) em.remove(category.image);
      return category;
    });
    if (category.image) await this.media.discard([category.image]);
    return category;
  }

  private checkImageCount(count: number): void {
    if (count < 1) throw new InvalidInputError(CATEGORY_IMAGE_REQUIRED);
    if (count > 1) throw new InvalidInputError(CATEGORY_IMAGE_TOO_MANY);
  }

  private async checkNameFree(name: string): Promise<void> {
    if (await this.em.count(Category, { slug: categorySlug(name) })) {
      throw new ConflictError(`A category named "${name}" already exists.`);
    }
  }

  /** The new parent, refusing one that would put the category under itself. */
  private async checkedParent(category: Category, parentId: number | null): Promise<Category | null> {
    if (parentId === null) return null;
    if ((await this.subtreeIds(category.id)).includes(parentId)) {
      throw new InvalidInputError(CATEGORY_MESSAGES.underItself);
    }
    return this.existingParent(parentId);
  }

  private async existingParent(id: number): Promise<Category> {
    const parent = await this.em.findOne(Category, id);
    if (!parent) throw new InvalidInputError('The parent category does not exist.');
    return parent;
  }
}

/** A category and all its descendants, for `category_id in (...)` with the root id as parameter. */
export const CATEGORY_SUBTREE_SQL = `with recursive tree as (
    select id from categories where id = ?
    union all
    select c.id from categories c join tree on c.parent_id = tree.id
  ) select id from tree`;
