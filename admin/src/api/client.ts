import { createApiClient } from '@satchel/shared/web';

export { errorMessage } from '@satchel/shared/web';

/** The back office's API client: typed from openapi.yaml, see createApiClient. */
export const api = createApiClient();
