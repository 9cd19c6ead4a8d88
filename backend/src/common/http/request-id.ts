import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';

const REQUEST_ID = /^[A-Za-z0-9._-]{1,128}$/;
const ID = Symbol('request id');

/**
 * One id per request, taken from a proxy's X-Request-Id when it sends a sane one, and echoed in
 * the response. Both the logger and the front door's early answers use it.
 */
export function assignRequestId(request: IncomingMessage, response: ServerResponse): string {
  const id = requestIdOf(request);
  response.setHeader('X-Request-Id', id);
  return id;
}

/** The request's id (the same on every call), without setting the response header. */
export function requestIdOf(request: IncomingMessage): string {
  const tagged = request as IncomingMessage & { [ID]?: string };
  if (tagged[ID]) return tagged[ID];
  const incoming = request.headers['x-request-id'];
  return (tagged[ID] = typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID());
}

/** The request being handled, for code far from it: the jobs a request enqueues carry its id. */
export const requestScope = new AsyncLocalStorage<{ requestId: string }>();

export function currentRequestId(): string | undefined {
  return requestScope.getStore()?.requestId;
}
