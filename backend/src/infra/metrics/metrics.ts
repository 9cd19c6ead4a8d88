import type { IncomingMessage, ServerResponse } from 'node:http';
import { MikroORM } from '@mikro-orm/core';
import { Injectable } from '@nestjs/common';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { AppConfig } from '../../config/app-config';
import { InjectConfig } from '../../config/config.module';

/** Where the front door answered a request itself (no Express route): the label of its route. */
export const FRONT_DOOR_ROUTE = Symbol('front door route');

/**
 * A route's whole template, where Express's own is the part after a mounted router's path (the
 * API's areas: SatchelExpressAdapter). `baseUrl` would give that mount path as the client typed
 * it (any case), and labels must never carry what a client chose.
 */
export const ROUTE_TEMPLATE = Symbol('route template');

type Tracked = IncomingMessage & {
  route?: { path?: string; [ROUTE_TEMPLATE]?: string };
  [FRONT_DOOR_ROUTE]?: string;
};

/**
 * What operators watch, in Prometheus's format (prom-client): the process (event-loop lag, heap,
 * RSS), HTTP requests by route template and status, the database pool, the job queues (from the
 * outbox table, which every process shares), and the shop's own events, counted by the modules
that register them (`counter()`: orders placed, e-mails, image renditions). Kept only when served
 * (METRICS_TOKEN or METRICS_PORT), so a shop that does not scrape pays nothing on its requests.
 */
@Injectable()
export class Metrics {
  readonly enabled: boolean;
  readonly registry = new Registry();
  private readonly http = new Histogram({
    name: 'satchel_http_request_duration_seconds',
    help: 'HTTP requests by method, route template and status',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [this.registry],
  });

  constructor(
    @InjectConfig() config: AppConfig,
    private readonly orm: MikroORM,
  ) {
    this.enabled = Boolean(config.metrics.token || config.metrics.port);
    if (!this.enabled) return;
    collectDefaultMetrics({ register: this.registry, prefix: 'satchel_' });
    this.queueGauges();
    this.poolGauges();
  }

  /**
   * A counter of the module that asks for it (named `satchel_…_total`), in the registry served at
   * /metrics. Asked again for the same name, the same counter.
   */
  counter<Label extends string = never>(config: {
    name: string;
    help: string;
    labelNames?: readonly Label[];
  }): Counter<Label> {
    const existing = this.registry.getSingleMetric(config.name);
    if (existing) return existing as Counter<Label>;
    return new Counter<Label>({ ...config, registers: [this.registry] });
  }

  /** Times a request until its answer is sent; the route is Express's template, never the raw URL. */
  track(request: IncomingMessage, response: ServerResponse): void {
    if (!this.enabled) return;
    const end = this.http.startTimer();
    response.once('finish', () => {
      const tracked = request as Tracked;
      const route =
        tracked[FRONT_DOOR_ROUTE] ??
        tracked.route?.[ROUTE_TEMPLATE] ??
        (tracked.route?.path ? routeOf(request, tracked.route.path) : 'unmatched');
      end({ method: request.method, route, status: String(response.statusCode) });
    });
  }

  private queueGauges(): void {
    const em = () => this.orm.em.fork();
    const rows = async () =>
      em()
        .getConnection()
        .execute<{ queue: string; waiting: number; oldest: number | null; failed: number; retried: number }[]>(
          `select queue,
                  count(*) filter (where status in ('pending', 'queued', 'processing'))::int as waiting,
                  floor(extract(epoch from now() - min(least(created_at, available_at))
                        filter (where status in ('pending', 'queued', 'processing'))))::int as oldest,
                  count(*) filter (where status = 'failed')::int as failed,
                  coalesce(sum(greatest(attempts - 1, 0)), 0)::int as retried
             from outbox_messages group by queue`,
        );
    const gauge = (name: string, help: string, pick: (row: Awaited<ReturnType<typeof rows>>[number]) => number) =>
      new Gauge({
        name,
        help,
        labelNames: ['queue'] as const,
        registers: [this.registry],
        async collect() {
          this.reset();
          for (const row of await rows().catch(() => [])) this.set({ queue: row.queue }, pick(row));
        },
      });
    gauge('satchel_jobs_waiting', 'Jobs waiting or running, per queue', (row) => row.waiting);
    gauge('satchel_jobs_oldest_waiting_seconds', 'Age of the oldest waiting job, per queue', (row) => row.oldest ?? 0);
    gauge('satchel_jobs_failed', 'Jobs out of attempts, per queue', (row) => row.failed);
    gauge('satchel_jobs_retries', 'Attempts beyond the first, over the jobs kept, per queue', (row) => row.retried);
  }

  private poolGauges(): void {
    const pool = () =>
      (
        this.orm.em.getConnection() as unknown as {
          getKnex(): { client: { pool?: { numUsed(): number; numFree(): number; numPendingAcquires(): number } } };
        }
      ).getKnex().client.pool;
    new Gauge({
      name: 'satchel_db_pool_connections',
      help: 'Database pool connections: used, free, and requests waiting for one',
      labelNames: ['state'] as const,
      registers: [this.registry],
      collect() {
        const current = pool();
        if (!current) return;
        this.set({ state: 'used' }, current.numUsed());
        this.set({ state: 'free' }, current.numFree());
        this.set({ state: 'waiting' }, current.numPendingAcquires());
      },
    });
  }
}

/** Express's route path, with the router's mount path (the global `/api` prefix is part of it already). */
function routeOf(request: IncomingMessage, path: string): string {
  const base = (request as IncomingMessage & { baseUrl?: string }).baseUrl ?? '';
  return `${base}${path}`;
}
