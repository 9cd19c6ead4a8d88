import type { components } from '../api/schema';

type User = components['schemas']['UserDto'];

/** The localStorage keys SPEC §3 names; the admin app reads and writes the same ones. */
export const STORAGE_KEYS = {
  token: 'authToken',
  user: 'userData',
  role: 'role',
  userId: 'userId',
  wishlist: 'wishlist',
  cart: 'cart',
} as const;

export interface StoredSession {
  token: string;
  user: User;
}

export function readStoredToken(): string | null {
  return localStorage.getItem(STORAGE_KEYS.token);
}

/** The stored session, or null; anything missing or malformed is cleared (SPEC §4). */
export function restoreStoredSession(): StoredSession | null {
  const token = readStoredToken();
  const user = parseUser(localStorage.getItem(STORAGE_KEYS.user));
  if (token && user) return { token, user };
  if (token || localStorage.getItem(STORAGE_KEYS.user) !== null) clearStoredSession();
  return null;
}

export function storeSession({ token, user }: StoredSession): void {
  localStorage.setItem(STORAGE_KEYS.token, token);
  storeUser(user);
}

export function storeUser(user: User): void {
  localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(user));
  localStorage.setItem(STORAGE_KEYS.role, user.userType);
  localStorage.setItem(STORAGE_KEYS.userId, String(user.id));
}

/** Forgets who is signed in; the cached cart and wishlist stay until logout. */
export function clearStoredSession(): void {
  for (const key of [STORAGE_KEYS.token, STORAGE_KEYS.user, STORAGE_KEYS.role, STORAGE_KEYS.userId]) {
    localStorage.removeItem(key);
  }
}

/** Logout forgets the session and the shopper's cached cart and wishlist. */
export function clearStoredShopper(): void {
  for (const key of Object.values(STORAGE_KEYS)) localStorage.removeItem(key);
}

function parseUser(raw: string | null): User | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    return isUser(value) ? value : null;
  } catch {
    return null;
  }
}

function isUser(value: unknown): value is User {
  if (typeof value !== 'object' || value === null) return false;
  const user = value as Record<string, unknown>;
  return (
    typeof user.id === 'number' &&
    typeof user.username === 'string' &&
    user.username.length > 0 &&
    (user.userType === 'CUSTOMER' || user.userType === 'ADMIN')
  );
}
