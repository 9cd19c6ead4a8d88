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

/**
 * POSTs one delivery with node:http (whose `lookup` lets the SSRF guard see the address it
 * connects to). Redirects are not followed: a 3xx is a failed attempt, not a way around the guard.
 * Only the first bytes of the answer are read, and the whole attempt has one deadline.
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
    try {
      // The scheme as URL reads it, whatever its case (`HTTPS://` is saved as typed).
      const client = new URL(url).protocol === 'https:' ? https : http;
      request = client.request(
        url,
        {
          method: 'POST',
          lookup,
          agent: false, // a connection per attempt: no socket kept open to a receiver
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
    } catch (error) {
      // A request node refuses to make (a bad header, an odd URL) is a failed attempt, logged like any other.
      finish({ statusCode: null, excerpt: '', error: (error as Error).message.slice(0, 500) });
      return;
    }
    request.on('error', (error) => finish({ statusCode: null, excerpt: '', error: error.message.slice(0, 500) }));
    request.end(body);
  });
}

const withoutNul = (text: string) => text.replaceAll('\u0000', '');
