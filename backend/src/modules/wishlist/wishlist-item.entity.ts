import { Entity, ManyToOne, OptionalProps, PrimaryKey, Property, Unique, type Rel } from '@mikro-orm/core';
import { Product } from '../products/product.entity';
import { User } from '../users/user.entity';

/** A product a customer keeps on their wishlist. */
@Entity({ tableName: 'wishlist_items' })
@Unique({ name: 'wishlist_items_user_product_unique', properties: ['user', 'product'] })
export class WishlistItem {
  [OptionalProps]?: 'createdAt';

  @PrimaryKey({ type: 'integer' })
  id!: number;

  @ManyToOne(() => User, { deleteRule: 'cascade' })
  user!: Rel<User>;

  @ManyToOne(() => Product, { deleteRule: 'cascade', index: true })
  product!: Rel<Product>;

  @Property({ type: 'datetime' })
  createdAt: Date = new Date();
}
