import createClient, { type Middleware } from 'openapi-fetch';
import type { components, paths } from './schema';
import { clearStoredSession, readStoredToken } from '../state/session-storage';

export type User = components['schemas']['UserDto'];

/** Fired when the API refuses the stored token, so the session state can follow. */
export const SESSION_EXPIRED_EVENT = 'satchel:session-expired';

const bearerToken: Middleware = {
  onRequest({ request }) {
    const token = readStoredToken();
    if (token) request.headers.set('Authorization', `Bearer ${token}`);
    return request;
  },
  onResponse({ request, response }) {
    // Only a 401 for the stored token ends the session: one without a token (a failed login) or
    // with an earlier one (a logout's, a request from before a new sign-in) says nothing about it.
    if (response.status === 401 && request.headers.get('Authorization') === `Bearer ${readStoredToken()}`) {
      clearStoredSession();
      window.dispatchEvent(new Event(SESSION_EXPIRED_EVENT));
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
export function errorMessage(error: unknown, fallback = 'Something went wrong'): string {
  const message = (error as Partial<components['schemas']['ErrorResponseDto']> | undefined)?.message;
  if (Array.isArray(message)) return message.join(' ') || fallback;
  return typeof message === 'string' && message ? message : fallback;
}
