import { ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer, AddressInfo } from 'node:net';
import { join } from 'node:path';

const BACKEND = join(__dirname, '..');

/** A Satchel process (server, worker or CLI) run from the TypeScript sources, in its own process group. */
export interface SatchelProcess {
  readonly child: ChildProcess;
  /** Everything it printed so far (stdout and stderr). */
  output(): string;
  /** Resolves with its exit code. */
  readonly exited: Promise<number | null>;
  /** SIGTERM to its group, SIGKILL after `graceMs`; resolves once it has exited. */
  stop(graceMs?: number): Promise<void>;
  /** kill -9 of its whole group, at once. */
  kill(): Promise<void>;
}

/** Starts `node src/<script>` with the test's SWC hook; `env` is added to (and may blank) this process's. */
export function startSatchel(script: string, env: Record<string, string>, args: string[] = []): SatchelProcess {
  const child = spawn(process.execPath, ['-r', './test/swc-register.cjs', script, ...args], {
    cwd: BACKEND,
    env: { ...process.env, LOG_LEVEL: 'warn', ...env },
    detached: true, // a group of its own: stopping it never touches another Satchel on the machine
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let printed = '';
  child.stdout!.on('data', (chunk) => (printed += chunk));
  child.stderr!.on('data', (chunk) => (printed += chunk));
  const exited = once(child, 'exit').then(([code]) => code as number | null);
  const signal = (name: NodeJS.Signals) => {
    try {
      process.kill(-child.pid!, name);
    } catch {
      // already gone
    }
  };
  return {
    child,
    output: () => printed,
    exited,
    async stop(graceMs = 10_000) {
      if (child.exitCode !== null || child.signalCode !== null) return;
      signal('SIGTERM');
      const timer = setTimeout(() => signal('SIGKILL'), graceMs);
      await exited;
      clearTimeout(timer);
    },
    async kill() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      signal('SIGKILL');
      await exited;
    },
  };
}

/**
 * How long a server from the sources may take to answer: a first start loads the demo shop (its
 * pictures through sharp), and CI runs two test files at once on two cores.
 */
export const SERVER_START_MS = 180_000;

/** Starts the HTTP server and waits until /api/health answers. */
export async function startServer(env: Record<string, string>): Promise<SatchelProcess & { url: string }> {
  const port = await freePort();
  const server = startSatchel('src/main.ts', { PORT: String(port), ...env });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + SERVER_START_MS;
  for (;;) {
    const { exitCode, signalCode } = server.child;
    if (exitCode !== null || signalCode !== null) {
      throw new Error(`the server exited (${exitCode ?? signalCode}):\n${server.output()}`);
    }
    // Ours only once it says it listens: a port freePort() found free may be taken by another
    // test's server meanwhile, which would answer /api/health in its place (ours then exits).
    try {
      if (server.output().includes('Satchel is running at') && (await fetch(`${url}/api/health`)).status < 500) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await server.kill();
      throw new Error(`the server did not answer within ${SERVER_START_MS / 1000} s:\n${server.output()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return Object.assign(server, { url });
}

/** A local port nothing listens on right now. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** A Redis server of the test's own (Debian's redis-server, nothing kept on disk), to kill at will. */
export async function startRedis(): Promise<{ url: string; kill(): Promise<void> }> {
  const port = await freePort();
  const child = spawn(
    'redis-server',
    ['--bind', '127.0.0.1', '--port', String(port), '--save', '', '--appendonly', 'no'],
    {
      stdio: ['ignore', 'pipe', 'ignore'],
    },
  );
  const exited = once(child, 'exit');
  let printed = '';
  child.stdout!.on('data', (chunk) => (printed += chunk));
  // Ready when it says so: a port another process took meanwhile makes it exit instead.
  const deadline = Date.now() + 10_000;
  while (!printed.includes('Ready to accept connections')) {
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`redis-server did not start on port ${port}:\n${printed}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    url: `redis://127.0.0.1:${port}`,
    async kill() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGKILL');
      await exited;
    },
  };
}
