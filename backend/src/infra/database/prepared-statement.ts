import { createHash } from 'node:crypto';
import type { EntityManager, Knex } from '@mikro-orm/postgresql';

/** Each statement's name, by its text (a name must never stand for two texts on a connection). */
const names = new Map<string, string>();

export function statementName(sql: string): string {
  let name = names.get(sql);
  if (!name) {
    name = `satchel_${createHash('sha1').update(sql).digest('hex').slice(0, 20)}`;
    names.set(sql, name);
  }
  return name;
}

/** Databases whose one session every connection shares: the embedded one (see sharesOneSession). */
const sharedSessions = new Set<string>();

/**
 * Marks the database at `url` as one session that all its connections share (PGlite's socket
 * server). That server runs each message of the wire protocol in turn, whichever connection sent
 * it, keeping one connection's messages together only inside a transaction block; a prepared
 * statement's Bind and Execute could have another connection's query (a worker or CLI on the
 * same data directory) run between them, which drops its portal, and a block of its own for each
 * cost more than the planning it saves (docs/performance.md, Prepared statements). So there,
 * statements are sent as `em.execute` sends them.
 */
export function sharesOneSession(url: string): void {
  sharedSessions.add(url);
}

/**
 * Runs one of the hot statements (placing an order, the cart, search) as a named prepared
 * statement, its values sent apart from its text: each connection parses it once and PostgreSQL
 * may keep its plan, where `em.execute` writes the values into the text, so every call is a new
 * statement to parse and plan (1.5 ms for placing an order; docs/performance.md, Prepared
 * statements). `?` stands for a value as in `em.execute`, but a value is typed by where it stands,
 * not by how it looks: cast it where the statement alone does not tell (`?::int` in a select
 * list), and pass a list as one array (`= any(?)`), never `in (?)`. Errors come as MikroORM's
 * exceptions. Inside `em.transactional`, it runs in that transaction.
 */
export async function executePrepared<T>(em: EntityManager, sql: string, params: readonly unknown[]): Promise<T[]> {
  if (sharedSessions.has(em.config.get('clientUrl') ?? '')) return em.execute<T[]>(sql, [...params]);
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
