import { ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { constants } from 'node:os';
import { join } from 'node:path';
import { Logger } from '@nestjs/common';
import { Client } from 'pg';
import type { AppConfig } from '../config/app-config';

/** The loader's entry beside this file's build: `.ts` when run from the sources (the tests), `.js` from dist. */
const LOADER = join(__dirname, '..', 'cli', `load-demo${__filename.slice(__filename.lastIndexOf('.'))}`);

const logger = new Logger('Demo');

/** Longer than any first start has taken on a slow machine; a loader still at work then is stopped. */
const LOADER_LIMIT_MS = 10 * 60_000;

/**
 * On a first start with DEMO_DATA, the server has the demo shop loaded by a process of its own
 * (cli/load-demo) before it opens the database itself. Drawing the pictures (sharp), hashing the
 * demo customers' passwords (argon2) and filling PGlite leave 70–90 MB in the process that did it
 * and no longer uses them (glibc keeps its arenas, WASM memory never shrinks): a server would
 * carry them for as long as it runs (docs/performance.md, Memory). Should the loader fail before
 * it loaded anything, the server's own start loads the still empty shop (DemoDataService); one
 * that fails halfway leaves a partial shop, as a server stopped halfway through the load did.
 */
export async function loadDemoShopAside(config: AppConfig): Promise<void> {
  if (!config.demoData || !(await shopMayBeEmpty(config))) return;
  // Not the debugger's flags: the loader would contend for the inspector's port.
  const flags = process.execArgv.filter((flag) => !/^--(inspect|debug)/.test(flag));
  // The IPC channel closes when this process ends, however it ends: the loader then stops too.
  let child: ChildProcess;
  try {
    child = spawn(process.execPath, [...flags, LOADER], { stdio: ['inherit', 'inherit', 'inherit', 'ipc'] });
  } catch (error) {
    logger.warn(`The demo shop's loader could not start (${(error as Error).message}); this server loads the shop`);
    return;
  }
  // A stop asked for meanwhile (Ctrl-C, docker stop) stops the loader too, then this process.
  let stoppedBy: NodeJS.Signals | undefined;
  const stop = (signal: NodeJS.Signals) => {
    stoppedBy = signal;
    child.kill(signal);
  };
  process.on('SIGTERM', stop).on('SIGINT', stop);
  const limit = setTimeout(() => child.kill('SIGKILL'), LOADER_LIMIT_MS);
  const ended = await once(child, 'exit').catch((error: Error) => [error.message]);
  clearTimeout(limit);
  process.off('SIGTERM', stop).off('SIGINT', stop);
  if (stoppedBy) {
    process.kill(process.pid, stoppedBy);
    // As PID 1 (a container), a signal this process sends itself is ignored: end by hand.
    process.exit(128 + constants.signals[stoppedBy]);
  }
  if (ended[0] !== 0) {
    logger.warn(
      `The demo shop's loader failed (${ended[0] ?? ended[1]}); this server goes on starting. If it had begun ` +
        'loading, the demo shop may be incomplete: start over with a new DATA_DIR (or an empty database).',
    );
  }
}

/** A new embedded data directory, or a PostgreSQL database without a category (or without tables yet). */
async function shopMayBeEmpty(config: AppConfig): Promise<boolean> {
  if (!config.databaseUrl) return !existsSync(join(config.dataDir, 'db', 'PG_VERSION'));
  const client = new Client({ connectionString: config.databaseUrl, connectionTimeoutMillis: 10_000 });
  try {
    await client.connect();
    const [{ migrated }] = (await client.query(`select to_regclass('categories') is not null as migrated`)).rows;
    return !migrated || !(await client.query('select 1 from categories limit 1')).rowCount;
  } catch {
    return false; // the server's own start reports what is wrong with the database
  } finally {
    await client.end().catch(() => undefined);
  }
}
