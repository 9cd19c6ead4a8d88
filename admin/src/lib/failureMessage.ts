import { errorMessage } from '../api/client';

/**
 * What a failed save or delete tells the admin: the API's own message when it sent one (a 400's
 * field problems, a 409's reason), else the product's words for the action. A dropped connection has no
 * body, so it gets the product's words too.
 */
export function failureMessage(error: unknown, fallback: string): string {
  return errorMessage((error as { body?: unknown } | null | undefined)?.body, fallback);
}
