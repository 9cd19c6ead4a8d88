import { api, errorMessage } from '../api/client';

export const QUEUE_DASHBOARD_PATH = '/ops/queues';

/**
 * The queue dashboard is served outside the API and a page navigation carries no bearer token:
 * exchange the token for the httpOnly ops cookie first, then go there.
 */
export async function openQueueDashboard(navigate = (path: string) => window.location.assign(path)): Promise<void> {
  const { error } = await api.POST('/api/ops/session');
  if (error) throw new Error(errorMessage(error, 'Could not open the queue dashboard'));
  navigate(QUEUE_DASHBOARD_PATH);
}
