import {
  COMPANY_MESSAGES,
  findIndianState,
  GST_MESSAGES,
  isInvoicePrefix,
  isValidGstin,
  MAX_COMPANY_PHONE_LENGTH,
  MAX_COMPANY_PINCODE_LENGTH,
  type RegistrationType,
} from '@satchel/shared';
export interface CompanyFields {
  name: string;
  email: string;
  phone: string;
  address: string;
  pincode: string;
  /** Printed on invoices; empty for none. */
  gstin: string;
  /** The business state's name from INDIAN_STATES; empty for none yet. */
  state: string;
  registrationType: RegistrationType;
  invoicePrefix: string;
}

/** Name required, phone and pincode within their lengths, a GSTIN that checks: the API's own rules, checked before sending. */
export function companyProblems(fields: CompanyFields): Partial<Record<keyof CompanyFields, string>> {
  const problems: Partial<Record<keyof CompanyFields, string>> = {};
  if (!fields.name.trim()) problems.name = COMPANY_MESSAGES.nameRequired;
  if (fields.phone.length > MAX_COMPANY_PHONE_LENGTH) problems.phone = COMPANY_MESSAGES.phoneTooLong;
  if (fields.pincode.length > MAX_COMPANY_PINCODE_LENGTH) problems.pincode = COMPANY_MESSAGES.pincodeTooLong;
  const gstin = fields.gstin.trim();
  if (gstin && !isValidGstin(gstin)) problems.gstin = COMPANY_MESSAGES.gstinInvalid;
  else if (gstin && fields.state && findIndianState(fields.state)?.code !== gstin.slice(0, 2)) {
    problems.gstin = COMPANY_MESSAGES.gstinState;
  }
  if (!isInvoicePrefix(fields.invoicePrefix.trim())) problems.invoicePrefix = GST_MESSAGES.invoicePrefixFormat;
  return problems;
}

/** The multipart form: the fields, a new logo if one was picked, or the removal of the stored one. */
export function companyForm(fields: CompanyFields, logo: File | null, removeLogo = false): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.set(key, value.trim());
  if (logo) form.set('logo', logo);
  else if (removeLogo) form.set('removeLogo', 'true');
  return form;
}
