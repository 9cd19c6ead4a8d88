import simpleRestProvider from 'ra-data-simple-rest';
import { fetchUtils } from 'react-admin';
import { readStoredToken } from './session';

function httpClient(url: string, options: fetchUtils.Options = {}) {
  const token = readStoredToken();
  return fetchUtils.fetchJson(
    url,
    token ? { ...options, user: { authenticated: true, token: `Bearer ${token}` } } : options,
  );
}

/** The back office's resources live under /api/admin. */
export const dataProvider = simpleRestProvider('/api/admin', httpClient);
