import 'reflect-metadata';
import { ConfigError, loadConfig } from './config/app-config';
import { loadDemoShopAside } from './demo/demo-first-start';
import { Lifecycle } from './infra/web/lifecycle';

async function main(): Promise<void> {
  const config = loadConfig();
  await loadDemoShopAside(config);
  // Loaded only now: the whole application stays out of this process's memory while a loader works.
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- a require, not an ES import, in this CommonJS build
  const { createApp } = require('./app') as typeof import('./app');
  const app = await createApp(config);
  await app.listen(config.port);
  console.log(`\n  Satchel is running at ${config.publicUrl} (admin: ${config.publicUrl}/admin)\n`);

  // A graceful stop: readiness says no at once, reads are refused (503) and writes served through
  // the drain while a balancer notices (see Lifecycle), then the listener closes (finishing the
  // requests in flight, for SHUTDOWN_GRACE_MS at most) and the app shuts down. A second signal
  // stops at once.
  const lifecycle = app.get(Lifecycle);
  const stop = async (signal: NodeJS.Signals) => {
    if (lifecycle.draining) process.exit(1);
    lifecycle.beginDrain();
    console.log(`${signal}: draining for ${config.shutdownDrainMs} ms, then stopping`);
    await lifecycle.drained(config.shutdownDrainMs);
    // The listener first, waiting for the requests in flight: Nest's close() would tear the
    // modules down (queues, Redis) while it still took requests.
    const server = app.getHttpServer();
    await new Promise((resolve) => {
      server.close(resolve);
      server.closeIdleConnections();
      // A client that stops reading (a long export) or never ends its body must not hold the stop up.
      setTimeout(() => server.closeAllConnections(), config.shutdownGraceMs).unref();
    });
    await app.close();
    process.exit(0);
  };
  process.on('SIGTERM', (signal) => void stop(signal));
  process.on('SIGINT', (signal) => void stop(signal));
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
