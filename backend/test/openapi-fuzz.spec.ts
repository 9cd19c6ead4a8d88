import { appendFileSync, writeFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ArgumentsHost } from '@nestjs/common';
import fc from 'fast-check';
import { AllExceptionsFilter } from '../src/common/http/all-exceptions.filter';
import { ADMIN } from './catalogue';
import { harvest, operations, PlannedRequest, Pools, requestsFor, Role, urlOf } from './fuzz/openapi-requests';
import { customer, openShop } from './shopping';
import { createTestApp, TestApp } from './test-app';

/** Requests per run (the suite runs once on PGlite and once on PostgreSQL): over 10,000 in all. */
const RUNS = Number(process.env.FUZZ_RUNS ?? 5200);
const SEED = Number(process.env.FUZZ_SEED ?? 20261124);
/** FUZZ_VERBOSE=1 prints every operation's answers by status, with their most common messages. */
const VERBOSE = Boolean(process.env.FUZZ_VERBOSE);
/** FUZZ_DUMP=file.json writes each distinct failure's whole request there (files in base64), to replay it. */
const DUMP = process.env.FUZZ_DUMP;
/** FUZZ_TRACE=file.jsonl writes one line per request as it is answered: to find what led up to a failure. */
const TRACE = process.env.FUZZ_TRACE;
const IN_FLIGHT = 8;
const REQUEST_TIMEOUT_MS = 30_000;

interface Answer {
  status: number;
  text: string;
  /** What the server logged for a 5xx: the error and where it was thrown. */
  error?: string;
}

interface Failure {
  count: number;
  example: string;
  request: PlannedRequest;
  url: string;
}

/**
 * Every operation of openapi.yaml, fuzzed over HTTP on a real app and database: no request may
 * answer 5xx, and the server must be healthy at the end. Bad input is the client's mistake, so it
 * gets a 4xx that says what is wrong.
 */
describe('OpenAPI fuzz: every operation, as guest, customer and admin', () => {
  let t: TestApp;
  let base: string;
  const tokens: Record<Role, string | undefined> = { guest: undefined, customer: undefined, admin: undefined };
  const logins: Record<'customer' | 'admin', { identifier: string; password: string }> = {
    customer: { identifier: 'fuzzy', password: 'correct horse battery' },
    admin: { identifier: ADMIN.ADMIN_EMAIL, password: ADMIN.ADMIN_PASSWORD },
  };
  const pools: Pools = { ids: [], names: [] };
  /** The errors behind error answers, by the request's x-fuzz-request header. */
  const serverErrors = new Map<string, string>();
  /** What the HTTP server saw of each request still in flight, by x-fuzz-request. */
  const serverSide = new Map<string, string>();
  let sent = 0;

  function takeServerError(id: string): string | undefined {
    const error = serverErrors.get(id);
    serverErrors.delete(id);
    return error;
  }

  beforeAll(async () => {
    // The one exceptions filter sees every error a route throws: keep it, with the request it
    // answered, to say what went wrong behind a 500.
    const original = AllExceptionsFilter.prototype.catch;
    jest.spyOn(AllExceptionsFilter.prototype, 'catch').mockImplementation(function (
      this: AllExceptionsFilter,
      exception: unknown,
      host: ArgumentsHost,
    ) {
      const id = host.switchToHttp().getRequest<{ headers: Record<string, string> }>().headers['x-fuzz-request'];
      if (id) serverErrors.set(id, describeError(exception));
      return original.call(this, exception, host);
    });

    t = await createTestApp({ ...ADMIN, AUTH_RATE_LIMIT: '1000000/60' });
    const server = t.app.getHttpServer();
    const { port } = server.address() as AddressInfo;
    // What the HTTP server itself saw of each request: to tell a server that never answered
    // from a client that never heard the answer.
    server.on('request', (req: IncomingMessage, res: ServerResponse) => {
      const id = req.headers['x-fuzz-request'];
      if (typeof id !== 'string') return;
      serverSide.set(id, 'received, not answered');
      res.on('finish', () => serverSide.set(id, `answered ${res.statusCode}`));
      res.on('close', () => {
        if (!res.writableFinished) serverSide.set(id, `closed unanswered (${res.statusCode})`);
      });
    });
    base = `http://127.0.0.1:${port}`;
    const shop = await openShop(t);
    tokens.admin = shop.admin;
    const buyer = await customer(t, 'fuzzy', {
      address: true,
      cart: [{ variantId: shop.tote.variants[0].id, quantity: 1 }],
    });
    tokens.customer = buyer.token;
    // An order to read, cancel and change the status of; then a cart line, a wishlist entry and a page.
    await call('POST', '/api/orders/place', 'customer', { addressId: buyer.addressId, paymentMethod: 'COD' });
    await call('POST', '/api/cart/add', 'customer', { productVariantId: shop.wallet.variants[0].id, quantity: 1 });
    await call('POST', `/api/wishlist/${shop.tote.id}`, 'customer');
    await call('POST', '/api/legal-pages', 'admin', { slug: 'privacy-policy', content: '<p>Private</p>' });
    // The ids, names and slugs to fill path parameters with: whatever the lists without parameters show.
    for (const operation of operations()) {
      if (operation.method !== 'GET' || operation.path.includes('{')) continue;
      for (const role of ['customer', 'admin'] as const) {
        const answer = await call('GET', operation.path, role);
        if (answer.status < 300) harvest(parse(answer.text), pools);
      }
    }
  }, 120_000);
  afterAll(async () => {
    jest.restoreAllMocks();
    await t?.close();
  });

  async function call(method: string, path: string, role: Role, json?: unknown): Promise<Answer> {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (tokens[role]) headers.authorization = `Bearer ${tokens[role]}`;
    const response = await fetch(`${base}${path}`, {
      method,
      headers,
      body: json === undefined ? undefined : JSON.stringify(json),
    });
    return { status: response.status, text: await response.text() };
  }

  /** Sign-ins under way, so that requests failing together sign in once. */
  const signingIn: Partial<Record<'customer' | 'admin', Promise<void>>> = {};

  /** A new token for a role whose token stopped working (a fuzzed logout, a changed password). */
  function signInAgain(role: 'customer' | 'admin'): Promise<void> {
    signingIn[role] ??= signIn(role).finally(() => delete signingIn[role]);
    return signingIn[role];
  }

  async function signIn(role: 'customer' | 'admin'): Promise<void> {
    const login = () =>
      fetch(`${base}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(logins[role]),
      });
    let answer = await login();
    if (answer.status !== 200 && role === 'customer') {
      // The account is lost to the fuzzer (its password changed): carry on with a new one.
      const name = `fuzzy${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}`;
      await fetch(`${base}/api/auth/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: name, email: `${name}@example.com`, password: logins.customer.password }),
      });
      logins.customer.identifier = name;
      answer = await login();
    }
    if (answer.status === 200) tokens[role] = ((await answer.json()) as { token: string }).token;
  }

  async function send(request: PlannedRequest, url: string, id: string): Promise<Answer> {
    const headers: Record<string, string> = { 'x-fuzz-request': id, ...request.headers };
    const token = tokens[request.role];
    if (token) headers.authorization = `Bearer ${token}`;
    let body: string | FormData | undefined;
    if (request.body?.kind === 'json') {
      headers['content-type'] = request.body.contentType;
      body = request.body.text;
    } else if (request.body?.kind === 'multipart') {
      const form = new FormData();
      for (const [name, value] of request.body.fields) form.append(name, value);
      for (const [name, filename, data, type] of request.body.files) {
        form.append(name, new Blob([new Uint8Array(data)], { type }), filename);
      }
      body = form;
    }
    const response = await fetch(`${base}${url}`, {
      method: request.operation.method,
      headers,
      body,
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    const text = await response.text();
    // A fuzzed logout or password change ends the token: sign in again.
    if (response.status === 401 && token && request.role !== 'guest' && tokens[request.role] === token) {
      await signInAgain(request.role);
    }
    if (response.status < 300) {
      const json = parse(text);
      harvest(json, pools);
      // A profile change may rename the account: sign in by its new name from now on.
      if (request.operation.operationId === 'updateProfile' && request.role !== 'guest') {
        const user = (json as { data?: { user?: { username?: string } } } | undefined)?.data?.user;
        if (user?.username) logins[request.role].identifier = user.username;
      }
    }
    return { status: response.status, text, error: takeServerError(id) };
  }

  it('answers no request with a 5xx, and is healthy at the end', async () => {
    const all = operations();
    const perOperation = Math.ceil(RUNS / all.length);
    const planned = all.flatMap((operation, i) =>
      fc.sample(requestsFor(operation), { numRuns: perOperation, seed: SEED + i }),
    );
    // Shuffled; deletions only in the last third, among the rest (which they may race), so that
    // the shop's records live through most of the run.
    const shuffle = <T>(items: T[]) =>
      fc.sample(fc.shuffledSubarray(items, { minLength: items.length }), { numRuns: 1, seed: SEED })[0];
    const rest = shuffle(planned.filter((request) => request.operation.method !== 'DELETE'));
    const deletions = planned.filter((request) => request.operation.method === 'DELETE');
    const early = Math.floor((planned.length * 2) / 3);
    const shuffled = [...rest.slice(0, early), ...shuffle([...rest.slice(early), ...deletions])];

    const byClass: Record<string, number> = {};
    const byRole: Record<string, number> = {};
    const byOperation = new Map<string, Record<string, number>>();
    /** In verbose runs, the answers' messages by operation: what holds the fuzzer's requests back. */
    const messages = new Map<string, Map<string, number>>();
    const failures = new Map<string, Failure>();
    const started = Date.now();
    let next = 0;
    await Promise.all(
      Array.from({ length: IN_FLIGHT }, async () => {
        while (next < shuffled.length) {
          const request = shuffled[next++];
          const url = urlOf(request, pools);
          const id = String(++sent);
          let answer: Answer;
          try {
            answer = await send(request, url, id);
            serverSide.delete(id);
          } catch (error) {
            // what the server made of it: whether it got it and answered, and any error it threw
            const seen = serverSide.get(id) ?? 'never received';
            serverSide.delete(id);
            const thrown = takeServerError(id);
            answer = {
              status: 599,
              text: `no answer: ${(error as Error).message}`,
              error: `HTTP server: ${seen}${thrown ? `; threw ${thrown}` : ''}`,
            };
          }
          if (TRACE) {
            const body = request.body?.kind === 'json' ? request.body.text : request.body?.fields;
            const files =
              request.body?.kind === 'multipart' ? request.body.files.map(([name, file]) => [name, file]) : [];
            const line = {
              role: request.role,
              method: request.operation.method,
              url,
              body,
              files,
              status: answer.status,
            };
            appendFileSync(TRACE, `${JSON.stringify(line).slice(0, 2000)}\n`);
          }
          const statusClass = `${Math.floor(answer.status / 100)}xx`;
          byClass[statusClass] = (byClass[statusClass] ?? 0) + 1;
          byRole[request.role] = (byRole[request.role] ?? 0) + 1;
          const key = `${request.operation.method} ${request.operation.path}`;
          const counts = byOperation.get(key) ?? {};
          counts[answer.status] = (counts[answer.status] ?? 0) + 1;
          byOperation.set(key, counts);
          if (VERBOSE && answer.status >= 400) {
            const seen = messages.get(key) ?? new Map<string, number>();
            const message = `${answer.status} ${normalize(errorMessage(answer.text))}`;
            seen.set(message, (seen.get(message) ?? 0) + 1);
            messages.set(key, seen);
          }
          if (answer.status >= 500) {
            const message = normalize(
              answer.status === 599 ? answer.text : (answer.error ?? errorMessage(answer.text)),
            );
            const failure = failures.get(`${key} → ${answer.status} ${message}`);
            if (failure) failure.count++;
            else
              failures.set(`${key} → ${answer.status} ${message}`, {
                count: 1,
                example: example(request, url, answer),
                request,
                url,
              });
          }
        }
      }),
    );
    const seconds = ((Date.now() - started) / 1000).toFixed(1);

    const health = await fetch(`${base}/api/health`);
    const healthBody = parse(await health.text()) as { status?: string } | undefined;
    // and still serving: a plain list answers
    const products = await fetch(`${base}/api/products`);

    if (VERBOSE) {
      const lines = [...byOperation].sort().map(([key, counts]) => {
        const top = [...(messages.get(key) ?? [])].sort((a, b) => b[1] - a[1]).slice(0, 10);
        return `${key}: ${JSON.stringify(counts)}\n${top.map(([message, n]) => `    ${n}× ${message}`).join('\n')}`;
      });
      console.log(lines.join('\n'));
    }
    const never2xx = all
      .map((operation) => `${operation.method} ${operation.path}`)
      .filter((key) => !Object.keys(byOperation.get(key) ?? {}).some((status) => status.startsWith('2')));
    console.log(
      `OpenAPI fuzz (seed ${SEED}, FUZZ_SEED to change): ${shuffled.length} requests over ${all.length} operations ` +
        `in ${seconds} s, ${IN_FLIGHT} in flight, on ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}\n` +
        `  by status class: ${JSON.stringify(byClass)}\n` +
        `  by role: ${JSON.stringify(byRole)}\n` +
        `  operations never answering 2xx: ${never2xx.length ? never2xx.join(', ') : 'none'}\n` +
        `  health at the end: ${health.status} ${healthBody?.status}; GET /api/products ${products.status}\n` +
        `  distinct 5xx: ${failures.size}`,
    );
    if (DUMP) {
      const requests = [...failures].map(([key, { request, url }]) => ({
        failure: key,
        role: request.role,
        method: request.operation.method,
        url,
        headers: request.headers,
        body:
          request.body?.kind === 'multipart'
            ? {
                ...request.body,
                files: request.body.files.map(([name, filename, data, type]) => ({
                  name,
                  filename,
                  type,
                  base64: Buffer.from(data).toString('base64'),
                })),
              }
            : request.body,
      }));
      writeFileSync(DUMP, JSON.stringify(requests, null, 2));
    }
    const report = [...failures].map(([key, { count, example }]) => printable(`${key} (×${count})\n${example}`));
    if (report.length) console.log(`OpenAPI fuzz found ${report.length} distinct 5xx:\n\n${report.join('\n\n')}`);

    expect(report).toEqual([]);
    expect(shuffled.length).toBeGreaterThanOrEqual(RUNS);
    expect(health.status).toBe(200);
    expect(healthBody?.status).not.toBe('down');
    expect(products.status).toBe(200);
  }, 600_000);
});

function parse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** An error's name and message, and the first frames of its stack in the app's own code. */
function describeError(exception: unknown): string {
  if (!(exception instanceof Error)) return String(exception).slice(0, 300);
  const frames = (exception.stack ?? '')
    .split('\n')
    .filter((line) => line.includes('/src/') && !line.includes('node_modules'))
    .slice(0, 3)
    .map((line) => line.trim());
  // A driver's error repeats the whole statement before the reason: keep both ends.
  const { message } = exception;
  const short = message.length > 300 ? `${message.slice(0, 100)} … ${message.slice(-200)}` : message;
  const code = (exception as { code?: unknown }).code;
  const name = `${exception.constructor.name}${code ? ` [${String(code)}]` : ''}`;
  return [`${name}: ${short.replace(/\s+/g, ' ')}`, ...frames].join('\n    ');
}

/** Control characters (but line breaks) and lone surrogates escaped, so that a report prints as text. */
function printable(text: string): string {
  return text.replace(
    // eslint-disable-next-line no-control-regex -- control characters are what this escapes
    /[\u0000-\u0009\u000b-\u001f\u007f]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

function errorMessage(text: string): string {
  const body = parse(text) as { message?: unknown } | undefined;
  if (typeof body?.message === 'string') return body.message;
  if (Array.isArray(body?.message)) return body.message.join('; ');
  return text.slice(0, 100);
}

/** The first line of an error, numbers and quoted values left out, to tell distinct failures apart. */
function normalize(message: string): string {
  return message
    .split('\n')[0]
    .replace(/'[^']*'|"[^"]*"/g, '…')
    .replace(/\d+/g, 'N')
    .slice(0, 160);
}

/** The request and answer, printable (NUL and lone surrogates escaped), short. */
function example(request: PlannedRequest, url: string, answer: Answer): string {
  const show = (value: string, max: number) => {
    const json = JSON.stringify(value.length > max ? `${value.slice(0, max)}…(${value.length} chars)` : value);
    return json.slice(1, -1);
  };
  const lines = [`  ${request.role}: ${request.operation.method} ${show(url, 300)}`];
  const headers = Object.entries(request.headers);
  if (headers.length) lines.push(`  headers: ${show(JSON.stringify(request.headers), 200)}`);
  if (request.body?.kind === 'json') {
    lines.push(`  body (${request.body.contentType}): ${show(request.body.text, 400)}`);
  } else if (request.body?.kind === 'multipart') {
    const fields = request.body.fields.map(([name, value]) => `${name}=${show(value, 200)}`);
    const files = request.body.files.map(([name, filename, data, type]) => {
      return `${name}=@${show(filename, 40)} (${data.length} bytes${type ? `, ${type}` : ''})`;
    });
    lines.push(`  multipart: ${[...fields, ...files].join(' | ')}`);
  }
  lines.push(`  answer: ${answer.status} ${show(answer.text, 200)}`);
  if (answer.error) lines.push(`  server: ${answer.error}`);
  return lines.join('\n');
}
