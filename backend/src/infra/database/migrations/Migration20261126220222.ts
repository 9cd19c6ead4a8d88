import { Migration } from '@mikro-orm/migrations';

/**
 * Staff permissions: an owner may do everything; others the areas listed. Every admin account that
 * exists already (made from ADMIN_EMAIL, by admin:create, or the demo admin) becomes an owner, so
 * nobody loses what they could do.
 */
export class Migration20261126220222 extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `alter table "users" add column "is_owner" boolean not null default false, add column "permissions" text[] not null default '{}';`,
    );
    this.addSql(`update "users" set "is_owner" = true where "user_type" = 'ADMIN';`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "users" drop column "is_owner", drop column "permissions";`);
  }
}
