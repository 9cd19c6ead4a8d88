import 'reflect-metadata';
import { Logger as NestLogger } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { Logger } from 'nestjs-pino';
import { AppModule } from '../app.module';
import { ConfigError, loadConfig } from '../config/app-config';
import { InProcessJobRuntime } from '../infra/jobs/in-process-job-runtime';
import { QueueName } from '../infra/jobs/job-registry';
import { JobRuntime } from '../infra/jobs/job-runtime';
import { AppLogger } from '../infra/logging/logging';

/**
 * Loads the demo shop into an empty database, then ends (started by the server on a first start:
 * demo/demo-first-start.ts). The application without HTTP: migrations, the first admin and the
 * demo shop run as the server's start runs them. With in-process jobs, its pictures' renditions
 * (sharp, the heavy part) are made here too, and its orders' e-mails when mail goes to files;
 * e-mails to an SMTP server (which may be slow to answer), and with BullMQ every job, stay in the
 * outbox for the server or the workers.
 */
async function main(): Promise<void> {
  // Ends with the server that started it, should that one be killed outright.
  const orphaned = () => process.exit(1);
  process.on('disconnect', orphaned);
  const config = loadConfig();
  const app = await NestFactory.createApplicationContext(
    AppModule.forRoot({ ...config, runWorkers: false, metrics: { ...config.metrics, port: undefined } }),
    { bufferLogs: true },
  );
  try {
    app.useLogger(new AppLogger(app.get(Logger)));
    const runtime = app.get(JobRuntime);
    // Its pictures' renditions, and its e-mails when they go to files (no network to wait on).
    const queues: QueueName[] = config.smtpUrl ? ['image'] : ['image', 'email'];
    if (config.runWorkers && runtime instanceof InProcessJobRuntime) while ((await runtime.drain(queues)) > 0);
  } finally {
    await app.close();
  }
  // Done: the channel is let go (it would keep this process alive) without counting as orphaned.
  process.off('disconnect', orphaned);
  process.disconnect?.();
}

main().catch((error: unknown) => {
  NestLogger.flush();
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
