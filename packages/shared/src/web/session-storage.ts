import type { components } from './schema';

type User = components['schemas']['UserDto'];

/** The localStorage keys both apps (one origin) read and write for the signed-in account. */
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

/** The stored account, or null when missing or malformed. */
export function readStoredUser(): User | null {
  return parseUser(localStorage.getItem(STORAGE_KEYS.user));
}

/** The stored session, or null; anything missing or malformed is cleared. */
export function restoreStoredSession(): StoredSession | null {
  const token = readStoredToken();
  const user = readStoredUser();
  if (token && user) return { token, user };
  if (token || localStorage.getItem(STORAGE_KEYS.user) !== null) clearStoredSession();
  return null;
}

export function isAdminSession(): boolean {
  return readStoredToken() !== null && localStorage.getItem(STORAGE_KEYS.role) === 'ADMIN';
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

/** Forgets who is signed in (what a refused token invalidates); the cached cart and wishlist stay. */
export function clearStoredSession(): void {
  for (const key of [STORAGE_KEYS.token, STORAGE_KEYS.user, STORAGE_KEYS.role, STORAGE_KEYS.userId]) {
    localStorage.removeItem(key);
  }
}

/** Logout leaves nothing of the account behind, cached cart and wishlist included. */
export function clearStoredAccount(): void {
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
