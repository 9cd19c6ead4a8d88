import type { components } from './api/schema';

type User = components['schemas']['UserDto'];

/** The localStorage keys SPEC §3 names; the storefront on the same origin uses the same ones. */
const KEYS = {
  token: 'authToken',
  user: 'userData',
  role: 'role',
  userId: 'userId',
  wishlist: 'wishlist',
  cart: 'cart',
} as const;

export function readStoredToken(): string | null {
  return localStorage.getItem(KEYS.token);
}

export function readStoredUser(): User | null {
  try {
    const user: unknown = JSON.parse(localStorage.getItem(KEYS.user) ?? 'null');
    return typeof user === 'object' && user !== null && 'id' in user ? (user as User) : null;
  } catch {
    return null;
  }
}

export function isAdminSession(): boolean {
  return readStoredToken() !== null && localStorage.getItem(KEYS.role) === 'ADMIN';
}

export function storeSession(token: string, user: User): void {
  localStorage.setItem(KEYS.token, token);
  localStorage.setItem(KEYS.user, JSON.stringify(user));
  localStorage.setItem(KEYS.role, user.userType);
  localStorage.setItem(KEYS.userId, String(user.id));
}

/** What the API's 401 invalidates: who is signed in. */
export function clearStoredSession(): void {
  for (const key of [KEYS.token, KEYS.user, KEYS.role, KEYS.userId]) localStorage.removeItem(key);
}

/** Logout leaves nothing of the account behind, cached cart and wishlist included, as in the storefront. */
export function clearStoredAccount(): void {
  for (const key of Object.values(KEYS)) localStorage.removeItem(key);
}
