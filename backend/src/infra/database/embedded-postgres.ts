import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { connect } from 'node:net';
import { join } from 'node:path';
import { Extension, PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';

// The contrib entry ships a CommonJS build, but its "types" condition only names ESM typings.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { pg_trgm } = require('@electric-sql/pglite/contrib/pg_trgm') as { pg_trgm: Extension };

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
    private readonly owned?: { db: PGlite; server: PGLiteSocketServer; stateFile: string },
  ) {}

  static async start(dataDir: string): Promise<EmbeddedPostgres> {
    const dbDir = join(dataDir, 'db');
    const stateFile = join(dataDir, 'db-server.json');
    const running = await findRunningServer(stateFile);
    if (running) return new EmbeddedPostgres(running);

    await mkdir(dbDir, { recursive: true });
    const db = await PGlite.create({ dataDir: dbDir, extensions: { pg_trgm } });
    const server = new PGLiteSocketServer({ db, host: '127.0.0.1', port: 0 });
    await server.start();
    const url = `postgresql://postgres:postgres@${server.getServerConn()}/postgres`;
    await writeFile(stateFile, JSON.stringify({ pid: process.pid, url }));
    return new EmbeddedPostgres(url, { db, server, stateFile });
  }

  async stop(): Promise<void> {
    if (!this.owned) return;
    await this.owned.server.stop();
    await this.owned.db.close();
    await rm(this.owned.stateFile, { force: true });
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
