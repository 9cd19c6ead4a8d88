export interface CompanyFields {
  name: string;
  email: string;
  phone: string;
  address: string;
  pincode: string;
}

/** SPEC §5: name required, phone at most 10 characters, pincode at most 6. */
export function companyProblems(fields: CompanyFields): Partial<Record<keyof CompanyFields, string>> {
  const problems: Partial<Record<keyof CompanyFields, string>> = {};
  if (!fields.name.trim()) problems.name = 'Company name is required.';
  if (fields.phone.length > 10) problems.phone = 'Phone must be at most 10 characters.';
  if (fields.pincode.length > 6) problems.pincode = 'Pincode must be at most 6 characters.';
  return problems;
}

export function companyForm(fields: CompanyFields, logo: File | null): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.set(key, value.trim());
  if (logo) form.set('logo', logo);
  return form;
}
