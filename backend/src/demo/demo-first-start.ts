import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Logger } from '@nestjs/common';
import { Client } from 'pg';
import type { AppConfig } from '../config/app-config';

/** The loader's entry beside this file's build: `.ts` when run from the sources (the tests), `.js` from dist. */
const LOADER = join(__dirname, '..', 'cli', `load-demo${__filename.slice(__filename.lastIndexOf('.'))}`);

/**
 * On a first start with DEMO_DATA, the server has the demo shop loaded by a process of its own
 * (cli/load-demo) before it opens the database itself. Drawing the pictures (sharp), hashing the
 * demo customers' passwords (argon2) and filling PGlite leave 70–90 MB in the process that did it
 * and no longer uses them (glibc keeps its arenas, WASM memory never shrinks): a server would
 * carry them for as long as it runs (docs/performance.md, Memory). If that process fails, the
 * server loads the shop itself on start (DemoDataService), as it does whenever the shop is empty.
 */
export async function loadDemoShopAside(config: AppConfig): Promise<void> {
  if (!config.demoData || !(await shopMayBeEmpty(config))) return;
  const child = spawn(process.execPath, [...process.execArgv, LOADER], { stdio: 'inherit' });
  // A stop asked for meanwhile (Ctrl-C, docker stop) stops the loader too, then this process.
  let stoppedBy: NodeJS.Signals | undefined;
  const stop = (signal: NodeJS.Signals) => {
    stoppedBy = signal;
    child.kill(signal);
  };
  process.on('SIGTERM', stop).on('SIGINT', stop);
  const [code, signal] = (await once(child, 'exit')) as [number | null, NodeJS.Signals | null];
  process.off('SIGTERM', stop).off('SIGINT', stop);
  if (stoppedBy) process.kill(process.pid, stoppedBy);
  else if (code !== 0) {
    new Logger('Demo').warn(`The demo shop's loader ended with ${code ?? signal}; the server loads the shop itself`);
  }
}

/** A new embedded data directory, or a PostgreSQL database without a category (or without tables yet). */
async function shopMayBeEmpty(config: AppConfig): Promise<boolean> {
  if (!config.databaseUrl) return !existsSync(join(config.dataDir, 'db', 'PG_VERSION'));
  const client = new Client({ connectionString: config.databaseUrl });
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
