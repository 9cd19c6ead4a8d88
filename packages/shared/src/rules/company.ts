/** The company details form's rules and messages, checked by the API and shown by the admin before sending. */
export const MAX_COMPANY_NAME_LENGTH = 200;
export const MAX_COMPANY_PHONE_LENGTH = 10;
export const MAX_COMPANY_ADDRESS_LENGTH = 500;
export const MAX_COMPANY_PINCODE_LENGTH = 6;

export const COMPANY_MESSAGES = {
  nameRequired: 'Company name is required.',
  nameTooLong: `Company name must be at most ${MAX_COMPANY_NAME_LENGTH} characters.`,
  emailFormat: 'Please enter a valid email address.',
  phoneTooLong: `Phone must be at most ${MAX_COMPANY_PHONE_LENGTH} characters.`,
  addressTooLong: `Address must be at most ${MAX_COMPANY_ADDRESS_LENGTH} characters.`,
  pincodeTooLong: `Pincode must be at most ${MAX_COMPANY_PINCODE_LENGTH} characters.`,
} as const;
