import {
  DISCOUNT_CODE_PATTERN,
  DISCOUNT_MESSAGES,
  DISCOUNT_TYPE_LABELS,
  DISCOUNT_TYPES,
  normalizeDiscountCode,
} from '@satchel/shared';
import type { components } from '@satchel/shared/web';

export type DiscountCode = components['schemas']['DiscountCodeDto'];
type CreateBody = components['schemas']['CreateDiscountCodeDto'];
type UpdateBody = components['schemas']['UpdateDiscountCodeDto'];

export const TYPE_CHOICES = DISCOUNT_TYPES.map((type) => ({ id: type, name: DISCOUNT_TYPE_LABELS[type] }));

/** A new code's form: percent off, no limits, every product, active. */
export const NEW_CODE = {
  code: '',
  type: 'PERCENT',
  percent: 10,
  firstOrderOnly: false,
  categoryIds: [],
  productIds: [],
  active: true,
  description: '',
};

/** What the API checks of a code (it takes any case and keeps capitals). */
export function codeProblem(value: unknown): string | undefined {
  return typeof value === 'string' && DISCOUNT_CODE_PATTERN.test(normalizeDiscountCode(value))
    ? undefined
    : DISCOUNT_MESSAGES.invalidCode;
}

const FIELDS = [
  'code',
  'type',
  'percent',
  'amount',
  'maxDiscount',
  'minOrderValue',
  'startsAt',
  'endsAt',
  'usageLimit',
  'perCustomerLimit',
  'firstOrderOnly',
  'categoryIds',
  'productIds',
  'active',
  'description',
] as const;

/** An empty field the form left clears the value (null), except the minimum, which is then 0. */
function formValue(field: (typeof FIELDS)[number], value: unknown): unknown {
  if (value === '' || value === undefined) return field === 'minOrderValue' ? 0 : null;
  return value;
}

/** The form's fields only (the record also holds its id, counts and dates, which the API refuses). */
export function discountCodeBody(record: Record<string, unknown>): CreateBody {
  const body: Record<string, unknown> = {};
  for (const field of FIELDS) {
    if (!(field in record)) continue;
    body[field] = formValue(field, record[field]);
  }
  for (const field of ['firstOrderOnly', 'active', 'categoryIds', 'productIds', 'description'] as const) {
    if (body[field] === null) delete body[field];
  }
  return body as CreateBody;
}

/** What changed since the form loaded, so a field another member of staff changed meanwhile is kept. */
export function discountCodeUpdateBody(
  record: Record<string, unknown>,
  previous?: Record<string, unknown>,
): UpdateBody {
  const body = discountCodeBody(record) as Record<string, unknown>;
  if (!previous) return body;
  const before = discountCodeBody(previous) as Record<string, unknown>;
  for (const field of Object.keys(body)) {
    if (JSON.stringify(body[field]) === JSON.stringify(before[field])) delete body[field];
  }
  // The type's amounts travel with it: the API checks them together.
  if ('type' in body)
    for (const field of ['percent', 'amount', 'maxDiscount'])
      if (field in record) body[field] = formValue(field as never, record[field]);
  return body as UpdateBody;
}
