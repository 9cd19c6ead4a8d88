import { timingSafeEqual } from 'node:crypto';
import { createServer, IncomingMessage, Server, ServerResponse } from 'node:http';
import { Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { AppConfig } from '../../config/app-config';
import { InjectConfig } from '../../config/config.module';
import { withoutQuery } from '../../common/http/url-path';
import { Metrics } from './metrics';

/**
 * Serves /metrics: on a port of its own when METRICS_PORT is set (bound to METRICS_HOST,
 * loopback by default; the worker's only way), and on the main port behind
 * `Authorization: Bearer METRICS_TOKEN` when that is set (see mountMetrics). With a token, the
 * separate port asks for it too.
 */
@Injectable()
export class MetricsServer implements OnApplicationBootstrap, OnApplicationShutdown {
  private server?: Server;

  constructor(
    private readonly metrics: Metrics,
    @InjectConfig() private readonly config: AppConfig,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const { port, host } = this.config.metrics;
    if (!port) return;
    const server = createServer((request, response) => {
      if (withoutQuery(request.url ?? '') !== '/metrics') return void response.writeHead(404).end();
      void this.answer(request, response);
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, host, resolve);
    });
    this.server = server;
    new Logger('Metrics').log(`Serving /metrics on http://${host}:${port}`);
  }

  async onApplicationShutdown(): Promise<void> {
    await new Promise((resolve) => (this.server ? this.server.close(resolve) : resolve(undefined)));
  }

  /** The metrics, or 401 without the token when one is set. */
  async answer(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const { token } = this.config.metrics;
    if (token && !bearerMatches(request.headers.authorization, token)) {
      response.writeHead(401, { 'WWW-Authenticate': 'Bearer', 'Cache-Control': 'no-store' }).end();
      return;
    }
    const body = await this.metrics.registry.metrics();
    response.writeHead(200, { 'Content-Type': this.metrics.registry.contentType, 'Cache-Control': 'no-store' });
    response.end(body);
  }
}

function bearerMatches(header: string | undefined, token: string): boolean {
  const given = Buffer.from(/^Bearer (.+)$/.exec(header ?? '')?.[1] ?? '');
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * /metrics on the main port: served with METRICS_TOKEN (and asking for it), else 404 (never the
 * storefront's page), so that a public port shows nothing to those without the token.
 */
export function metricsHandler(server: MetricsServer, config: AppConfig) {
  return (request: IncomingMessage, response: ServerResponse): void => {
    if (!config.metrics.token) return void response.writeHead(404, { 'Cache-Control': 'no-store' }).end();
    void server.answer(request, response);
  };
}
