import { categoryName, MAX_CATEGORY_NAME_LENGTH, MAX_CATEGORY_SLUG_LENGTH, type StoredGstSlab } from '@satchel/shared';
import { Collection, Entity, ManyToOne, OneToMany, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import { CatalogueContent } from '../../infra/cache/catalogue-cache';
import { Upload } from '../media/upload.entity';
import { Audited } from '../audit/audited';

/** A node of the catalogue tree; its products are listed on its page and its ancestors'. */
@Audited({ entity: 'category' })
@Entity({ tableName: 'categories' })
@CatalogueContent()
export class Category {
  [OptionalProps]?: 'description' | 'parent' | 'image' | 'hsnCode' | 'gstRule' | 'createdAt' | 'updatedAt';

  @PrimaryKey({ type: 'integer' })
  id!: number;

  @Property({ type: 'string', length: MAX_CATEGORY_NAME_LENGTH })
  name!: string;

  /** The name lower-cased with whitespace runs as '-': the storefront's /category/{slug}. */
  @Property({ type: 'string', length: MAX_CATEGORY_SLUG_LENGTH, unique: 'categories_slug_unique' })
  slug!: string;

  @Property({ type: 'text' })
  description: string = '';

  // Restrict: a category with subcategories cannot be deleted (the service says why first).
  @ManyToOne(() => Category, { nullable: true, index: true, deleteRule: 'restrict' })
  parent: Category | null = null;

  @OneToMany(() => Category, (category) => category.parent)
  children = new Collection<Category>(this);

  /** The HSN code of its products (and its sub-categories'), unless they name their own. */
  @Property({ type: 'string', length: 8, nullable: true })
  hsnCode: string | null = null;

  /** The GST rule of its products (and its sub-categories'), unless they have their own: slabs in paise and basis points. */
  @Property({ type: 'json', nullable: true })
  gstRule: StoredGstSlab[] | null = null;

  @ManyToOne(() => Upload, { nullable: true, deleteRule: 'set null' })
  image: Upload | null = null;

  @Property({ type: 'datetime' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}

/** docs/product.md §11: lower-cased, whitespace runs become '-'. */
export function categorySlug(name: string): string {
  return categoryName(name).toLowerCase().replace(/\s+/g, '-');
}
