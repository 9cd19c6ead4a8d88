import { addDays } from '../calendar';
import { formatPaise } from '../money';
import { splitTax, taxOfInclusive } from './gst';

/**
 * Returns and refunds (README, "Returns"; docs/product.md §19): the shop's return window, what a
 * customer says when asking, the steps a return goes through, and what everyone is told. The
 * server checks every rule here; the apps use the same words.
 */

/** SPEC's refund policy: returns within 7 days of delivery. The owner may change it (0 to 90). */
export const DEFAULT_RETURN_WINDOW_DAYS = 7;
export const MAX_RETURN_WINDOW_DAYS = 90;
/** Photos a customer may add to a return request. */
export const MAX_RETURN_PHOTOS = 3;
export const MAX_RETURN_COMMENT_LENGTH = 1000;
export const MAX_RETURN_NOTE_LENGTH = 1000;
export const MAX_REFUND_REFERENCE_LENGTH = 100;
/** SPEC's refund policy: the refund is made within 14 days of the goods coming back. */
export const REFUND_DAYS = 14;

export const RETURN_STATUSES = ['REQUESTED', 'APPROVED', 'REJECTED', 'RECEIVED', 'REFUNDED'] as const;
export type ReturnStatus = (typeof RETURN_STATUSES)[number];
export const RETURN_STATUS_LABELS: Record<ReturnStatus, string> = {
  REQUESTED: 'Requested',
  APPROVED: 'Approved',
  REJECTED: 'Rejected',
  RECEIVED: 'Received',
  REFUNDED: 'Refunded',
};

/** The steps staff may take from each status: forward only, one at a time. */
export const RETURN_NEXT_STATUSES: Record<ReturnStatus, readonly ReturnStatus[]> = {
  REQUESTED: ['APPROVED', 'REJECTED'],
  APPROVED: ['RECEIVED'],
  REJECTED: [],
  RECEIVED: ['REFUNDED'],
  REFUNDED: [],
};

export const RETURN_REASONS = [
  'DAMAGED',
  'WRONG_ITEM',
  'NOT_AS_DESCRIBED',
  'SIZE_OR_FIT',
  'CHANGED_MIND',
  'OTHER',
] as const;
export type ReturnReason = (typeof RETURN_REASONS)[number];
export const RETURN_REASON_LABELS: Record<ReturnReason, string> = {
  DAMAGED: 'Arrived damaged or faulty',
  WRONG_ITEM: 'Wrong item sent',
  NOT_AS_DESCRIBED: 'Not as described',
  SIZE_OR_FIT: 'Size or fit',
  CHANGED_MIND: 'Changed my mind',
  OTHER: 'Other',
};

/** Where the customer wants the refund: the order was paid in cash, so it goes to UPI or a bank account. */
export const REFUND_DESTINATIONS = ['UPI', 'BANK'] as const;
export type RefundDestination = (typeof REFUND_DESTINATIONS)[number];
/** How staff paid a refund. */
export const REFUND_METHODS = ['UPI', 'BANK', 'OTHER'] as const;
export type RefundMethod = (typeof REFUND_METHODS)[number];
export const REFUND_METHOD_LABELS: Record<RefundMethod, string> = {
  UPI: 'UPI',
  BANK: 'Bank transfer',
  OTHER: 'Other',
};

/** A UPI ID (virtual payment address): name@handle, as NPCI's apps issue them. */
export const UPI_ID = /^[A-Za-z0-9][A-Za-z0-9._-]{1,255}@[A-Za-z][A-Za-z0-9]{1,63}$/;
export const MAX_UPI_ID_LENGTH = 256;
/** An Indian bank account number: 9 to 18 digits. */
export const BANK_ACCOUNT_NUMBER = /^[0-9]{9,18}$/;
/** An IFSC: four letters for the bank, a zero, six letters or digits for the branch (RBI). */
export const IFSC = /^[A-Z]{4}0[A-Z0-9]{6}$/;
export const MAX_ACCOUNT_NAME_LENGTH = 100;

/**
 * The last day (in India) a customer may ask to return an order delivered on `deliveredOn`:
 * the window counts whole days from the delivery date.
 */
export function returnableUntil(deliveredOn: string, windowDays: number): string {
  return addDays(deliveredOn, windowDays);
}

/** Whether a return may be asked for on `today` (India): never with a window of 0 days. */
export function returnWindowOpen(deliveredOn: string, windowDays: number, today: string): boolean {
  return windowDays > 0 && today <= returnableUntil(deliveredOn, windowDays);
}

/**
 * What `quantity` more units of a line may be refunded for, when `earlier.units` of its
 * `lineQuantity` units are in earlier returns that still count, which may refund
 * `earlier.paise`: the line's amount after its code discount, apportioned by cumulative units
 * and rounded down, less what the earlier returns may refund. The parts of a line never add up to
 * more than was paid for it (a rejected return in between included), and returning every unit
 * refunds it to the paisa.
 */
export function refundablePaise(
  paidPaise: number,
  lineQuantity: number,
  earlier: { units: number; paise: number },
  quantity: number,
): number {
  const upTo = Math.floor((paidPaise * (earlier.units + quantity)) / lineQuantity);
  return Math.max(0, upTo - earlier.paise);
}

/**
 * The GST in a refund of part of a line, so that a line's credits never add up to more tax than
 * its invoice charged: the tax of everything refunded of the line so far (the same rule as at
 * placement), less the tax its earlier credits already took back. `earlier` is what those credited.
 */
export function creditedTax(
  refundPaise: number,
  rateBp: number,
  intraState: boolean,
  earlier: { refundPaise: number; cgstPaise: number; sgstPaise: number; igstPaise: number },
): { taxablePaise: number; cgstPaise: number; sgstPaise: number; igstPaise: number } {
  const { taxPaise } = taxOfInclusive(earlier.refundPaise + refundPaise, rateBp);
  const all = splitTax(taxPaise, intraState);
  const cgstPaise = all.cgstPaise - earlier.cgstPaise;
  const sgstPaise = all.sgstPaise - earlier.sgstPaise;
  const igstPaise = all.igstPaise - earlier.igstPaise;
  return { taxablePaise: refundPaise - cgstPaise - sgstPaise - igstPaise, cgstPaise, sgstPaise, igstPaise };
}

/**
 * Shares `total` out over `weights` in proportion, to the paisa (largest remainder, earlier
 * parts first on ties): a refund smaller than the lines' value, spread over the lines for the
 * credit note.
 */
export function apportion(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (sum === 0) return weights.map(() => 0);
  const exact = weights.map((weight) => (total * weight) / sum);
  const parts = exact.map(Math.floor);
  let left = total - parts.reduce((a, b) => a + b, 0);
  const order = exact.map((value, index) => ({ index, rest: value - Math.floor(value) }));
  order.sort((a, b) => b.rest - a.rest || a.index - b.index);
  for (const { index } of order) {
    if (left <= 0) break;
    parts[index] += 1;
    left -= 1;
  }
  return parts;
}

export const RETURN_MESSAGES = {
  notDelivered: 'Only a delivered order can be returned.',
  windowClosed: (lastDay: string) => `The return window for this order closed on ${lastDay}.`,
  noItems: 'Choose at least one item to return.',
  lineNotInOrder: 'One of the items is not part of this order.',
  lineTwice: 'Each item may appear only once in a return.',
  /** A refund is more than ₹0.00 (refundAmount): a return of what cost nothing could never be closed. */
  nothingToRefund: 'Nothing can be refunded for the items chosen: after discounts they come to ₹0.00.',
  /** The return form's note on a line whose units left a code made free (ReturnableLineDto.refundable 0). */
  freeLine: 'A discount code made this item free: there is nothing to refund for it.',
  /** A request naming such a line (the form never offers it). */
  freeItem: (item: string) => `A discount code made ${item} free: there is nothing to refund for it.`,
  /** The return form, when every unit left is such a unit. */
  nothingLeftToRefund:
    'Nothing is left to refund on this order: after discounts, the items not yet returned come to ₹0.00.',
  tooMany: (item: string, left: number) =>
    left > 0 ? `You can return at most ${left} of ${item}.` : `${item} has already been returned in full.`,
  quantity: 'The quantity must be a whole number of at least 1.',
  reasonRequired: 'Choose a reason for each item.',
  destinationRequired: 'Choose where the refund should go: UPI or a bank account.',
  upiFormat: 'Enter a UPI ID such as name@bank.',
  accountName: 'Enter the account holder’s name.',
  accountNumber: 'An account number is 9 to 18 digits.',
  ifsc: 'An IFSC is 11 characters: 4 letters, a zero, then 6 letters or digits.',
  commentTooLong: `The comment must be at most ${MAX_RETURN_COMMENT_LENGTH} characters.`,
  photosTooMany: `Add at most ${MAX_RETURN_PHOTOS} photos.`,
  notFound: 'Return not found',
  transition: (from: ReturnStatus, to: ReturnStatus) =>
    `A return that is ${RETURN_STATUS_LABELS[from].toLowerCase()} cannot be marked ${RETURN_STATUS_LABELS[to].toLowerCase()}.`,
  noteRequired: 'Say why the return is rejected: the customer reads this note.',
  restockNotInReturn: 'Restock only items of this return.',
  refundRequired: 'Enter the refund: its amount, how it was paid and its reference.',
  refundTooLarge: (maxPaise: number) =>
    `The refund can be at most ${formatPaise(maxPaise)}: what was paid for the returned items after discounts.`,
  refundAmount: 'The refund must be more than ₹0.00.',
  referenceRequired: 'Enter the payment reference (UPI or bank transaction id).',
  hasReturns: 'This order has returns: it stays delivered. Reject the open returns first, or settle them as returns.',
  windowDays: `The return window must be a whole number of days from 0 to ${MAX_RETURN_WINDOW_DAYS}.`,
  requested: 'Return requested. We will e-mail you when we have looked at it.',
  updated: 'Return updated',
} as const;
