/** The company details form's rules and messages, checked by the API and shown by the admin before sending. */
export const MAX_COMPANY_NAME_LENGTH = 200;
export const MAX_COMPANY_PHONE_LENGTH = 10;
export const MAX_COMPANY_ADDRESS_LENGTH = 500;
export const MAX_COMPANY_PINCODE_LENGTH = 6;
/** A GSTIN: state code, the holder's PAN, entity number, Z, check character. */
export const GSTIN_FORMAT = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;
const GSTIN_CHARACTERS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** Whether this is a GSTIN: its format, and its last character the check of the first 14 (mod 36). */
export function isValidGstin(gstin: string): boolean {
  if (!GSTIN_FORMAT.test(gstin)) return false;
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const product = GSTIN_CHARACTERS.indexOf(gstin[i]) * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return gstin[14] === GSTIN_CHARACTERS[(36 - (sum % 36)) % 36];
}

export const COMPANY_MESSAGES = {
  nameRequired: 'Company name is required.',
  nameTooLong: `Company name must be at most ${MAX_COMPANY_NAME_LENGTH} characters.`,
  emailFormat: 'Please enter a valid email address.',
  phoneTooLong: `Phone must be at most ${MAX_COMPANY_PHONE_LENGTH} characters.`,
  addressTooLong: `Address must be at most ${MAX_COMPANY_ADDRESS_LENGTH} characters.`,
  pincodeTooLong: `Pincode must be at most ${MAX_COMPANY_PINCODE_LENGTH} characters.`,
  gstinInvalid: 'Please enter a valid GSTIN (15 characters, ending in its check character).',
  gstinState: "The GSTIN must start with the business state's GST code.",
} as const;

/** The company details are one record, always this id (the audit log files its changes under it). */
export const COMPANY_DETAILS_ID = 1;
