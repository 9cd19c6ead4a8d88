import { MikroORM } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Controller, Get, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProperty, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { DatabaseServer } from '../../infra/database/database-server';
import { JobRuntime } from '../../infra/jobs/job-runtime';
import { Public } from '../../common/http/access';
import { Lifecycle } from '../../infra/web/lifecycle';

class DatabaseHealthDto {
  @ApiProperty({ enum: ['up', 'down'] })
  status!: 'up' | 'down';

  @ApiProperty({ enum: ['postgresql', 'pglite'] })
  kind!: 'postgresql' | 'pglite';
}

class JobsHealthDto {
  @ApiProperty({ enum: ['up', 'down'] })
  status!: 'up' | 'down';

  @ApiProperty({ enum: ['in-process', 'bullmq'] })
  runtime!: 'in-process' | 'bullmq';

  @ApiProperty({ description: 'Whether this process runs job handlers' })
  workers!: boolean;

  @ApiProperty({ description: 'Jobs waiting in the outbox' })
  pending!: number;

  @ApiProperty({ description: 'Jobs out of attempts' })
  failed!: number;

  @ApiProperty({
    type: 'integer',
    nullable: true,
    description: 'Seconds since the oldest waiting job was due (null when none waits)',
  })
  oldestPendingSeconds!: number | null;
}

/**
 * Past this, a job still waiting means mail (or pictures) is not going out: health says degraded
 * (answering 200: the process itself serves, so a load balancer must not take it out).
 */
export const OUTBOX_STALE_AFTER_SECONDS = 15 * 60;

class HealthDto {
  @ApiProperty({
    enum: ['ok', 'degraded'],
    description: `degraded: the database or the job runtime is down (503), or a job waits for over ${OUTBOX_STALE_AFTER_SECONDS / 60} minutes or gave up (200)`,
  })
  status!: 'ok' | 'degraded';

  @ApiProperty({ type: DatabaseHealthDto })
  database!: DatabaseHealthDto;

  @ApiProperty({ type: JobsHealthDto })
  jobs!: JobsHealthDto;
}

class LivenessDto {
  @ApiProperty({ enum: ['ok'] })
  status!: 'ok';
}

class ReadinessDto {
  @ApiProperty({ enum: ['ready', 'not ready'] })
  status!: 'ready' | 'not ready';

  @ApiProperty({ description: 'The database answers' })
  database!: boolean;

  @ApiProperty({ description: 'Every migration this code knows has been applied' })
  migrations!: boolean;

  @ApiProperty({ description: 'The process is shutting down (draining): send it no new traffic' })
  draining!: boolean;
}

@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(
    private readonly em: EntityManager,
    private readonly orm: MikroORM,
    private readonly server: DatabaseServer,
    private readonly jobs: JobRuntime,
    private readonly lifecycle: Lifecycle,
  ) {}

  @Get('live')
  @Public()
  @ApiOperation({ summary: 'Whether the process answers at all (liveness)', operationId: 'getLiveness' })
  @ApiOkResponse({ type: LivenessDto })
  live(@Res({ passthrough: true }) response: Response): LivenessDto {
    response.setHeader('Cache-Control', 'no-store');
    return { status: 'ok' };
  }

  @Get('ready')
  @Public()
  @ApiOperation({
    summary: 'Whether to send this process traffic: database up, migrations applied, not shutting down',
    operationId: 'getReadiness',
  })
  @ApiOkResponse({ type: ReadinessDto, description: 'Ready' })
  @ApiServiceUnavailableResponse({ type: ReadinessDto, description: 'Not ready' })
  async ready(@Res({ passthrough: true }) response: Response): Promise<ReadinessDto> {
    const draining = this.lifecycle.draining;
    const migrations = await this.orm
      .getMigrator()
      .getPendingMigrations()
      .then((pending) => pending.length === 0)
      .catch(() => false);
    // Pending migrations were read from the database: false also when it does not answer.
    const database = migrations || (await this.outboxCounts()) !== undefined;
    const ready = database && migrations && !draining;
    response.status(ready ? 200 : 503).setHeader('Cache-Control', 'no-store');
    return { status: ready ? 'ready' : 'not ready', database, migrations, draining };
  }

  @Get()
  @Public()
  @ApiOperation({ summary: 'Whether the database and the job runtime are up', operationId: 'getHealth' })
  @ApiOkResponse({ type: HealthDto, description: 'Everything is up' })
  @ApiServiceUnavailableResponse({ type: HealthDto, description: 'The database or the job runtime is down' })
  async health(@Res({ passthrough: true }) response: Response): Promise<HealthDto> {
    const [outbox, jobs] = await Promise.all([this.outboxCounts(), this.jobs.health()]);
    const database = { status: outbox ? 'up' : 'down', kind: this.server.kind } as const;
    const healthy = database.status === 'up' && jobs.status === 'up';
    const stale = !!outbox && (outbox.failed > 0 || (outbox.oldestPendingSeconds ?? 0) > OUTBOX_STALE_AFTER_SECONDS);
    response.status(healthy ? 200 : 503).setHeader('Cache-Control', 'no-store');
    return {
      status: healthy && !stale ? 'ok' : 'degraded',
      database,
      jobs: {
        status: jobs.status,
        runtime: jobs.runtime,
        workers: jobs.workers,
        pending: outbox?.pending ?? 0,
        failed: outbox?.failed ?? 0,
        oldestPendingSeconds: outbox?.oldestPendingSeconds ?? null,
      },
    };
  }

  /** Doubles as the database probe: undefined when the query fails. */
  private async outboxCounts(): Promise<
    { pending: number; failed: number; oldestPendingSeconds: number | null } | undefined
  > {
    try {
      // Served by outbox_messages_due_idx (status, available_at). A retried job's age runs from its
      // creation (a retry moves available_at on, and a job failing every try must still grow old);
      // one written to run later (a webhook's next attempt) is waiting only once it is due.
      const [row] = await this.em.getConnection().execute<{ pending: string; failed: string; oldest: number | null }[]>(
        `select (select count(*) from outbox_messages where status in ('pending', 'queued', 'processing')) as pending,
                (select count(*) from outbox_messages where status = 'failed') as failed,
                (select floor(extract(epoch from now() - min(case when attempts = 0 then available_at
                                                                else least(created_at, available_at) end)))::int
                   from outbox_messages
                  where status in ('pending', 'queued', 'processing') and (attempts > 0 or available_at <= now())) as oldest`,
      );
      return { pending: Number(row.pending), failed: Number(row.failed), oldestPendingSeconds: row.oldest };
    } catch {
      return undefined;
    }
  }
}
