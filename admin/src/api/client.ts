import createClient, { type Middleware } from 'openapi-fetch';
import { clearStoredSession, readStoredToken } from '../session';
import type { components, paths } from './schema';

const bearerToken: Middleware = {
  onRequest({ request }) {
    const token = readStoredToken();
    if (token) request.headers.set('Authorization', `Bearer ${token}`);
    return request;
  },
  onResponse({ request, response }) {
    // Only a 401 for the stored token ends the session: one without a token (a failed login) or
    // with an earlier one (a logout's) says nothing about it.
    if (response.status === 401 && request.headers.get('Authorization') === `Bearer ${readStoredToken()}`) {
      clearStoredSession();
    }
    return response;
  },
};

export const api = createClient<paths>({
  // Absolute, because the Request constructor outside a browser page cannot resolve '/api/...'.
  baseUrl: window.location.origin,
  // Looked up per call rather than captured once, so the page's current fetch is always the one used.
  fetch: (request) => globalThis.fetch(request),
});
api.use(bearerToken);

/** The text a person should read from an API error body: `message` may be a list of field problems. */
export function errorMessage(error: unknown, fallback: string): string {
  const message = (error as Partial<components['schemas']['ErrorResponseDto']> | undefined)?.message;
  if (Array.isArray(message)) return message.join(' ') || fallback;
  return typeof message === 'string' && message ? message : fallback;
}
