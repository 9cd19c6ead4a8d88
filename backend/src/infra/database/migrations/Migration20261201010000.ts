import { Migration } from '@mikro-orm/migrations';
import { COUNT_CODE_USE } from './Migration20261129190000';
import { DISCOUNT_QUOTE_IN_TWO_STATEMENTS, orReplace } from './Migration20261130190000';

/**
 * A code's uses move to a narrow row of their own, `discount_code_uses` (docs/performance.md,
 * A code's uses in a row of their own). Every order with a code counted its use on the code's
 * wide row: PostgreSQL checked all four of that row's constraints again (the code's pattern, the
 * type's amounts and the limits, with their expressions read again at every statement), wrote a
 * new version of the whole row, and every read of the code walked the versions each order left.
 * Now an order updates a row holding the count, the discount given and the usage limit, with the
 * one check the limit needs (`discount_code_uses_usage_check`), and the code's own row changes only
 * when the back office edits it. The usage limit stays on the code, the back office's field; a
 * trigger copies it to the uses row, in the edit's transaction, so the check sees the limit an
 * edit sets and an edit below the uses already made fails as before.
 */
export class Migration20261201010000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "discount_code_uses" ("code_id" int not null primary key references "discount_codes" ("id") on delete cascade, "used" int not null default 0, "discount_given_paise" bigint not null default 0, "usage_limit" int null, ` +
        // No concurrency passes the limit: an order past it breaks this check and rolls back whole.
        `constraint discount_code_uses_usage_check check (used >= 0 and (usage_limit is null or used <= usage_limit)));`,
    );
    this.addSql(
      'insert into discount_code_uses (code_id, used, discount_given_paise, usage_limit) select id, used, discount_given_paise, usage_limit from discount_codes;',
    );
    this.addSql(
      'alter table discount_codes drop constraint discount_codes_usage_check, drop column used, drop column discount_given_paise;',
    );
    this.addSql(COPY_USAGE_LIMIT);
    this.addSql(
      'create trigger discount_codes_usage_limit after insert or update of usage_limit on discount_codes for each row execute function satchel_copy_usage_limit();',
    );
    this.addSql(COUNT_CODE_USE_IN_ITS_ROW);
    this.addSql(DISCOUNT_QUOTE_READING_USES);
  }

  override async down(): Promise<void> {
    this.addSql('drop trigger discount_codes_usage_limit on discount_codes;');
    this.addSql('drop function satchel_copy_usage_limit();');
    this.addSql(
      'alter table discount_codes add column used int not null default 0, add column discount_given_paise bigint not null default 0;',
    );
    this.addSql(
      'update discount_codes d set used = u.used, discount_given_paise = u.discount_given_paise from discount_code_uses u where u.code_id = d.id;',
    );
    this.addSql(
      'alter table discount_codes add constraint discount_codes_usage_check check (used >= 0 and (usage_limit is null or used <= usage_limit));',
    );
    this.addSql('drop table discount_code_uses;');
    this.addSql(orReplace(COUNT_CODE_USE));
    this.addSql(DISCOUNT_QUOTE_IN_TWO_STATEMENTS);
  }
}

/** A new code gets its uses row; an edited usage limit is copied to it. */
const COPY_USAGE_LIMIT = `create function satchel_copy_usage_limit() returns trigger language plpgsql as $$
      begin
        insert into discount_code_uses (code_id, usage_limit) values (new.id, new.usage_limit)
          on conflict (code_id) do update set usage_limit = excluded.usage_limit;
        return null;
      end $$;`;

/**
 * As Migration20261129190000 gives it, on the uses row: past the code's usage limit
 * discount_code_uses_usage_check fails, and the caller's statement rolls back whole (decision 14).
 * Returns the code's id, or null when the code is gone. It locks the code's row first, in the
 * share the order's foreign keys take at the end anyway: the back office's delete of a code (or
 * an edit of its text and limit) locks the code's row and then its uses row, so in the same order
 * an order and such an edit wait for each other rather than deadlock. A code without its uses
 * row raises rather than go uncounted.
 */
const COUNT_CODE_USE_IN_ITS_ROW = rewritten(
  orReplace(COUNT_CODE_USE),
  `update discount_codes d
           set used = d.used + 1, discount_given_paise = d.discount_given_paise + p_discount_paise
         where d.id = p_code_id
        returning d.id into v_id;`,
  `perform from discount_codes d where d.id = p_code_id for key share;
        if not found then
          return null;
        end if;
        update discount_code_uses u
           set used = u.used + 1, discount_given_paise = u.discount_given_paise + p_discount_paise
         where u.code_id = p_code_id
        returning u.code_id into v_id;
        if v_id is null then
          raise exception 'satchel_count_code_use: discount code % has no uses row', p_code_id;
        end if;`,
);

/** As Migration20261130190000 gives it; the uses are read only for a code with a limit. */
export const DISCOUNT_QUOTE_READING_USES = rewritten(
  DISCOUNT_QUOTE_IN_TWO_STATEMENTS,
  'elsif c.usage_limit is not null and c.used >= c.usage_limit then',
  `elsif c.usage_limit is not null
              and (select u.used from discount_code_uses u where u.code_id = c.id) >= c.usage_limit then`,
);

/** `definition` with `part` replaced, which it must hold. */
export function rewritten(definition: string, part: string, replacement: string): string {
  if (!definition.includes(part)) throw new Error(`not found in the function: ${part}`);
  return definition.replace(part, replacement);
}
