import { Migration } from '@mikro-orm/migrations';

/** A catalogue import whose job gave up (its last retry failed) is `stopped`, not left `running`. */
export class Migration20261125120000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "catalogue_imports" drop constraint "catalogue_imports_status_check";`);
    this.addSql(
      `alter table "catalogue_imports" add constraint "catalogue_imports_status_check" check ("status" in ('queued', 'running', 'done', 'stopped'));`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`update "catalogue_imports" set "status" = 'done' where "status" = 'stopped';`);
    this.addSql(`alter table "catalogue_imports" drop constraint "catalogue_imports_status_check";`);
    this.addSql(
      `alter table "catalogue_imports" add constraint "catalogue_imports_status_check" check ("status" in ('queued', 'running', 'done'));`,
    );
  }
}
