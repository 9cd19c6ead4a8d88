import { MAX_ADDRESS_LINE_LENGTH, MAX_CITY_LENGTH, MAX_STATE_LENGTH, POSTAL_CODE_LENGTH } from '@satchel/shared';
import { Entity, Index, ManyToOne, OptionalProps, PrimaryKey, Property, type Rel } from '@mikro-orm/core';
import { User } from '../users/user.entity';

/** A customer's delivery address. Orders copy it, so editing or deleting it never changes one. */
@Entity({ tableName: 'addresses' })
@Index({ name: 'addresses_user_idx', properties: ['user', 'id'] })
// At most one default per customer, whatever two requests do at once.
@Index({
  name: 'addresses_one_default_per_user',
  expression: 'create unique index "addresses_one_default_per_user" on "addresses" ("user_id") where "is_default"',
})
export class Address {
  [OptionalProps]?: 'addressLine2' | 'isDefault' | 'createdAt' | 'updatedAt';

  @PrimaryKey({ type: 'integer' })
  id!: number;

  @ManyToOne(() => User, { deleteRule: 'cascade', index: false })
  user!: Rel<User>;

  @Property({ type: 'string', length: MAX_ADDRESS_LINE_LENGTH })
  addressLine1!: string;

  @Property({ type: 'string', length: MAX_ADDRESS_LINE_LENGTH, nullable: true })
  addressLine2: string | null = null;

  @Property({ type: 'string', length: MAX_CITY_LENGTH })
  city!: string;

  @Property({ type: 'string', length: MAX_STATE_LENGTH })
  state!: string;

  @Property({ type: 'string', length: POSTAL_CODE_LENGTH })
  postalCode!: string;

  @Property({ type: 'boolean' })
  isDefault: boolean = false;

  @Property({ type: 'datetime' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}
