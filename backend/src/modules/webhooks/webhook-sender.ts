import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { RESPONSE_EXCERPT_LENGTH } from './webhook-attempt.entity';

export interface SendResult {
  /** Null when no answer came; `error` then says why. */
  statusCode: number | null;
  durationMs: number;
  excerpt: string;
  error: string | null;
}

/** Receivers kept a keep-alive agent for (the least recently used beyond this lets its sockets go). */
const MAX_AGENTS = 64;
/**
 * An idle connection is closed after this long: below the 5 s that Node, Apache and many servers
 * keep one open, so it is rarely reused just as the receiver closes it.
 */
const IDLE_MS = 4_000;
const agents = new Map<string, http.Agent>();

/** The keep-alive agent of the receiver at this origin: a burst of events reuses its connections. */
function agentFor(target: URL): http.Agent {
  let agent = agents.get(target.origin);
  if (agent) {
    // Most recently used last, so the first is the one to let go.
    agents.delete(target.origin);
  } else {
    const Agent = target.protocol === 'https:' ? https.Agent : http.Agent;
    agent = new Agent({ keepAlive: true, maxSockets: 8, timeout: IDLE_MS });
  }
  agents.set(target.origin, agent);
  if (agents.size > MAX_AGENTS) {
    // Forgotten, not destroyed: its requests in flight finish, and its idle sockets close themselves.
    agents.delete(agents.keys().next().value!);
  }
  return agent;
}

/**
 * POSTs one delivery with node:http (whose `lookup` lets the SSRF guard see the address each new
 * connection goes to), on the receiver's keep-alive agent. Redirects are not followed: a 3xx is a
 * failed attempt, not a way around the guard. Only the first bytes of the answer are read, and the
 * whole attempt has one deadline. A kept connection the receiver had closed meanwhile is retried
 * once on a new one (the receiver never saw the request).
 */
export function postWebhook(
  url: string,
  headers: Record<string, string>,
  body: string,
  { timeoutMs, lookup }: { timeoutMs: number; lookup: LookupFunction },
): Promise<SendResult> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  return new Promise((resolve) => {
    let settled = false;
    const finish = (result: Omit<SendResult, 'durationMs'>) => {
      if (settled) return;
      settled = true;
      clearTimeout(deadline);
      // PostgreSQL text cannot hold NUL, and a receiver may answer in binary.
      resolve({
        ...result,
        excerpt: withoutNul(result.excerpt),
        error: result.error && withoutNul(result.error),
        durationMs: elapsed(),
      });
    };
    let request: http.ClientRequest | undefined;
    const deadline = setTimeout(() => {
      request?.destroy();
      finish({ statusCode: null, excerpt: '', error: `No answer within ${timeoutMs} ms` });
    }, timeoutMs);
    const send = (fresh: boolean) => {
      // The scheme as URL reads it, whatever its case (`HTTPS://` is saved as typed).
      const target = new URL(url);
      const client = target.protocol === 'https:' ? https : http;
      request = client.request(
        url,
        {
          method: 'POST',
          lookup,
          agent: fresh ? false : agentFor(target),
          headers: {
            ...headers,
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(body),
            'user-agent': 'Satchel-Webhooks/1',
          },
        },
        (response) => {
          let excerpt = '';
          response.setEncoding('utf8');
          response.on('data', (chunk: string) => {
            excerpt += chunk;
            if (excerpt.length >= RESPONSE_EXCERPT_LENGTH) response.destroy();
          });
          const done = () =>
            finish({
              statusCode: response.statusCode ?? null,
              excerpt: excerpt.slice(0, RESPONSE_EXCERPT_LENGTH),
              error: null,
            });
          response.on('end', done);
          response.on('close', done);
          response.on('error', done);
        },
      );
      const sent = request;
      sent.on('error', (error: NodeJS.ErrnoException) => {
        if (!fresh && sent.reusedSocket && error.code === 'ECONNRESET' && !settled) {
          try {
            return send(true);
          } catch (retryError) {
            error = retryError as NodeJS.ErrnoException;
          }
        }
        finish({ statusCode: null, excerpt: '', error: error.message.slice(0, 500) });
      });
      sent.end(body);
    };
    try {
      send(false);
    } catch (error) {
      // A request node refuses to make (a bad header, an odd URL) is a failed attempt, logged like any other.
      finish({ statusCode: null, excerpt: '', error: (error as Error).message.slice(0, 500) });
    }
  });
}

const withoutNul = (text: string) => text.replaceAll('\u0000', '');
