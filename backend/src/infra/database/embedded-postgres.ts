import { existsSync } from 'node:fs';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { connect } from 'node:net';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { Logger } from '@nestjs/common';

/**
 * PGlite and its socket server run in a worker thread: PostgreSQL compiled to WASM runs on the
 * thread that calls it, and on the main thread every query would stop HTTP for its whole length
 * (see docs/performance.md for what this bought). Plain JavaScript, evaluated, so the very same
 * code runs under the test runner and from the build.
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
// Evaluated code resolves modules from the working directory; resolve them from the backend.
const load = require('node:module').createRequire(workerData.from);
const { PGlite } = load('@electric-sql/pglite');
const { pg_trgm } = load('@electric-sql/pglite/contrib/pg_trgm');
const { PGLiteSocketServer } = load('@electric-sql/pglite-socket');
(async () => {
  const db = await PGlite.create({ dataDir: workerData.dbDir, extensions: { pg_trgm } });
  if (workerData.initOnly) {
    await db.close();
    parentPort.postMessage({ initialized: true });
    return;
  }
  // More than the server's own pool of one, so a CLI (admin:create) can connect while it runs:
  // PGlite is one backend, and the socket server queues every connection's statements, keeping
  // a connection's open transaction to itself until it ends.
  const server = new PGLiteSocketServer({ db, host: '127.0.0.1', port: 0, maxConnections: 8 });
  await server.start();
  parentPort.on('message', async (message) => {
    if (message !== 'stop') return;
    await server.stop();
    await db.close();
    parentPort.postMessage({ stopped: true });
  });
  parentPort.postMessage({ address: server.getServerConn() });
})().catch((error) => parentPort.postMessage({ error: String(error && error.stack || error) }));
`;

/**
 * The embedded default: real PostgreSQL (PGlite, compiled to WASM) served on a loopback socket,
 * so the application talks to it with the very same driver, SQL and migrations as in production.
 *
 * PGlite's data directory can be opened by one process only. The serving process records its
 * address in `server.json`; another Satchel process on the same DATA_DIR (the worker, a CLI)
 * connects through that socket instead of opening the files a second time.
 */
export class EmbeddedPostgres {
  private constructor(
    readonly url: string,
    private readonly owned?: { worker: Worker; stateFile: string },
  ) {}

  static async start(dataDir: string): Promise<EmbeddedPostgres> {
    const dbDir = join(dataDir, 'db');
    const stateFile = join(dataDir, 'db-server.json');
    const running = await findRunningServer(stateFile);
    if (running) return new EmbeddedPostgres(running);

    if (!existsSync(join(dbDir, 'PG_VERSION'))) await initialize(dbDir);
    const { worker, message } = await startWorker({ dbDir });
    const { address } = message as { address: string };
    const url = `postgresql://postgres:postgres@${address}/postgres`;
    await writeFile(stateFile, JSON.stringify({ pid: process.pid, url }));
    return new EmbeddedPostgres(url, { worker, stateFile });
  }

  async stop(): Promise<void> {
    if (!this.owned) return;
    const { worker } = this.owned;
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, 10_000);
      worker.once('message', () => (clearTimeout(timer), resolve()));
      worker.once('exit', () => (clearTimeout(timer), resolve()));
      worker.postMessage('stop');
    });
    await worker.terminate();
    await rm(this.owned.stateFile, { force: true });
  }
}

/**
 * Creates the database (PostgreSQL's initdb) with a PGlite thread of its own that then ends: a
 * thread that has run initdb stays about 200 MB larger than one that opens an initialized
 * directory, and that memory is not given back while it lives. Made in `<dbDir>.init` and renamed
 * into place once complete, so an initdb cut short leaves nothing that looks like a database.
 */
async function initialize(dbDir: string): Promise<void> {
  const staging = `${dbDir}.init`;
  await rm(staging, { recursive: true, force: true });
  await mkdir(staging, { recursive: true });
  const { worker } = await startWorker({ dbDir: staging, initOnly: true });
  await worker.terminate();
  // Without PG_VERSION it holds no database: an empty directory, or an earlier initdb's remains.
  await rm(dbDir, { recursive: true, force: true });
  await rename(staging, dbDir);
}

/** Starts PGlite's thread and waits for its first word: its address, or that it initialized the directory. */
async function startWorker(workerData: {
  dbDir: string;
  initOnly?: boolean;
}): Promise<{ worker: Worker; message: object }> {
  const worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { ...workerData, from: __filename } });
  // A crash of the database thread is logged (an unheard 'error' would end the process unlogged);
  // queries then fail, and /api/health says so.
  worker.on('error', (error) => new Logger('Database').error(`PGlite's thread failed: ${error.stack ?? error}`));
  try {
    const message = await new Promise<object>((resolve, reject) => {
      worker.once('message', (message: { error?: string }) =>
        message.error ? reject(new Error(`PGlite did not start: ${message.error}`)) : resolve(message),
      );
      worker.once('exit', (code) => reject(new Error(`PGlite's thread ended before it started (${code})`)));
    });
    return { worker, message };
  } catch (error) {
    await worker.terminate();
    throw error;
  }
}

async function findRunningServer(stateFile: string): Promise<string | undefined> {
  let state: { pid: number; url: string };
  try {
    state = JSON.parse(await readFile(stateFile, 'utf8'));
  } catch {
    return undefined;
  }
  if (state.pid === process.pid || !isAlive(state.pid)) return undefined;
  const { hostname, port } = new URL(state.url);
  const reachable = await new Promise<boolean>((done) => {
    const socket = connect(Number(port), hostname, () => {
      socket.end();
      done(true);
    });
    socket.on('error', () => done(false));
  });
  return reachable ? state.url : undefined;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
