import { Avatar, Box, Button, Card, CardContent, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useEffect, useState, type FormEvent } from 'react';
import { Loading, Title, useNotify } from 'react-admin';
import { HistoryButton } from '../audit-log/HistoryButton';
import {
  COMPANY_DETAILS_ID,
  DEFAULT_INVOICE_PREFIX,
  INDIAN_STATES,
  MAX_COMPANY_PHONE_LENGTH,
  MAX_COMPANY_PINCODE_LENGTH,
  REGISTRATION_TYPE_LABELS,
  REGISTRATION_TYPES,
} from '@satchel/shared';
import { api } from '../api/client';
import { sendMultipart } from '../upload/sendMultipart';
import { UploadProgress } from '../upload/UploadProgress';
import { companyForm, companyProblems, type CompanyFields } from './companyForm';

const EMPTY: CompanyFields = {
  name: '',
  email: '',
  phone: '',
  address: '',
  pincode: '',
  gstin: '',
  state: '',
  registrationType: 'REGULAR',
  invoicePrefix: DEFAULT_INVOICE_PREFIX,
};

/** docs/product.md §2 /admin/company: the shop's details through their own route (a single record). */
export function CompanyPage() {
  const notify = useNotify();
  const [fields, setFields] = useState<CompanyFields>(EMPTY);
  const [logoUrl, setLogoUrl] = useState<string | null>(null);
  const [logo, setLogo] = useState<File | null>(null);
  const [removeLogo, setRemoveLogo] = useState(false);
  const [saving, setSaving] = useState(false);
  const [touched, setTouched] = useState(false);
  // No form until the stored details are in: typing into it earlier was overwritten when they
  // came, and a Save then would have sent the empty form.
  const [loaded, setLoaded] = useState(false);
  const problems = companyProblems(fields);

  useEffect(() => {
    api.GET('/api/company-details').then(({ data }) => {
      if (!data) return;
      setFields({
        name: data.name,
        email: data.email,
        phone: data.phone,
        address: data.address,
        pincode: data.pincode,
        gstin: data.gstin,
        state: data.state ?? '',
        registrationType: data.registrationType,
        invoicePrefix: data.invoicePrefix,
      });
      setLogoUrl(data.logoUrl);
      setLoaded(true);
    });
  }, []);

  // A picked logo shows at once; its object URL is let go when replaced.
  useEffect(() => {
    if (!logo) return undefined;
    const url = URL.createObjectURL(logo);
    setLogoUrl(url);
    return () => URL.revokeObjectURL(url);
  }, [logo]);

  const field = (name: keyof CompanyFields, label: string, extra: object = {}) => (
    <TextField
      label={label}
      value={fields[name]}
      // A GSTIN is written in capitals, whatever was typed.
      onChange={(event) =>
        setFields((all) => ({
          ...all,
          [name]: name === 'gstin' || name === 'invoicePrefix' ? event.target.value.toUpperCase() : event.target.value,
        }))
      }
      error={touched && Boolean(problems[name])}
      helperText={touched ? problems[name] : undefined}
      fullWidth
      {...extra}
    />
  );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (Object.keys(problems).length) return;
    setSaving(true);
    try {
      await sendMultipart('PUT', '/api/company-details', companyForm(fields, logo, removeLogo));
      setLogo(null);
      setRemoveLogo(false);
      notify('Company details updated successfully!', { type: 'success' });
    } catch {
      notify('Update failed!', { type: 'error' });
    } finally {
      setSaving(false);
    }
  };

  if (!loaded) {
    return (
      <Card sx={{ mt: 2, maxWidth: 720 }}>
        <Title title="Company" />
        <Loading />
      </Card>
    );
  }

  return (
    <Card sx={{ mt: 2, maxWidth: 720 }}>
      <Title title="Company" />
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', px: 2, pt: 1 }}>
        <HistoryButton entity="company" id={COMPANY_DETAILS_ID} />
      </Box>
      <CardContent component="form" onSubmit={submit} noValidate>
        <Stack spacing={2}>
          <Stack direction="row" spacing={2} alignItems="center">
            <Avatar src={logoUrl ?? undefined} alt="Company logo" variant="rounded" sx={{ width: 72, height: 72 }} />
            <Box>
              <Button variant="outlined" component="label">
                Upload logo
                <input
                  hidden
                  type="file"
                  accept="image/png,image/jpeg,image/svg+xml"
                  aria-label="Logo"
                  onChange={(event) => {
                    setLogo(event.target.files?.[0] ?? null);
                    setRemoveLogo(false);
                  }}
                />
              </Button>
              {logoUrl && (
                <Button
                  color="error"
                  sx={{ ml: 1 }}
                  onClick={() => {
                    // Gone once saved: the storefront then shows the shop's name as its logo.
                    setLogo(null);
                    setLogoUrl(null);
                    setRemoveLogo(true);
                  }}
                >
                  Remove logo
                </Button>
              )}
              <Typography variant="caption" display="block" color="text.secondary">
                PNG, JPG or SVG, max 2MB
              </Typography>
            </Box>
          </Stack>
          {field('name', 'Name', { required: true })}
          {field('email', 'Email', { type: 'email' })}
          {field('phone', 'Phone', { slotProps: { htmlInput: { maxLength: MAX_COMPANY_PHONE_LENGTH } } })}
          {field('address', 'Address', { multiline: true, minRows: 2 })}
          {field('pincode', 'Pincode', { slotProps: { htmlInput: { maxLength: MAX_COMPANY_PINCODE_LENGTH } } })}
          {field('gstin', 'GSTIN', {
            slotProps: { htmlInput: { maxLength: 15, autoCapitalize: 'characters', spellCheck: false } },
          })}
          {field('state', 'State', {
            select: true,
            helperText: touched && problems.state ? problems.state : 'Where the business is registered for GST',
            children: [
              <MenuItem key="" value="">
                <em>Not chosen</em>
              </MenuItem>,
              ...INDIAN_STATES.map((state) => (
                <MenuItem key={state.code} value={state.name}>
                  {state.name} ({state.code})
                </MenuItem>
              )),
            ],
          })}
          {field('registrationType', 'GST registration', {
            select: true,
            helperText: 'Only a regular registration with a GSTIN and a state charges GST and issues tax invoices',
            children: REGISTRATION_TYPES.map((type) => (
              <MenuItem key={type} value={type}>
                {REGISTRATION_TYPE_LABELS[type]}
              </MenuItem>
            )),
          })}
          {field('invoicePrefix', 'Invoice prefix', {
            helperText:
              touched && problems.invoicePrefix ? problems.invoicePrefix : 'Tax invoices are numbered INV/2026-27/0001',
            slotProps: { htmlInput: { maxLength: 3, autoCapitalize: 'characters', spellCheck: false } },
          })}
          <UploadProgress inline />
          <Box>
            <Button type="submit" variant="contained" disabled={saving}>
              Save
            </Button>
          </Box>
        </Stack>
      </CardContent>
    </Card>
  );
}
