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
/** 'Password must be 8 to 128 characters', for the field named. */
export const passwordLengthMessage = (name: string): string =>
  `${name} must be ${MIN_PASSWORD_LENGTH} to ${MAX_PASSWORD_LENGTH} characters`;

/** The kinds of account: a shopper, or the shop's staff (the back office). */
export enum UserType {
  CUSTOMER = 'CUSTOMER',
  ADMIN = 'ADMIN',
}
