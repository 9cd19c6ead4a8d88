import {
  REFUND_METHOD_LABELS,
  REFUND_METHODS,
  RETURN_REASON_LABELS,
  RETURN_STATUS_LABELS,
  RETURN_STATUSES,
  formatRupees,
} from '@satchel/shared';
import type { components } from '@satchel/shared/web';

export type Return = components['schemas']['ReturnDto'];
export type ReturnStep = components['schemas']['AdminReturnUpdateDto'];

export const STATUS_CHOICES = RETURN_STATUSES.map((id) => ({ id, name: RETURN_STATUS_LABELS[id] }));
export const METHOD_CHOICES = REFUND_METHODS.map((id) => ({ id, name: REFUND_METHOD_LABELS[id] }));

/** "Aarav Leather Tote (M, Tan) × 1", one per item. */
export const itemsText = (entity: Return) =>
  entity.items.map((item) => `${item.productName} (${item.size}, ${item.color}) × ${item.quantity}`).join(', ');

export const reasonText = (item: Return['items'][number]) => RETURN_REASON_LABELS[item.reason];

/** Where the customer wants the refund: "UPI meera@okaxis" or "Bank 0012… (HDFC0001234), Meera Iyer". */
export function destinationText(entity: Return): string {
  if (entity.destination === 'UPI') return `UPI ${entity.upiId ?? ''}`;
  return `Bank account ${entity.accountNumber ?? ''} (${entity.ifsc ?? ''}), ${entity.accountName ?? ''}`;
}

/** "₹1,999.00 by UPI, ref 4123…" once refunded. */
export const refundText = (entity: Return) =>
  entity.refund
    ? `${formatRupees(entity.refund.amount)} by ${REFUND_METHOD_LABELS[entity.refund.method]}, reference ${entity.refund.reference}`
    : '—';

/** What a step sends: only the step's own fields (the API ignores nothing else, and refuses unknown ones). */
export function stepBody(data: Record<string, unknown>): ReturnStep {
  const body: ReturnStep = {};
  if (data.status !== undefined) body.status = data.status as ReturnStep['status'];
  if (typeof data.note === 'string') body.note = data.note;
  if (data.restock !== undefined) body.restock = data.restock as ReturnStep['restock'];
  if (data.refund) body.refund = data.refund as ReturnStep['refund'];
  return body;
}
