/**
 * What the shop's services throw when a request cannot be carried out: plain errors that say
 * what is wrong, free of HTTP, so that the CLI and the demo loader can call the same services.
 * AllExceptionsFilter answers each kind with its HTTP status (DOMAIN_ERROR_STATUS).
 */
export abstract class DomainError extends Error {
  abstract readonly kind: DomainErrorKind;

  constructor(message: string) {
    super(message);
    this.name = new.target.name;
  }
}

export type DomainErrorKind = 'invalid' | 'forbidden' | 'not-found' | 'conflict' | 'unprocessable';

/**
 * The input breaks a rule (a missing image, a discount above the price, a stale id). `field`: the
 * request field at fault, when one is, so a form can show the message on it.
 */
export class InvalidInputError extends DomainError {
  readonly kind = 'invalid';

  constructor(
    message: string,
    readonly field?: string,
  ) {
    super(message);
  }
}

/** The caller may not do this (a member of staff granting more than they hold). */
export class ForbiddenError extends DomainError {
  readonly kind = 'forbidden';
}

/** The record asked for does not exist, or is not the caller's. */
export class RecordNotFoundError extends DomainError {
  readonly kind = 'not-found';
}

/** The request clashes with the current state (a taken name, a changed product, too little stock). */
export class ConflictError extends DomainError {
  readonly kind = 'conflict';
}

/** Well-formed, but not what an earlier request under the same key said (an Idempotency-Key reused). */
export class UnprocessableError extends DomainError {
  readonly kind = 'unprocessable';
}

export const DOMAIN_ERROR_STATUS: Record<DomainErrorKind, number> = {
  invalid: 400,
  forbidden: 403,
  'not-found': 404,
  conflict: 409,
  unprocessable: 422,
};
