import { charCount } from '../text';

/** Usernames: letters, digits, dots, dashes and underscores. */
export const USERNAME = /^[A-Za-z0-9_.-]+$/;
export const MIN_USERNAME_LENGTH = 3;
export const MAX_USERNAME_LENGTH = 30;
/** The longest e-mail address (RFC 5321's path limit less its brackets). */
export const MAX_EMAIL_LENGTH = 254;
/** First and last names. */
export const MAX_PERSON_NAME_LENGTH = 100;

/** Passwords (of shoppers and staff alike, and ADMIN_PASSWORD): the API's and the config's one rule. */
export const MIN_PASSWORD_LENGTH = 8;
export const MAX_PASSWORD_LENGTH = 128;
/**
 * A password typed to be checked (signing in, confirming a change): any length a password may
 * have, with room, but bounded so that no request feeds the hasher megabytes.
 */
export const MAX_TYPED_PASSWORD_LENGTH = 1024;
/** 'Password must be 8 to 128 characters', for the field named. */
export const passwordLengthMessage = (name: string): string =>
  `${name} must be ${MIN_PASSWORD_LENGTH} to ${MAX_PASSWORD_LENGTH} characters`;

/** What the account forms and the API say about a username or a password, in the same words. */
export const ACCOUNT_MESSAGES = {
  usernameRequired: 'Username is required',
  usernameLength: `Username must be ${MIN_USERNAME_LENGTH} to ${MAX_USERNAME_LENGTH} characters`,
  usernamePattern: 'Username may contain only letters, digits, dots, dashes and underscores',
  passwordsDiffer: 'Passwords do not match.',
  /** The change-password page's words for the same (docs/product.md §5). */
  newPasswordsDiffer: 'New password and confirm password do not match',
  currentPasswordRequired: 'Current password is required',
  currentPasswordWrong: 'Current password is incorrect',
  /** A new e-mail is where reset links go, so changing it takes the password, not only a session. */
  emailChangeNeedsPassword: 'Enter your current password to change your e-mail',
} as const;

/** What is wrong with a username as typed (the API trims it first), or undefined. */
export function usernameProblem(value: unknown): string | undefined {
  const username = typeof value === 'string' ? value.trim() : '';
  if (!username) return ACCOUNT_MESSAGES.usernameRequired;
  if (username.length < MIN_USERNAME_LENGTH || username.length > MAX_USERNAME_LENGTH) {
    return ACCOUNT_MESSAGES.usernameLength;
  }
  return USERNAME.test(username) ? undefined : ACCOUNT_MESSAGES.usernamePattern;
}

/** What is wrong with a new password, or undefined. */
export function passwordProblem(value: unknown, name = 'Password'): string | undefined {
  const length = charCount(typeof value === 'string' ? value : '');
  return length < MIN_PASSWORD_LENGTH || length > MAX_PASSWORD_LENGTH ? passwordLengthMessage(name) : undefined;
}

/** The kinds of account: a shopper, or the shop's staff (the back office). */
export enum UserType {
  CUSTOMER = 'CUSTOMER',
  ADMIN = 'ADMIN',
}

/** How long a password reset link works, from the moment it was asked for. */
export const PASSWORD_RESET_MINUTES = 30;

/** A password reset's words, the API's and both apps' (docs/product.md §13). */
export const PASSWORD_RESET_MESSAGES = {
  linkLabel: 'Forgot password?',
  /** The same answer whether or not an account uses the e-mail, so the answer tells no one which do. */
  sent: `If an account uses that e-mail, we have sent it a link to choose a new password. The link works for ${PASSWORD_RESET_MINUTES} minutes.`,
  invalid: 'This reset link is not valid or has already been used. Please ask for a new one.',
  expired: 'This reset link has expired. Please ask for a new one.',
  tooMany: 'Too many reset requests for this e-mail. Please wait 15 minutes and try again.',
  done: 'Your password has been reset. Please sign in with your new password.',
} as const;
