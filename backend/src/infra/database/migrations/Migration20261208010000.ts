import { Migration } from '@mikro-orm/migrations';

/**
 * Each one-time link's token keeps the address its e-mail went to (`sent_to`), and a link is
 * refused once the account's e-mail is another: an e-mail change racing a reset request could
 * otherwise leave a working link at the replaced address (the reset job read the old address
 * before the change committed and wrote its token after). Tokens already out are stamped with
 * their account's present address (one left by that race keeps working until it expires).
 *
 * Nullable for one release: during a rolling restart the replicas not yet restarted write tokens
 * without it, and such a token is checked as before (README, "Running at scale"); an e-mail change
 * still deletes the account's tokens meanwhile (UsersService.updateProfile). A later release's
 * migration fills it and makes it NOT NULL, and that release drops the delete.
 */
export class Migration20261208010000 extends Migration {
  override async up(): Promise<void> {
    this.addSql('alter table "account_tokens" add column "sent_to" varchar(254) null;');
    this.addSql('update "account_tokens" t set "sent_to" = u."email" from "users" u where u."id" = t."user_id";');
  }

  override async down(): Promise<void> {
    this.addSql('alter table "account_tokens" drop column "sent_to";');
  }
}
