import { formatPaise } from '../money';

/**
 * Discount codes (README, "Discount codes"; docs/product.md §18): what a code is, how it is
 * written, and what the shop says when one cannot be used. The rule that works a code out for a
 * cart is the database's `satchel_discount_quote` (decision 14), used by the cart and by checkout
 * alike; its problems are DISCOUNT_PROBLEMS.
 */

/** 3–32 capital letters, digits, `-` or `_`; codes are taken in any case and kept in capitals. */
export const DISCOUNT_CODE_PATTERN = /^[A-Z0-9_-]{3,32}$/;
export const MAX_DISCOUNT_CODE_LENGTH = 32;
export const MAX_DISCOUNT_DESCRIPTION_LENGTH = 500;

/** A code as typed, as the shop keeps it: trimmed and in capitals. */
export function normalizeDiscountCode(typed: string): string {
  return typed.trim().toUpperCase();
}

/** Percent off the eligible lines (optionally capped), rupees off them, or the delivery charge waived. */
export const DISCOUNT_TYPES = ['PERCENT', 'FIXED', 'FREE_DELIVERY'] as const;
export type DiscountType = (typeof DISCOUNT_TYPES)[number];
export const DISCOUNT_TYPE_LABELS: Record<DiscountType, string> = {
  PERCENT: 'Percent off',
  FIXED: 'Amount off',
  FREE_DELIVERY: 'Free delivery',
};

/** Why a code cannot be used on a cart, as satchel_discount_quote names it, most basic first. */
export const DISCOUNT_PROBLEMS = [
  'NOT_FOUND',
  'INACTIVE',
  'NOT_STARTED',
  'EXPIRED',
  'USED_UP',
  'CUSTOMER_LIMIT',
  'FIRST_ORDER',
  'BELOW_MINIMUM',
  'NOTHING_ELIGIBLE',
] as const;
export type DiscountProblem = (typeof DISCOUNT_PROBLEMS)[number];

export const DISCOUNT_MESSAGES = {
  invalidCode: 'A code is 3 to 32 letters, digits, - or _',
  codeTaken: 'Another discount code already uses this code',
  percentRequired: 'Enter the percent off, from 0.01 to 100',
  amountRequired: 'Enter the amount off in rupees',
  endsBeforeStart: 'The end must be after the start',
  /** A save that met an order counting a use, or another save, since its form was read. */
  usedMeanwhile: 'The code was used meanwhile: reload it and save again',
  changedMeanwhile: 'The code was changed meanwhile: reload it and save again',
  cannotReopen:
    'This order cannot be reopened: its discount code is used up, or its customer has used it as often as it allows',
  applied: (code: string) => `Code ${code} applied`,
  removedByCustomer: 'Code removed',
  /** The cart dropped its code when it changed; `reason` is problemMessage's. */
  dropped: (code: string, reason: string) => `Code ${code} was removed: ${reason}`,
} as const;

/** What the shopper is told when a code cannot be used; `minOrderPaise` for BELOW_MINIMUM. */
export function discountProblemMessage(problem: DiscountProblem, minOrderPaise = 0): string {
  switch (problem) {
    case 'NOT_FOUND':
      return 'This code does not exist';
    case 'INACTIVE':
      return 'This code is no longer active';
    case 'NOT_STARTED':
      return 'This code cannot be used yet';
    case 'EXPIRED':
      return 'This code has expired';
    case 'USED_UP':
      return 'This code has been used up';
    case 'CUSTOMER_LIMIT':
      return 'You have already used this code as many times as it allows';
    case 'FIRST_ORDER':
      return 'This code is for your first order only';
    case 'BELOW_MINIMUM':
      return `This code needs an order of at least ${formatPaise(minOrderPaise)}`;
    case 'NOTHING_ELIGIBLE':
      return 'This code does not apply to anything in your cart';
  }
}

/** An order's line for its code, "Code DIWALI10" and "−₹150.00"; none without a code or a discount. */
export function discountCodeLine(code: string | null, discountPaise: number): [label: string, amount: string] | null {
  return code && discountPaise > 0 ? [DISCOUNT_LABELS.line(code), `−${formatPaise(discountPaise)}`] : null;
}

/** The storefront's words for codes. */
export const DISCOUNT_LABELS = {
  field: 'Have a code?',
  apply: 'Apply',
  remove: 'Remove',
  freeDelivery: 'Free delivery',
  /** The summary line, beside the discount (MRP − price): "Code DIWALI10". */
  line: (code: string) => `Code ${code}`,
} as const;
