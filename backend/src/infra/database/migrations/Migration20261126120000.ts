import { Migration } from '@mikro-orm/migrations';

/**
 * Categories nest at most 8 levels (MAX_CATEGORY_DEPTH when this was written): a trigger refuses
 * an insert or a move that would put a category, or any category below it, deeper, and a move
 * under itself or one of its own subcategories (a cycle). Every writer
 * (the form, an import, a script) meets it; AllExceptionsFilter answers its error with a 400.
 * Moves take one lock, so two moves at once cannot each pass and together go too deep. A tree
 * already deeper (made before this) stays readable: the tree read leaves out what lies deeper.
 */
export class Migration20261126120000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create or replace function categories_depth_check() returns trigger language plpgsql as $$
declare
  above int;
  below int;
begin
  if new.parent_id is null then return new; end if;
  perform pg_advisory_xact_lock(hashtext('categories_depth'));
  -- Levels from the new parent up to the top, counted no further than one past the limit.
  with recursive up(id, parent_id, n) as (
    select id, parent_id, 1 from categories where id = new.parent_id
    union all
    select c.id, c.parent_id, up.n + 1 from categories c join up on c.id = up.parent_id where up.n <= 8
  ) select coalesce(max(n), 0) into above from up;
  -- Levels from this category down to its deepest descendant (none yet on insert).
  with recursive down(id, n) as (
    select new.id, 1
    union all
    select c.id, down.n + 1 from categories c join down on c.parent_id = down.id where down.n <= 8
  ) select max(n) into below from down;
  -- Under itself or one of its own: two moves at once (A under B, B under A) each passed the
  -- service's check; under the lock above, the second one finds the first's cycle here.
  if new.parent_id = new.id or exists (
    with recursive down(id, n) as (
      select new.id, 1
      union all
      select c.id, down.n + 1 from categories c join down on c.parent_id = down.id where down.n <= 8
    ) select 1 from down where id = new.parent_id
  ) then
    raise exception 'a category cannot be placed under itself'
      using errcode = 'check_violation', constraint = 'categories_cycle';
  end if;
  if above + below > 8 then
    raise exception 'categories nest at most 8 levels deep'
      using errcode = 'check_violation', constraint = 'categories_depth';
  end if;
  return new;
end $$;`);
    this.addSql(`create trigger categories_depth before insert or update of parent_id on categories
      for each row execute function categories_depth_check();`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop trigger if exists categories_depth on categories;`);
    this.addSql(`drop function if exists categories_depth_check();`);
  }
}
