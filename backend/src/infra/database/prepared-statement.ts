import { createHash, randomBytes } from 'node:crypto';
import type { EntityManager, Knex } from '@mikro-orm/postgresql';

/**
 * This process's statements' prefix. The embedded database is one PostgreSQL session that every
 * connection to it shares (the server's, a worker's, a CLI's), so names must differ by process.
 */
const PROCESS_TAG = randomBytes(4).toString('hex');
/** Each statement's name, by its text (a name must never stand for two texts in a session). */
const names = new Map<string, string>();

export function statementName(sql: string): string {
  let name = names.get(sql);
  if (!name) {
    name = `satchel_${PROCESS_TAG}_${createHash('sha1').update(sql).digest('hex').slice(0, 16)}`;
    names.set(sql, name);
  }
  return name;
}

/**
 * Drops what this process prepared earlier in the session. Run by each new connection to the
 * embedded database, whose one session outlives its connections: one that replaced a broken
 * connection would otherwise find its statements' names taken. Other processes' are left alone.
 */
export const FORGET_OWN_STATEMENTS_SQL = `do $$
  declare statement record;
  begin
    for statement in select name from pg_prepared_statements where name like 'satchel\\_${PROCESS_TAG}\\_%' loop
      execute format('deallocate %I', statement.name);
    end loop;
  end $$`;

/** Databases whose one session every connection shares: the embedded one (see sharesOneSession). */
const sharedSessions = new Set<string>();

/**
 * Marks the database at `url` as one session shared by all its connections (PGlite's socket
 * server). It runs each message of the wire protocol in turn, whichever connection sent it, and
 * keeps one connection's messages together only inside a transaction block: a prepared
 * statement's Bind and Execute could otherwise have another connection's query run between them
 * (a worker or CLI on the same data directory), which drops the statement's portal.
 */
export function sharesOneSession(url: string): void {
  sharedSessions.add(url);
}

/**
 * Runs one of the hot statements (placing an order, the cart, search) as a named prepared
 * statement, its values sent apart from its text: each connection parses it once and PostgreSQL
 * may keep its plan, where `em.execute` writes the values into the text, so every call is a new
 * statement to parse and plan (1.5 ms for placing an order; docs/performance.md, Checkout).
 * `?` stands for a value as in `em.execute`, but a value is typed by where it stands, not by
 * how it looks: cast it where the statement alone does not tell (`?::int` in a select list), and
 * pass a list as one array (`= any(?)`), never `in (?)`. Errors come as MikroORM's exceptions.
 * Inside `em.transactional`, it runs in that transaction; on the embedded database, in one of its own.
 */
export async function executePrepared<T>(em: EntityManager, sql: string, params: readonly unknown[]): Promise<T[]> {
  if (!em.getTransactionContext() && sharedSessions.has(em.config.get('clientUrl') ?? '')) {
    // Embedded: in a transaction block of its own, so no other connection's message comes between.
    return em.transactional((inBlock) => executePrepared<T>(inBlock, sql, params));
  }
  const query = em
    .getConnection()
    .getKnex()
    .raw(sql, params as readonly Knex.RawBinding[])
    .options({ name: statementName(sql) });
  const transaction = em.getTransactionContext();
  if (transaction) query.transacting(transaction);
  try {
    return ((await query) as { rows: T[] }).rows;
  } catch (error) {
    throw em.getDriver().convertException(error as Error);
  }
}
