import { Entity, ManyToOne, OneToOne, OptionalProps, PrimaryKey, Property, type Rel } from '@mikro-orm/core';
import { CatalogueContent } from '../../infra/cache/catalogue-cache';
import { Upload } from '../media/upload.entity';
import { Product } from './product.entity';
import { Audited } from '../audit/audited';

/** One of a product's images, in gallery order. */
@Audited({ entity: 'product', partOf: { relation: 'product', prefix: 'images' } })
@Entity({ tableName: 'product_images' })
@CatalogueContent()
export class ProductImage {
  [OptionalProps]?: 'position';

  @PrimaryKey({ type: 'integer' })
  id!: number;

  @ManyToOne(() => Product, { deleteRule: 'cascade', index: true })
  product!: Rel<Product>;

  @OneToOne(() => Upload, { owner: true, deleteRule: 'cascade', unique: 'product_images_upload_unique' })
  upload!: Upload;

  @Property({ type: 'smallint' })
  position: number = 0;
}
