/** docs/product.md §3's address rules and messages: checked by the API, shown by the storefront's form. */
export const MAX_ADDRESS_LINE_LENGTH = 200;
export const MAX_CITY_LENGTH = 100;
export const MAX_STATE_LENGTH = 100;
export const POSTAL_CODE_LENGTH = 6;
/** An Indian PIN code: six digits. As an HTML `pattern` (anchored by the browser)… */
export const POSTAL_CODE_PATTERN = `[0-9]{${POSTAL_CODE_LENGTH}}`;
/** …and as the API checks it. */
export const POSTAL_CODE = new RegExp(`^${POSTAL_CODE_PATTERN}$`);

export const ADDRESS_MESSAGES = {
  line1Required: 'Address Line 1 is required.',
  line1TooLong: `Address Line 1 must be at most ${MAX_ADDRESS_LINE_LENGTH} characters.`,
  line2Text: 'Address Line 2 must be text.',
  line2TooLong: `Address Line 2 must be at most ${MAX_ADDRESS_LINE_LENGTH} characters.`,
  cityRequired: 'City is required.',
  cityTooLong: `City must be at most ${MAX_CITY_LENGTH} characters.`,
  stateRequired: 'State is required.',
  stateTooLong: `State must be at most ${MAX_STATE_LENGTH} characters.`,
  postalCodeRequired: 'Postal Code is required.',
  postalCodeFormat: `Postal Code must be ${POSTAL_CODE_LENGTH} digits.`,
} as const;
