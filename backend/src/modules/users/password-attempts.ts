/**
 * How often an account's password may be tried (docs/product.md §13): by logging in, and by a
 * signed-in account confirming it (a new password, a new e-mail), each on a count of its own. Each
 * try is counted before the password is checked, so at most LOGIN_FAILURE_LIMIT of an account's
 * passwords are checked that way within LOGIN_FAILURE_WINDOW_MS, whatever addresses they come from
 * (per process while Redis is away).
 */
export const LOGIN_FAILURE_LIMIT = 10;
export const LOGIN_FAILURE_WINDOW_MS = 15 * 60_000;

export const TOO_MANY_FAILED_LOGINS = 'Too many failed logins for this account. Please wait 15 minutes and try again.';
/** A signed-in account past the limit, confirming its password. */
export const TOO_MANY_WRONG_PASSWORDS =
  'Too many wrong passwords for this account. Please wait 15 minutes and try again.';

/** The key an account's failed logins are counted under, whichever of its names is typed. */
export function loginAccountKey(userId: number): string {
  return `user:${userId}`;
}

/**
 * The key a signed-in account's password confirmations are counted under: apart from its logins,
 * so that anyone typing its name wrong at the login never keeps its owner from changing the password.
 */
export function confirmationKey(userId: number): string {
  return `confirm:${userId}`;
}

/** The key the login attempts naming this (username or e-mail, any case) are counted under. */
export function typedNameKey(identifier: string): string {
  return `typed:${identifier.trim().toLowerCase()}`;
}

/** Every key an account's failed logins are counted under: its own, and each of its names typed. */
export function loginKeys(user: { id: number; username: string; email: string }): string[] {
  return [loginAccountKey(user.id), typedNameKey(user.username), typedNameKey(user.email)];
}
