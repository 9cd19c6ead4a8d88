import 'reflect-metadata';
import { Logger as NestLogger } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { Logger } from 'nestjs-pino';
import { AppModule } from '../app.module';
import { ConfigError, loadConfig } from '../config/app-config';
import { DemoDataService } from '../demo/demo-data.service';
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
  // The demo shop is loaded below, once the logger is in place: its lines are printed as they come.
  const app = await NestFactory.createApplicationContext(
    AppModule.forRoot({
      ...config,
      demoData: false,
      runWorkers: false,
      metrics: { ...config.metrics, port: undefined },
    }),
    { bufferLogs: true },
  );
  try {
    app.useLogger(new AppLogger(app.get(Logger)));
    await app.get(DemoDataService).loadIfEmpty();
    const runtime = app.get(JobRuntime);
    if (config.runWorkers && runtime instanceof InProcessJobRuntime) {
      // Its pictures' renditions, and its e-mails when they go to files (no network to wait on).
      const queues: QueueName[] = config.smtpUrl ? ['image'] : ['image', 'email'];
      const ran = new Map(queues.map((queue) => [queue, 0]));
      for (const queue of queues) {
        for (let done; (done = await runtime.drain([queue])) > 0; ) ran.set(queue, ran.get(queue)! + done);
      }
      const counts = [...ran].map(([queue, count]) => `${queue} ${count}`).join(', ');
      new NestLogger('Demo').log(`Ran the demo shop's jobs: ${counts}`);
    }
  } finally {
    await app.close();
  }
  // Done: the channel is let go without counting as orphaned.
  process.off('disconnect', orphaned);
  process.disconnect?.();
}

main().catch((error: unknown) => {
  NestLogger.flush();
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
