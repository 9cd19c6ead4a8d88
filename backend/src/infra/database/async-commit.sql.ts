import type { DatabaseServer } from './database-server';

/**
 * A select-list item that lets its statement's transaction commit without waiting for the WAL to
 * reach the disk (PostgreSQL's `synchronous_commit`, set for that transaction alone: the setting in
 * force at the commit decides). Its one parameter is asyncCommitValue's. Only for writes of little
 * worth whose loss the shopper would see and redo, the cart's, and only in a statement that is its
 * own transaction (never inside a transaction block, which would commit whole without waiting).
 * A crash of the database server can lose the last fraction of a second of them, never an order:
 * placing one waits for its flush, and a flush writes every commit before it too (decision 16).
 */
export const ASYNC_COMMIT_SQL = `set_config('synchronous_commit', coalesce(?::text, current_setting('synchronous_commit')),
                  true) as "asyncCommit"`;

/**
 * ASYNC_COMMIT_SQL's parameter: 'off' on a PostgreSQL server, whose WAL writer flushes such commits
 * within a fraction of a second; none (the setting kept) on the embedded database, which runs in
 * Satchel's process without one: its commits would wait in memory for the next that waits, and
 * a crash of Satchel's process would lose them.
 */
export function asyncCommitValue(server: DatabaseServer): 'off' | null {
  return server.kind === 'postgresql' ? 'off' : null;
}
