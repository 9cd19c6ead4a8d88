import { EntityManager } from '@mikro-orm/postgresql';
import { Controller, Get, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProperty, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { DatabaseServer } from '../../infra/database/database-server';
import { JobRuntime } from '../../infra/jobs/job-runtime';
import { Public } from '../auth/auth.decorators';

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
}

class HealthDto {
  @ApiProperty({ enum: ['ok', 'degraded'] })
  status!: 'ok' | 'degraded';

  @ApiProperty({ type: DatabaseHealthDto })
  database!: DatabaseHealthDto;

  @ApiProperty({ type: JobsHealthDto })
  jobs!: JobsHealthDto;
}

@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(
    private readonly em: EntityManager,
    private readonly server: DatabaseServer,
    private readonly jobs: JobRuntime,
  ) {}

  @Get()
  @Public()
  @ApiOperation({ summary: 'Whether the database and the job runtime are up', operationId: 'getHealth' })
  @ApiOkResponse({ type: HealthDto, description: 'Everything is up' })
  @ApiServiceUnavailableResponse({ type: HealthDto, description: 'The database or the job runtime is down' })
  async health(@Res({ passthrough: true }) response: Response): Promise<HealthDto> {
    const [outbox, jobs] = await Promise.all([this.outboxCounts(), this.jobs.health()]);
    const database = { status: outbox ? 'up' : 'down', kind: this.server.kind } as const;
    const healthy = database.status === 'up' && jobs.status === 'up';
    response.status(healthy ? 200 : 503).setHeader('Cache-Control', 'no-store');
    return {
      status: healthy ? 'ok' : 'degraded',
      database,
      jobs: {
        status: jobs.status,
        runtime: jobs.runtime,
        workers: jobs.workers,
        pending: outbox?.pending ?? 0,
        failed: outbox?.failed ?? 0,
      },
    };
  }

  /** Doubles as the database probe: undefined when the query fails. */
  private async outboxCounts(): Promise<{ pending: number; failed: number } | undefined> {
    try {
      const [row] = await this.em.getConnection().execute<{ pending: string; failed: string }[]>(
        `select (select count(*) from outbox_messages where status in ('pending', 'queued', 'processing')) as pending,
                (select count(*) from outbox_messages where status = 'failed') as failed`,
      );
      return { pending: Number(row.pending), failed: Number(row.failed) };
    } catch {
      return undefined;
    }
  }
}
