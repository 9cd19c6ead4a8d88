import 'reflect-metadata';
import { createApp } from './app';
import { ConfigError, loadConfig } from './config/app-config';

async function main(): Promise<void> {
  const config = loadConfig();
  const app = await createApp(config);
  app.enableShutdownHooks();
  await app.listen(config.port);
  console.log(`\n  Satchel is running at ${config.publicUrl} (admin: ${config.publicUrl}/admin)\n`);
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
