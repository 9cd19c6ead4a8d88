import { BRAND_COLOURS, hasPermission } from '@satchel/shared';
import { createBullBoard } from '@bull-board/api';
import { BullMQAdapter } from '@bull-board/api/bullMQAdapter';
import { ExpressAdapter } from '@bull-board/express';
import { MikroORM } from '@mikro-orm/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import cookieParser from 'cookie-parser';
import express, { NextFunction, Request, Response, Router } from 'express';
import { AuthService } from '../auth/auth.service';
import { BullmqJobRuntime } from '../../infra/jobs/bullmq-job-runtime';
import { JobRuntime } from '../../infra/jobs/job-runtime';
import { escapeHtml } from '../../common/text/escape-html';
import { OPS_AUDIENCE, OPS_COOKIE } from './ops-session.controller';

const BASE_PATH = '/ops/queues';

/**
 * Mounts the operator's queue dashboard at /ops/queues: bull-board over the BullMQ queues, or, in
 * the embedded default, a page of the outbox's state. Only an admin's ops cookie opens it.
 */
export function mountOpsDashboard(app: NestExpressApplication): void {
  const runtime = app.get(JobRuntime);
  const orm = app.get(MikroORM);
  const guard = opsGuard(app.get(AuthService));
  const dashboard = runtime instanceof BullmqJobRuntime ? bullBoard(runtime) : outboxPage(orm);
  app.use(BASE_PATH, cookieParser(), guard, dashboard);
}

function opsGuard(auth: AuthService) {
  return async (request: Request, response: Response, next: NextFunction) => {
    const token: unknown = request.cookies?.[OPS_COOKIE];
    const user = await auth.accountForToken(typeof token === 'string' ? token : undefined, OPS_AUDIENCE);
    if (hasPermission(user, 'settings')) return next();
    const status = user ? 403 : 401;
    const message = user
      ? 'Only staff with the settings permission can open the queue dashboard'
      : 'Please log in as an administrator';
    if (request.accepts(['html', 'json']) === 'html') {
      response
        .status(status)
        .type('html')
        .send(
          page(
            'Queue dashboard',
            `<p>${message}.</p><p>Open it from the admin app's menu: <a href="/admin">Satchel admin</a>.</p>`,
          ),
        );
    } else {
      response
        .status(status)
        .json({ statusCode: status, message, error: status === 401 ? 'Unauthorized' : 'Forbidden' });
    }
  };
}

function bullBoard(runtime: BullmqJobRuntime): Router {
  const serverAdapter = new ExpressAdapter();
  serverAdapter.setBasePath(BASE_PATH);
  createBullBoard({
    queues: [...runtime.queues.values()].map((queue) => new BullMQAdapter(queue)),
    serverAdapter,
    options: { uiConfig: { boardTitle: 'Satchel queues' } },
  });
  return serverAdapter.getRouter();
}

interface OutboxCountRow {
  queue: string;
  type: string;
  status: string;
  count: string;
}

interface FailedRow {
  id: number;
  type: string;
  attempts: number;
  last_error: string | null;
  created_at: Date;
}

function outboxPage(orm: MikroORM): Router {
  const router = express.Router();
  router.get('/', async (_request, response, next) => {
    try {
      const connection = orm.em.getConnection();
      const counts = await connection.execute<OutboxCountRow[]>(
        `select queue, type, status, count(*) as count from outbox_messages group by queue, type, status order by queue, type, status`,
      );
      const failed = await connection.execute<FailedRow[]>(
        `select id, type, attempts, last_error, created_at from outbox_messages where status = 'failed' order by id desc limit 50`,
      );
      response.setHeader('Cache-Control', 'no-store');
      response.type('html').send(page('Satchel queues (embedded)', renderOutbox(counts, failed)));
    } catch (error) {
      next(error);
    }
  });
  router.post('/retry-failed', async (_request, response, next) => {
    try {
      await orm.em
        .getConnection()
        .execute(
          `update outbox_messages set status = 'pending', attempts = 0, available_at = now() where status = 'failed'`,
        );
      response.redirect(303, BASE_PATH);
    } catch (error) {
      next(error);
    }
  });
  return router;
}

function renderOutbox(counts: OutboxCountRow[], failed: FailedRow[]): string {
  const countRows = counts
    .map(
      (row) =>
        `<tr><td>${escapeHtml(row.queue)}</td><td>${escapeHtml(row.type)}</td><td><span class="status status-${escapeHtml(row.status)}">${escapeHtml(row.status)}</span></td><td class="number">${Number(row.count)}</td></tr>`,
    )
    .join('');
  const failedRows = failed
    .map(
      (row) =>
        `<tr><td>${row.id}</td><td>${escapeHtml(row.type)}</td><td>${row.attempts}</td><td>${escapeHtml(row.last_error ?? '')}</td><td>${new Date(row.created_at).toISOString()}</td></tr>`,
    )
    .join('');
  return `<p>Jobs run in-process from the database outbox (no REDIS_URL set).</p>
<section><h2>Jobs by queue, type and status</h2>
<table><thead><tr><th>Queue</th><th>Type</th><th>Status</th><th>Jobs</th></tr></thead>
<tbody>${countRows || '<tr><td colspan="4">No jobs yet</td></tr>'}</tbody></table></section>
<section><h2>Failed jobs</h2>
<table><thead><tr><th>Id</th><th>Type</th><th>Attempts</th><th>Last error</th><th>Created</th></tr></thead>
<tbody>${failedRows || '<tr><td colspan="5">No failed jobs</td></tr>'}</tbody></table>
${failed.length ? `<form method="post" action="${BASE_PATH}/retry-failed"><button type="submit">Retry failed jobs</button></form>` : ''}</section>`;
}

/**
 * The back office's look without its JavaScript: react-admin's app bar in the shop's leather brown
 * (the admin theme's primary), Roboto-like type, and tables on a raised paper card.
 */
const BACK_OFFICE_STYLE = `
*{box-sizing:border-box}
body{margin:0;font-family:Roboto,"Helvetica Neue",Arial,system-ui,sans-serif;color:rgba(0,0,0,.87);background:#fafafa;font-size:14px}
header{background:${BRAND_COLOURS.leather};color:#fff;padding:0 24px;height:48px;display:flex;align-items:center;gap:24px;box-shadow:0 2px 4px -1px rgba(0,0,0,.2),0 4px 5px rgba(0,0,0,.14)}
header h1{font-size:1.25rem;font-weight:500;margin:0;flex:1}
header a{color:#fff;text-decoration:none;font-weight:500;text-transform:uppercase;font-size:.8125rem;letter-spacing:.02857em}
main{padding:24px;max-width:1100px}
p{color:rgba(0,0,0,.6);margin:0 0 16px}
section{background:#fff;border-radius:4px;box-shadow:0 2px 1px -1px rgba(0,0,0,.2),0 1px 1px rgba(0,0,0,.14),0 1px 3px rgba(0,0,0,.12);margin-bottom:24px;overflow-x:auto}
h2{font-size:1rem;font-weight:500;margin:0;padding:16px}
table{border-collapse:collapse;width:100%}
th,td{padding:6px 16px;text-align:left;border-bottom:1px solid rgba(224,224,224,1);line-height:1.43}
th{font-weight:500}
td.number{text-align:right}
.status{display:inline-block;padding:0 10px;border-radius:16px;font-size:.8125rem;line-height:24px;background:#e0e0e0}
.status-failed{background:#d32f2f;color:#fff}.status-completed{background:#2e7d32;color:#fff}
.status-pending,.status-queued,.status-processing{background:#ed6c02;color:#fff}
form{padding:16px}
button{background:${BRAND_COLOURS.leather};color:#fff;border:0;border-radius:4px;padding:6px 16px;font:inherit;font-weight:500;text-transform:uppercase;font-size:.875rem;letter-spacing:.02857em;cursor:pointer;box-shadow:0 3px 1px -2px rgba(0,0,0,.2),0 2px 2px rgba(0,0,0,.14)}
button:hover{background:${BRAND_COLOURS.leatherDark}}`;

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>${BACK_OFFICE_STYLE}</style>
</head><body><header><h1>${escapeHtml(title)}</h1><a href="/admin">Back office</a></header><main>${body}</main></body></html>`;
}
