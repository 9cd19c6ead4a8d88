import { createHash } from 'node:crypto';
import type { EntityManager, Knex } from '@mikro-orm/postgresql';
import type { PoolClient, QueryResult } from 'pg';

/** A hot statement as PostgreSQL is sent it: its name, and its text with `$n` for each `?`. */
interface Statement {
  name: string;
  text: string;
}

/** Each statement by its text, made once (a name must never stand for two texts on a connection). */
const statements = new Map<string, Statement>();

function statementFor(sql: string): Statement {
  let statement = statements.get(sql);
  if (!statement) {
    let position = 0;
    statement = {
      name: `satchel_${createHash('sha1').update(sql).digest('hex').slice(0, 20)}`,
      // As knex reads them: `\?` is a question mark itself, any other `?` the next value.
      text: sql.replace(/(\\*)\?/g, (_, escapes: string) => (escapes.length % 2 ? '?' : `$${++position}`)),
    };
    statements.set(sql, statement);
  }
  return statement;
}

export function statementName(sql: string): string {
  return statementFor(sql).name;
}

/** The text PostgreSQL is sent for `sql`: `$n` for each value's `?`. */
export function statementText(sql: string): string {
  return statementFor(sql).text;
}

/** What knex's client offers that runs a statement on a connection of its pool or transaction. */
interface KnexClient {
  acquireConnection(): Promise<PoolClient>;
  releaseConnection(connection: PoolClient): Promise<unknown>;
  emit(event: 'query', query: { sql: string; bindings: readonly unknown[] }): boolean;
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
  const { name, text } = statementFor(sql);
  // Straight to the pg connection: knex's raw query would find the placeholders in the text, and
  // build and run its query objects, on every call. A transaction's client hands out its one
  // connection, the pool's any free one.
  const transaction = em.getTransactionContext<Knex.Transaction>();
  // As knex refuses it: once committed, the transaction's connection is back in the pool, maybe in
  // another request's transaction.
  if (transaction?.isCompleted()) throw new Error('Transaction query already complete');
  const client = (transaction ?? em.getConnection().getKnex()).client as unknown as KnexClient;
  let connection: PoolClient | undefined;
  try {
    connection = await client.acquireConnection();
    // As knex tells its listeners of each statement (a query log, the tests' statement counts).
    client.emit('query', { sql, bindings: params });
    const result: QueryResult = await connection.query({ name, text, values: params as unknown[] });
    return result.rows as T[];
  } catch (error) {
    // MikroORM's exceptions, for the database's errors and the pool's (a connection not had in time).
    throw em.getDriver().convertException(error as Error);
  } finally {
    if (connection) await client.releaseConnection(connection);
  }
}

/**
 * A list of whole numbers as one PostgreSQL array literal (`{1,2,3}`), for `= any(?::int[])`: knex,
 * which runs the statements of the embedded database, would spread a JS array into a list of
 * values. Anything but a safe integer is refused, so nothing else can reach the text.
 */
export function intArray(values: readonly number[]): string {
  if (!values.every(Number.isSafeInteger)) throw new Error('An int[] value takes whole numbers only');
  return `{${values.join(',')}}`;
}
