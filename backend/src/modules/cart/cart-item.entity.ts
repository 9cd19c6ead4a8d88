import { Check, Entity, ManyToOne, OptionalProps, PrimaryKey, Property, Unique, type Rel } from '@mikro-orm/core';
import { ProductVariant } from '../products/product-variant.entity';
import { User } from '../users/user.entity';

/** A line of a customer's cart: one variant (size and colour) and how many. */
@Entity({ tableName: 'cart_items' })
// One line per variant: adding it again raises the quantity. Also serves "this customer's cart".
@Unique({ name: 'cart_items_user_variant_unique', properties: ['user', 'variant'] })
@Check({ name: 'cart_items_quantity_check', expression: '"quantity" >= 1' })
export class CartItem {
  [OptionalProps]?: 'createdAt';

  @PrimaryKey({ type: 'integer' })
  id!: number;

  @ManyToOne(() => User, { deleteRule: 'cascade' })
  user!: Rel<User>;

  // A variant removed from the catalogue leaves the carts it was in.
  @ManyToOne(() => ProductVariant, { deleteRule: 'cascade', index: true })
  variant!: Rel<ProductVariant>;

  @Property({ type: 'integer' })
  quantity!: number;

  @Property({ type: 'datetime' })
  createdAt: Date = new Date();
}
