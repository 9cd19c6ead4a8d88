import { OptimisticLockError } from '@mikro-orm/core';
import {
  compareSizes,
  MAX_PRODUCT_IMAGES,
  MIN_PRODUCT_IMAGES,
  PRODUCT_MESSAGES,
  rateToBasisPoints,
  sizeKey,
} from '@satchel/shared';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { executePrepared } from '../../infra/database/prepared-statement';
import { ConflictError, InvalidInputError, RecordNotFoundError } from '../../common/errors/domain-errors';
import { RawJson } from '../../common/http/raw-json';
import { containsPattern, Page } from '../../common/http/simple-rest';
import { sanitizeRichText } from '../../common/text/rich-text';
import { Category } from '../categories/category.entity';
import { CATEGORY_SUBTREE_SQL, CategoriesService } from '../categories/categories.service';
import { ImageFile } from '../media/image-files';
import { MediaService } from '../media/media.service';
import { ProductFormDto, VariantInputDto } from './dto/product-form.dto';
import { PageQueryDto, ProductSearchQueryDto, ProductSort } from './dto/product-query.dto';
import { PaginationDto, ProductDto, ProductFacetsDto, ProductListDto } from './dto/product.dto';
import { paiseToRupees, rupeesToPaise } from './pricing';
import { PRODUCT_JSON_SQL } from './product-json.sql';
import { ProductImage } from './product-image.entity';
import { variantKey } from './product-variant.entity';
import { Product } from './product.entity';
import { productIdByName, setSizes } from './product-writer';

export const PRODUCT_VERSION_REQUIRED =
  'An edit must carry the version the product was loaded at, and each size it keeps its id and version (version, productVariants[].id and .version): read the product again and send them.';
export const PRODUCT_CHANGED =
  'This product was changed after you opened it (perhaps by a sale). Reload it to see the changes, then save again.';

/** The orders a list of products comes in: the storefront's (ProductSort) and the back office's. */
const ORDER_BY: Record<ProductSort | 'oldest' | 'id_asc' | 'id_desc', string> = {
  recommended: 'p.is_best_seller desc, p.id asc',
  newest: 'p.created_at desc, p.id desc',
  oldest: 'p.created_at asc, p.id asc',
  price_asc: 'p.list_price_paise asc, p.id asc',
  price_desc: 'p.list_price_paise desc, p.id desc',
  // Names are unique regardless of case, so they need no tie-break.
  name_asc: 'lower(p.name) asc',
  name_desc: 'lower(p.name) desc',
  id_asc: 'p.id asc',
  id_desc: 'p.id desc',
};
export type ProductOrder = keyof typeof ORDER_BY;

/** What a list of products is filtered, sorted and paged by; controllers read their query formats into it. */
export interface ProductCriteria {
  /** This category and all its subcategories. */
  categoryRootId?: number;
  /** Bounds of the first variant's charged price. */
  minPricePaise?: number;
  maxPricePaise?: number;
  /** Products with a variant of this size. */
  size?: string;
  /** Only these products; an empty list finds none. */
  ids?: number[];
  /** Part of the name, in any case, taken literally. */
  nameContains?: string;
  sort: ProductOrder;
  limit: number;
  offset: number;
}

/** A page of products as ProductDto's JSON, and how many products match in all. */
export type ProductPage = Page<RawJson<ProductDto[]>>;

@Injectable()
export class ProductsService {
  constructor(
    private readonly em: EntityManager,
    private readonly categories: CategoriesService,
    private readonly media: MediaService,
  ) {}

  /**
   * A page of products, filtered and sorted in the database, for the storefront and the back
   * office alike: the total, the page's ids (an index scan) and the products' JSON come back from
   * one statement, so no entity is built.
   */
  async list(criteria: ProductCriteria): Promise<ProductPage> {
    if (criteria.ids?.length === 0) return { items: new RawJson('[]'), total: 0 };
    const where: string[] = [];
    const params: unknown[] = [];
    const and = (condition: string, value: unknown) => {
      where.push(condition);
      params.push(value);
    };
    if (criteria.ids) and('p.id in (?)', criteria.ids);
    // search_name is the lower-case name, served by the trigram index.
    if (criteria.nameContains) and('p.search_name like ?', containsPattern(criteria.nameContains.toLowerCase()));
    if (criteria.categoryRootId !== undefined)
      and(`p.category_id in (${CATEGORY_SUBTREE_SQL})`, criteria.categoryRootId);
    if (criteria.minPricePaise !== undefined) and('p.list_price_paise >= ?', criteria.minPricePaise);
    if (criteria.maxPricePaise !== undefined) and('p.list_price_paise <= ?', criteria.maxPricePaise);
    if (criteria.size)
      and(
        'exists (select 1 from product_variants v where v.product_id = p.id and lower(v.size) = ?)',
        sizeKey(criteria.size),
      );
    const filter = where.length ? `where ${where.join(' and ')}` : '';
    // A separate count: count(*) over () would sort every matching row to number 20 of them.
    const [row] = await this.em.execute<PageJsonRow[]>(
      `select (select count(*) from products p ${filter})::int as total,
              ${pageJsonSql(`select p.id from products p ${filter} order by ${ORDER_BY[criteria.sort]} limit ? offset ?`)}`,
      [...params, ...params, criteria.limit, criteria.offset],
    );
    return { items: new RawJson(row.data), total: row.total };
  }

  /** The price range and sizes of a listing (the whole catalogue, or a category's subtree), in one query. */
  async facets(categorySlug?: string): Promise<ProductFacetsDto> {
    const rootId = categorySlug ? await this.categories.idOf({ slug: categorySlug }) : undefined;
    const scope = rootId === undefined ? '' : `where p.category_id in (${CATEGORY_SUBTREE_SQL})`;
    const [row] = await this.em.execute<
      { count: number; min: number | null; max: number | null; sizes: string[] | null }[]
    >(
      `with listed as (select p.id, p.list_price_paise from products p ${scope})
       select (select count(*)::int from listed) as count,
              (select min(list_price_paise) from listed) as min,
              (select max(list_price_paise) from listed) as max,
              (select array_agg(size) from (
                 -- 'M' and 'm' are one size, shown as most of the catalogue spells it (capitals on a tie).
                 select mode() within group (order by v.size collate "C") as size
                   from product_variants v join listed on listed.id = v.product_id
                  group by lower(v.size)) sizes) as sizes`,
      rootId === undefined ? [] : [rootId],
    );
    return {
      count: row.count,
      minPrice: paiseToRupees(Number(row.min ?? 0)),
      maxPrice: paiseToRupees(Number(row.max ?? 0)),
      sizes: (row.sizes ?? []).sort(compareSizes),
    };
  }

  /**
   * Ranked search: full text over name (weighted highest) and description, products of matching
   * categories and their subcategories, and trigram similarity on names so a typo still finds.
   * An empty query lists the first page of the catalogue.
   */
  async search(query: ProductSearchQueryDto): Promise<RawJson<ProductListDto>> {
    const q = query.q?.trim().toLowerCase() ?? '';
    const offset = (query.page - 1) * query.limit;
    if (!q) return listingJson(await this.list({ sort: 'recommended', limit: query.limit, offset }), query);
    // `<%` (served by the trigram index) compares with pg_trgm.word_similarity_threshold, which
    // every connection of the pool sets (see orm-options.ts).
    const [row] = await executePrepared<PageJsonRow>(
      this.em,
      `with recursive matched (id) as (
         select c.id from categories c
         where to_tsvector('english', c.name || ' ' || c.description) @@ websearch_to_tsquery('english', ?)
            or ? <% lower(c.name)
         union
         select c.id from categories c join matched m on c.parent_id = m.id
       ),
       -- How each product matched: 1 its words, 2 its name's trigrams, 4 its category; each way
       -- through its own index (an OR of them would scan every product).
       hits as materialized (
         select id, bit_or(way) as ways from (
           select p.id, 1 as way from products p where p.search_vector @@ websearch_to_tsquery('english', ?)
           union all
           select p.id, 2 from products p where ? <% p.search_name
           union all
           -- Per matched category, so its products come by the category index.
           select found.id, 4 from matched m
             cross join lateral (select p.id from products p where p.category_id = m.id offset 0) found
         ) ways group by id
       ),
       -- Only what matched by its words or name is ranked (docs/performance.md, Search), and comes
       -- first; a product found through its category alone is not read, and those follow by id.
       scored as (
         select p.id, true as own, ts_rank(p.search_vector, query) * 4 + word_similarity(?, p.search_name)
                      + case when h.ways & 4 <> 0 then 0.2 else 0 end::float8 as score
           from hits h join products p on p.id = h.id, websearch_to_tsquery('english', ?) as query
          where h.ways & 3 <> 0
         union all
         select id, false, 0::float8 from hits where ways = 4
       ),
       ranked as (
         select id, count(*) over () as total from scored order by own desc, score desc, id asc limit ? offset ?
       )
       select coalesce((select total from ranked limit 1), 0)::int as total,
              ${pageJsonSql('select id from ranked')}`,
      [q, q, q, q, q, q, query.limit, offset],
    );
    return listingJson({ items: new RawJson(row.data), total: row.total }, query);
  }

  async get(id: number): Promise<Product> {
    const [product] = await this.load([id]);
    if (!product) throw new RecordNotFoundError('Product not found');
    return product;
  }

  /** A product as the storefront reads it: ProductDto's JSON, assembled by PostgreSQL. */
  async getJson(id: number): Promise<RawJson<ProductDto>> {
    const [row] = await this.em.execute<{ json: string }[]>(
      `select ${PRODUCT_JSON_SQL}::text as json from products p join categories c on c.id = p.category_id where p.id = ?`,
      [id],
    );
    if (!row) throw new RecordNotFoundError('Product not found');
    return new RawJson(row.json);
  }

  async getJsonByName(name: string): Promise<RawJson<ProductDto>> {
    const id = await productIdByName(this.em, name.trim());
    if (id === undefined) throw new RecordNotFoundError('Product not found');
    return this.getJson(id);
  }

  async create(form: ProductFormDto, files: ImageFile[]): Promise<Product> {
    return this.save(undefined, form, files);
  }

  async update(id: number, form: ProductFormDto, files: ImageFile[]): Promise<Product> {
    return this.save(await this.get(id), form, files);
  }

  /** Deletes a product and its images; returns it as it was. */
  async delete(id: number): Promise<ProductDto> {
    const { deleted, uploads } = await this.em.transactional(async (em) => {
      // Locked first, so of two deletes at once the second waits and then finds nothing (404).
      const [locked] = await em.execute('select id from products where id = ? for update', [id]);
      const [product] = locked ? await this.load([id], em) : [];
      if (!product) throw new RecordNotFoundError('Product not found');
      // Pictures a placed order still shows stay, with their files.
      const released = await this.media.releasable(
        em,
        product.images.getItems().map((image) => image.upload),
      );
      const dto = ProductDto.of(product);
      em.remove(product);
      released.forEach((upload) => em.remove(upload));
      return { deleted: dto, uploads: released };
    });
    await this.media.discard(uploads);
    return deleted;
  }

  private async save(existing: Product | undefined, form: ProductFormDto, files: ImageFile[]): Promise<Product> {
    const category = await this.em.findOne(Category, form.categoryId);
    if (!category) throw new InvalidInputError('The chosen category does not exist.');

    const removedImages = existing
      ? existing.images.getItems().filter((image) => form.deletedImageIds?.includes(image.id))
      : [];
    const keptImages = existing ? existing.images.getItems().filter((image) => !removedImages.includes(image)) : [];
    if (keptImages.length + files.length < MIN_PRODUCT_IMAGES)
      throw new InvalidInputError(PRODUCT_MESSAGES.imagesRequired);
    if (keptImages.length + files.length > MAX_PRODUCT_IMAGES)
      throw new InvalidInputError(PRODUCT_MESSAGES.imagesTooMany);

    checkVariants(form.productVariants, existing);
    if (existing) checkVersions(existing, form);
    const name = form.productName;
    const clash = await productIdByName(this.em, name);
    if (clash !== undefined && clash !== existing?.id) throw new ConflictError(PRODUCT_MESSAGES.nameTaken(name));

    const product = existing ?? this.em.create(Product, { name, category });
    product.name = name;
    product.category = category;
    if (form.description !== undefined || !existing) product.description = sanitizeRichText(form.description ?? '');
    if (form.isBestSeller !== undefined) product.isBestSeller = form.isBestSeller;
    if (form.hsnCode !== undefined) product.hsnCode = form.hsnCode;
    if (form.gstRate !== undefined) product.gstRateBp = form.gstRate === null ? null : rateToBasisPoints(form.gstRate);
    setSizes(
      this.em,
      product,
      form.productVariants.map((input) => ({
        fields: {
          size: input.size,
          color: input.color,
          colorHex: input.colorHexCode,
          stock: input.stock,
          originalPricePaise: rupeesToPaise(input.originalPrice),
          discountPricePaise: input.discountPrice ? rupeesToPaise(input.discountPrice) : null,
        },
        kept: input.id === undefined ? undefined : product.variants.getItems().find((v) => v.id === input.id),
      })),
    );

    const uploads = await this.media.store(this.em, files);
    const added = uploads.map((upload) => this.em.create(ProductImage, { product, upload }));
    product.images.set([...keptImages, ...added]);
    product.images.getItems().forEach((image, position) => (image.position = position));
    const released = await this.media.releasable(
      this.em,
      removedImages.map((image) => image.upload),
    );
    released.forEach((upload) => this.em.remove(upload));

    // Every save moves the product's version on, so two forms open at once cannot both be saved.
    if (existing) product.updatedAt = new Date();
    // A change committed between the checks above and this write fails its version condition.
    await this.media.withNewUploads(uploads, () =>
      this.em.flush().catch((error: unknown) => {
        throw error instanceof OptimisticLockError ? new ConflictError(PRODUCT_CHANGED) : error;
      }),
    );
    await this.media.discard(released);
    return this.get(product.id);
  }

  /** Products by id with category, variants and images, in a fixed number of queries, in the order given. */
  async load(ids: number[], em: EntityManager = this.em): Promise<Product[]> {
    if (!ids.length) return [];
    const products = await em.find(
      Product,
      { id: { $in: ids } },
      { populate: ['category', 'variants', 'images.upload'], strategy: 'select-in' },
    );
    const byId = new Map(products.map((product) => [product.id, product]));
    return ids.flatMap((id) => byId.get(id) ?? []);
  }
}

interface PageJsonRow {
  total: number;
  data: string;
}

/**
 * The `data` column: the JSON array of the products whose ids `idsSql` selects, in its order.
 * `array(...)` keeps that order, `with ordinality` numbers it, and json_agg follows the numbers.
 */
function pageJsonSql(idsSql: string): string {
  return `(select coalesce(json_agg(${PRODUCT_JSON_SQL} order by page.n), '[]'::json)::text
             from unnest(array(${idsSql})) with ordinality as page(id, n)
             join products p on p.id = page.id
             join categories c on c.id = p.category_id) as data`;
}

/** The storefront's `{data, pagination}` around a page of products. */
export function listingJson({ items, total }: ProductPage, { page, limit }: PageQueryDto): RawJson<ProductListDto> {
  const pagination: PaginationDto = {
    totalItems: total,
    currentPage: page,
    limit,
    totalPages: Math.ceil(total / limit),
  };
  return new RawJson(`{"data":${items.json},"pagination":${JSON.stringify(pagination)}}`);
}

/**
 * Optimistic concurrency: an edit carries the versions of the product and of each size it keeps,
 * as it loaded them; if any has moved on since (another admin's save, or a sale taking stock),
 * saving it would write stale figures back, so it is refused. Every edit sets stock, so an edit
 * without them is refused too: it could put back what sold since it was read.
 */
function checkVersions(product: Product, form: ProductFormDto): void {
  // A size the product has, sent again without its id, would come back as a new size with the
  // form's stock and no version to check: it must be sent as itself.
  const existing = new Set(product.variants.getItems().map(variantKey));
  const unversioned = form.productVariants.some((input) =>
    input.id === undefined ? existing.has(variantKey(input)) : input.version === undefined,
  );
  if (form.version === undefined || unversioned) throw new InvalidInputError(PRODUCT_VERSION_REQUIRED);
  const stale =
    form.version !== product.version ||
    form.productVariants.some(
      (input) =>
        input.id !== undefined &&
        product.variants.getItems().some((v) => v.id === input.id && v.version !== input.version),
    );
  if (stale) throw new ConflictError(PRODUCT_CHANGED);
}

/** The rules one variant's fields cannot express alone (docs/product.md §5, docs/product.md §10). */
function checkVariants(variants: VariantInputDto[], product: Product | undefined): void {
  const seen = new Set<string>();
  for (const variant of variants) {
    if (variant.discountPrice && variant.discountPrice > variant.originalPrice) {
      throw new InvalidInputError(PRODUCT_MESSAGES.discountAboveOriginal);
    }
    const key = variantKey(variant);
    if (seen.has(key)) throw new InvalidInputError(PRODUCT_MESSAGES.duplicateVariant);
    seen.add(key);
    if (variant.id !== undefined && !product?.variants.getItems().some((v) => v.id === variant.id)) {
      throw new InvalidInputError(`Variant ${variant.id} is not a variant of this product.`);
    }
  }
}
