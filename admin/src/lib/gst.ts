import { GST_MESSAGES, HSN_CODE, isGstRate } from '@satchel/shared';

/** The API's own GST rules, checked before sending: an HSN code, or none. */
export const validHsn = (value: unknown) =>
  value && !HSN_CODE.test(String(value)) ? GST_MESSAGES.hsnFormat : undefined;

/** A GST rate in percent, or none. */
export const validGstRate = (value: unknown) =>
  value === null || value === undefined || value === '' || isGstRate(Number(value))
    ? undefined
    : GST_MESSAGES.rateRange;

/** An empty text field as null: "none, take the category's". */
export const emptyAsNull = (value: string) => value.trim() || null;
