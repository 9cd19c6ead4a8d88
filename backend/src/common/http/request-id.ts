import { AsyncLocalStorage } from 'node:async_hooks';
import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';

const REQUEST_ID = /^[A-Za-z0-9._-]{1,128}$/;
const ID = Symbol('request id');

/**
 * Ids made here: this process's random prefix (72 bits, so unique across replicas and restarts)
 * and a count, cheaper on the hot path than a UUID per request.
 */
const ISSUER = randomBytes(9).toString('base64url');
let issued = 0;
const newRequestId = () => `${ISSUER}-${(++issued).toString(36)}`;

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
  return (tagged[ID] = typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : newRequestId());
}

/** Who acts in a back-office request: the member of staff it was authenticated as. */
export interface RequestActor {
  id: number;
  email: string;
}

/**
 * The request being handled, for code far from it: the jobs a request enqueues carry its id, and
 * the audit log names the staff member acting (set by the auth guard).
 */
export const requestScope = new AsyncLocalStorage<{ requestId: string; actor?: RequestActor }>();

export function currentRequestId(): string | undefined {
  return requestScope.getStore()?.requestId;
}

/** The member of staff this request acts for, if it is a back-office request. */
export function currentActor(): RequestActor | undefined {
  return requestScope.getStore()?.actor;
}

/** Names the staff member acting for the rest of this request. */
export function setCurrentActor(actor: RequestActor): void {
  const store = requestScope.getStore();
  if (store) store.actor = actor;
}
