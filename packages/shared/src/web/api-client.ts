import createClient, { type Middleware } from 'openapi-fetch';
import type { components, paths } from './schema';
import { clearStoredSession, readStoredToken } from './session-storage';

export type ApiClient = ReturnType<typeof createClient<paths>>;
type ErrorBody = components['schemas']['ErrorResponseDto'];

/** What a request that never got an answer (offline, server unreachable) reads as. */
export const NETWORK_FAILURE = 'Could not reach the shop. Check your connection and try again.';
/** The status of that made-up answer: like a 5xx, it may or may not have been carried out. */
export const NETWORK_FAILURE_STATUS = 503;

/**
 * The typed client of the API (generated from openapi.yaml), as both apps use it:
 * - it sends the stored token, and a 401 for that token ends the session (`onSessionExpired`);
 *   one without a token (a failed login) or with an earlier one (a logout's) says nothing about it;
 * - a request that gets no answer resolves like a refusal with NETWORK_FAILURE as its message,
 *   instead of throwing, so every call site handles one shape and says what happened.
 */
export function createApiClient(options: { onSessionExpired?: () => void } = {}): ApiClient {
  const session: Middleware = {
    onRequest({ request }) {
      const token = readStoredToken();
      if (token && !request.headers.has('Authorization')) request.headers.set('Authorization', `Bearer ${token}`);
      return request;
    },
    onResponse({ request, response }) {
      if (response.status === 401 && request.headers.get('Authorization') === `Bearer ${readStoredToken()}`) {
        clearStoredSession();
        options.onSessionExpired?.();
      }
      return response;
    },
    onError() {
      const body: ErrorBody = { statusCode: NETWORK_FAILURE_STATUS, message: NETWORK_FAILURE, error: 'Network Error' };
      return new Response(JSON.stringify(body), {
        status: NETWORK_FAILURE_STATUS,
        headers: { 'Content-Type': 'application/json' },
      });
    },
  };
  const client = createClient<paths>({
    // Absolute, because the Request constructor outside a browser page cannot resolve '/api/...'.
    baseUrl: globalThis.location?.origin,
    // Looked up per call rather than captured once, so the page's current fetch is always the one used.
    fetch: (request) => globalThis.fetch(request),
  });
  client.use(session);
  return client;
}

/** The text a person should read from an API error body: `message` may be a list of field problems. */
export function errorMessage(error: unknown, fallback = 'Something went wrong'): string {
  const message = (error as Partial<ErrorBody> | undefined)?.message;
  if (Array.isArray(message)) return message.join(' ') || fallback;
  return typeof message === 'string' && message ? message : fallback;
}

/** Hands a fetched file to the browser as a download under the name its answer gives, else `fallbackName`. */
export function saveDownload(blob: Blob, response: Response, fallbackName: string): void {
  const named = /filename="([^"]+)"/.exec(response.headers.get('Content-Disposition') ?? '')?.[1];
  const url = URL.createObjectURL(blob);
  const link = Object.assign(document.createElement('a'), { href: url, download: named ?? fallbackName });
  document.body.append(link);
  link.click();
  link.remove();
  // The download has its own copy once it starts.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/**
 * Fetches an order's invoice or credit note (a PDF the API gives only with the bearer token, so
 * not a plain link) and hands it to the browser as a download. Resolves to an error message, or undefined.
 */
export async function downloadInvoice(
  client: ApiClient,
  orderId: number,
  document: 'invoice' | 'credit-note' = 'invoice',
): Promise<string | undefined> {
  const options = { params: { path: { id: orderId } }, parseAs: 'blob' } as const;
  const { data, error, response } =
    document === 'invoice'
      ? await client.GET('/api/orders/{id}/invoice', options)
      : await client.GET('/api/orders/{id}/credit-note', options);
  if (!data) return errorMessage(error, `Could not download the ${document.replace('-', ' ')}`);
  saveDownload(data, response, `${document}-${orderId}.pdf`);
  return undefined;
}

/** Fetches a refunded return's credit note and hands it to the browser. Resolves to an error message, or undefined. */
export async function downloadReturnCreditNote(client: ApiClient, returnId: number): Promise<string | undefined> {
  const { data, error, response } = await client.GET('/api/returns/{id}/credit-note', {
    params: { path: { id: returnId } },
    parseAs: 'blob',
  });
  if (!data) return errorMessage(error, 'Could not download the credit note');
  saveDownload(data, response, `credit-note-return-${returnId}.pdf`);
  return undefined;
}
