import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { Logger } from 'nestjs-pino';
import { AppModule } from './app.module';
import { AppLogger } from './infra/logging/logging';
import { ConfigError, loadConfig } from './config/app-config';

/** Runs job handlers only (no HTTP): the worker process of a scale-out deployment. */
async function main(): Promise<void> {
  const config = { ...loadConfig(), runWorkers: true };
  const app = await NestFactory.createApplicationContext(AppModule.forRoot(config), { bufferLogs: true });
  app.useLogger(new AppLogger(app.get(Logger)));
  app.enableShutdownHooks();
  await app.init();
  console.log(`Satchel worker running (${config.redisUrl ? 'BullMQ on Redis' : 'in-process outbox runner'})`);
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
