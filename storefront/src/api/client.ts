import { createApiClient, type components } from '@satchel/shared/web';

export { errorMessage, NETWORK_FAILURE } from '@satchel/shared/web';
export type { components, paths } from '@satchel/shared/web';
export type User = components['schemas']['UserDto'];

/** Fired when the API refuses the stored token, so the session state can follow. */
export const SESSION_EXPIRED_EVENT = 'satchel:session-expired';

/** The storefront's API client: typed from openapi.yaml, see createApiClient. */
export const api = createApiClient({
  onSessionExpired: () => window.dispatchEvent(new Event(SESSION_EXPIRED_EVENT)),
});
