/**
 * A select-list item that lets its statement's transaction commit without waiting for the WAL to
 * reach the disk (PostgreSQL's `synchronous_commit`, set for that transaction alone: the setting
 * in force at the commit decides). Only for writes of little worth whose loss the shopper would
 * see and redo, the cart's: a crash of the database server can lose the last fraction of a second
 * of them, never an order, as placing one waits for the flush, and a flush writes every commit
 * before it too (the cart an order was placed from is on disk with it). Waiting was a third of
 * the flushes per order in the checkout bench (docs/performance.md, Cart writes committed without
 * waiting for the disk).
 */
export const ASYNC_COMMIT_SQL = `set_config('synchronous_commit', 'off', true) as "asyncCommit"`;
