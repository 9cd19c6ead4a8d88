import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { Logger } from 'nestjs-pino';
import { AppModule } from '../app.module';
import { ConfigError, loadConfig } from '../config/app-config';
import { InProcessJobRuntime } from '../infra/jobs/in-process-job-runtime';
import { JobRuntime } from '../infra/jobs/job-runtime';
import { AppLogger } from '../infra/logging/logging';

/**
 * Loads the demo shop into an empty database, then ends (started by the server on a first start:
 * demo/demo-first-start.ts). The application without HTTP: migrations, the first admin and the
 * demo shop run as the server's start runs them. With in-process jobs, the jobs the demo shop made
 * (its pictures' renditions, its orders' e-mails) run here too, so that the server starts with
 * none of that work left; with BullMQ they wait in Redis for the workers.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  const app = await NestFactory.createApplicationContext(
    AppModule.forRoot({ ...config, runWorkers: false, metrics: { ...config.metrics, port: undefined } }),
    { bufferLogs: true },
  );
  app.useLogger(new AppLogger(app.get(Logger)));
  await app.init();
  const runtime = app.get(JobRuntime);
  if (config.runWorkers && runtime instanceof InProcessJobRuntime) while ((await runtime.drain()) > 0);
  await app.close();
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
