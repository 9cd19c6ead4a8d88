import { Embedded, Entity, Index, ManyToOne, OptionalProps, PrimaryKey, Property, type Rel } from '@mikro-orm/core';
import { User } from '../users/user.entity';
import { PostalAddress } from './postal-address.embeddable';

/** A customer's delivery address. Orders copy it, so editing or deleting it never changes one. */
@Entity({ tableName: 'addresses' })
@Index({ name: 'addresses_user_idx', properties: ['user', 'id'] })
// At most one default per customer, whatever two requests do at once.
@Index({
  name: 'addresses_one_default_per_user',
  expression: 'create unique index "addresses_one_default_per_user" on "addresses" ("user_id") where "is_default"',
})
export class Address {
  [OptionalProps]?: 'isDefault' | 'createdAt' | 'updatedAt';

  @PrimaryKey({ type: 'integer' })
  id!: number;

  @ManyToOne(() => User, { deleteRule: 'cascade', index: false })
  user!: Rel<User>;

  @Embedded(() => PostalAddress, { prefix: false })
  postal!: PostalAddress;

  @Property({ type: 'boolean' })
  isDefault: boolean = false;

  @Property({ type: 'datetime' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}
