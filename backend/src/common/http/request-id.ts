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
 * the response: the request logger's (pino-http's genReqId). The front door's answers from memory
 * take theirs from oneTimeRequestId.
 */
export function assignRequestId(request: IncomingMessage, response: ServerResponse): string {
  const id = requestIdOf(request);
  response.setHeader('X-Request-Id', id);
  return id;
}

/** The request's id (the same on every call), without setting the response header. */
export function requestIdOf(request: IncomingMessage): string {
  const tagged = request as IncomingMessage & { [ID]?: string };
  return (tagged[ID] ??= oneTimeRequestId(request));
}

/**
 * The id for a request answered at once, where nothing else will ask for it again (the front
 * door's answers from memory): the proxy's, or a new one, not kept on the request.
 */
export function oneTimeRequestId(request: IncomingMessage): string {
  const incoming = request.headers['x-request-id'];
  return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : newRequestId();
}
