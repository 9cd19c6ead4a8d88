import { Entity, Enum, Index, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import { MAX_EMAIL_LENGTH, MAX_PERSON_NAME_LENGTH, UserType } from '@satchel/shared';

@Entity({ tableName: 'users' })
// Usernames and e-mails are unique regardless of case; e-mails are stored lower-cased.
@Index({
  name: 'users_username_lower_unique',
  expression: 'create unique index "users_username_lower_unique" on "users" (lower("username"))',
})
export class User {
  [OptionalProps]?:
    | 'mobile'
    | 'dob'
    | 'userType'
    | 'isOwner'
    | 'permissions'
    | 'tokenVersion'
    | 'createdAt'
    | 'updatedAt';

  @PrimaryKey({ type: 'integer' })
  id!: number;

  @Property({ type: 'string', length: 50 })
  username!: string;

  @Property({ type: 'string', length: MAX_EMAIL_LENGTH, unique: 'users_email_unique' })
  email!: string;

  @Property({ type: 'text', hidden: true, lazy: true })
  passwordHash!: string;

  @Property({ type: 'string', length: MAX_PERSON_NAME_LENGTH })
  firstName!: string;

  @Property({ type: 'string', length: MAX_PERSON_NAME_LENGTH })
  lastName!: string;

  @Property({ type: 'string', length: 15, nullable: true })
  mobile: string | null = null;

  @Property({ type: 'date', nullable: true })
  dob: string | null = null;

  @Enum({ items: () => UserType, nativeEnumName: 'user_type', index: true })
  userType: UserType = UserType.CUSTOMER;

  /** Staff: may do everything in the back office, and can never be left without an owner. */
  @Property({ type: 'boolean', default: false })
  isOwner: boolean = false;

  /** Staff: the areas of the back office this account may work in (PERMISSIONS), besides an owner's all. */
  @Property({ type: 'text[]', default: '{}' })
  permissions: string[] = [];

  /** Every token carries the version it was signed at; a password change moves it on, so earlier tokens stop working. */
  @Property({ type: 'integer', default: 0 })
  tokenVersion: number = 0;

  @Property({ type: 'datetime' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}
