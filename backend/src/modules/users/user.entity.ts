import { Entity, Enum, Index, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import { MAX_EMAIL_LENGTH, MAX_PERSON_NAME_LENGTH, UserType } from '@satchel/shared';
import { Audited } from '../audit/audited';

@Audited({ entity: 'team-member' })
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
    | 'passwordHash'
    | 'disabledAt'
    | 'tokenVersion'
    | 'createdAt'
    | 'updatedAt';

  @PrimaryKey({ type: 'integer' })
  id!: number;

  @Property({ type: 'string', length: 50 })
  username!: string;

  @Property({ type: 'string', length: MAX_EMAIL_LENGTH, unique: 'users_email_unique' })
  email!: string;

  /** Argon2id; null for staff invited who have not chosen a password yet (no password opens it). */
  @Property({ type: 'text', hidden: true, lazy: true, nullable: true })
  passwordHash!: string | null;

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

  /** Staff: when the account was disabled; a disabled account cannot sign in and its sessions are over. */
  @Property({ type: 'datetime', nullable: true })
  disabledAt: Date | null = null;

  /** Every token carries the version it was signed at; a password change moves it on, so earlier tokens stop working. */
  @Property({ type: 'integer', default: 0 })
  tokenVersion: number = 0;

  @Property({ type: 'datetime' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}
