import DeleteIcon from '@mui/icons-material/Delete';
import { Box, Button, Card, CardContent, IconButton, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { Title, useNotify } from 'react-admin';
import {
  DEFAULT_DELIVERY_DAYS,
  DELIVERY_MESSAGES,
  DELIVERY_SETTINGS_ID,
  findIndianState,
  INDIAN_STATES,
  MAX_DELIVERY_DAYS,
  PINCODE_MODE_LABELS,
  PINCODE_MODES,
  ZONE_KINDS,
  parsePincodeList,
  type PincodeMode,
  type ZoneKind,
} from '@satchel/shared';
import { api, errorMessage } from '../api/client';
import { HistoryButton } from '../audit-log/HistoryButton';

/** An amount as typed: '' for none. */
type Amount = string;
interface ZoneFields {
  kind: ZoneKind;
  match: string;
  charge: Amount;
  freeAbove: Amount;
  days: string;
}
interface DeliveryFields {
  charge: Amount;
  freeAbove: Amount;
  codLimit: Amount;
  codFee: Amount;
  mode: PincodeMode;
  pincodes: string;
  zones: ZoneFields[];
}

const ZONE_KIND_LABELS: Record<ZoneKind, string> = { state: 'State', prefix: 'Pincode prefix' };
const text = (value: number | null | undefined) => (value === null || value === undefined ? '' : String(value));
const number = (value: Amount) => (value.trim() === '' ? null : Number(value));

/**
 * The Delivery page (README, "Delivery"): the flat charge, free delivery from an order value, the
 * COD limit and fee, which pincodes are served (a list typed, pasted or imported from a CSV or
 * text file), and zones with their own charges. A single record, saved whole.
 */
export function DeliveryPage() {
  const notify = useNotify();
  const [fields, setFields] = useState<DeliveryFields>();
  const [saving, setSaving] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  // Read once per change of the list, not on every keystroke elsewhere (a list may hold 19,000).
  const parsed = useMemo(() => parsePincodeList(fields?.pincodes ?? ''), [fields?.pincodes]);
  const set = (change: Partial<DeliveryFields>) => setFields((all) => all && { ...all, ...change });
  const setZone = (index: number, change: Partial<ZoneFields>) =>
    setFields(
      (all) => all && { ...all, zones: all.zones.map((zone, i) => (i === index ? { ...zone, ...change } : zone)) },
    );

  useEffect(() => {
    api.GET('/api/admin/delivery-settings').then(({ data }) => {
      if (!data) return;
      setFields({
        charge: text(data.charge),
        freeAbove: text(data.freeAbove),
        codLimit: text(data.codLimit),
        codFee: text(data.codFee),
        mode: data.pincodes.mode,
        pincodes: data.pincodes.list.join('\n'),
        zones: data.zones.map((zone) => ({
          kind: zone.kind,
          match: zone.match,
          charge: text(zone.charge),
          freeAbove: text(zone.freeAbove),
          days: String(zone.days),
        })),
      });
    });
  }, []);

  if (!fields) return null;
  const { pincodes, rejected } = parsed;

  const importFile = async (file: File | undefined) => {
    if (!file) return;
    const found = parsePincodeList(await readText(file));
    set({ pincodes: found.pincodes.join('\n') });
    notify(
      `${found.pincodes.length.toLocaleString('en-IN')} pincodes imported` +
        (found.rejected.length ? `; ${found.rejected.length} skipped (not 6 digits)` : ''),
      { type: found.pincodes.length ? 'success' : 'warning' },
    );
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (fields.zones.some((zone) => zone.charge.trim() === '')) {
      notify(DELIVERY_MESSAGES.zoneChargeRequired, { type: 'error' });
      return;
    }
    setSaving(true);
    try {
      const { data, error } = await api.PUT('/api/admin/delivery-settings', {
        body: {
          charge: number(fields.charge) ?? 0,
          freeAbove: number(fields.freeAbove),
          codLimit: number(fields.codLimit),
          codFee: number(fields.codFee) ?? 0,
          pincodes: { mode: fields.mode, list: pincodes },
          zones: fields.zones.map((zone) => ({
            kind: zone.kind,
            match: zone.match,
            charge: number(zone.charge) ?? 0,
            freeAbove: number(zone.freeAbove),
            days: Number(zone.days),
          })),
        },
      });
      if (data) {
        set({ pincodes: data.pincodes.list.join('\n') });
        notify(DELIVERY_MESSAGES.saved, { type: 'success' });
      } else notify(errorMessage(error, 'Update failed!'), { type: 'error' });
    } finally {
      setSaving(false);
    }
  };

  const amount = (
    label: string,
    value: Amount,
    onChange: (value: Amount) => void,
    helperText?: string,
    required = false,
  ) => (
    <TextField
      label={label}
      required={required}
      type="number"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      helperText={helperText}
      slotProps={{ htmlInput: { min: 0, step: 0.01 } }}
      fullWidth
    />
  );

  return (
    <Card sx={{ mt: 2, maxWidth: 900 }}>
      <Title title="Delivery" />
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', px: 2, pt: 1 }}>
        <HistoryButton entity="delivery-settings" id={DELIVERY_SETTINGS_ID} />
      </Box>
      <CardContent component="form" onSubmit={submit} noValidate>
        <Stack spacing={3}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            {amount('Delivery charge (₹)', fields.charge, (charge) => set({ charge }), 'Per order; 0 for free')}
            {amount(
              'Free delivery from (₹)',
              fields.freeAbove,
              (freeAbove) => set({ freeAbove }),
              'Order value; empty: never',
            )}
          </Stack>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            {amount('COD limit (₹)', fields.codLimit, (codLimit) => set({ codLimit }), 'Largest total; empty: none')}
            {amount('COD fee (₹)', fields.codFee, (codFee) => set({ codFee }), 'Added to cash orders')}
          </Stack>

          <Stack spacing={1}>
            <Typography variant="h6" component="h2">
              Pincodes
            </Typography>
            <TextField
              select
              label="Deliver to"
              value={fields.mode}
              onChange={(event) => set({ mode: event.target.value as PincodeMode })}
            >
              {PINCODE_MODES.map((mode) => (
                <MenuItem key={mode} value={mode}>
                  {PINCODE_MODE_LABELS[mode]}
                </MenuItem>
              ))}
            </TextField>
            {fields.mode !== 'all' && (
              <>
                <TextField
                  label="Pincodes"
                  multiline
                  minRows={3}
                  maxRows={10}
                  value={fields.pincodes}
                  onChange={(event) => set({ pincodes: event.target.value })}
                  helperText={
                    `${pincodes.length.toLocaleString('en-IN')} pincodes` +
                    (rejected.length ? ` · not pincodes: ${rejected.slice(0, 5).join(', ')}` : '') +
                    ' · one per line, or separated by commas or spaces'
                  }
                  error={rejected.length > 0}
                  slotProps={{ htmlInput: { spellCheck: false } }}
                />
                <Box>
                  {/* A real button (Enter and Space work) opening the hidden file input. */}
                  <Button variant="outlined" onClick={() => fileInput.current?.click()}>
                    Import from file
                  </Button>
                  <input
                    ref={fileInput}
                    hidden
                    type="file"
                    accept=".csv,.txt,text/csv,text/plain"
                    aria-label="Pincode file"
                    onChange={(event) => {
                      void importFile(event.target.files?.[0]);
                      event.target.value = '';
                    }}
                  />
                  <Typography variant="caption" color="text.secondary" sx={{ ml: 1 }}>
                    A CSV or text file: every 6-digit entry is taken (India Post&apos;s directory works as it is).
                  </Typography>
                </Box>
              </>
            )}
          </Stack>

          <Stack spacing={1}>
            <Typography variant="h6" component="h2">
              Zones
            </Typography>
            <Typography variant="body2" color="text.secondary">
              A zone has its own charge, free delivery amount and delivery days. The most specific match wins: the
              longest pincode prefix, then the state, then the charges above.
            </Typography>
            {fields.zones.map((zone, index) => (
              <Stack
                key={index}
                direction={{ xs: 'column', md: 'row' }}
                spacing={1}
                alignItems={{ md: 'center' }}
                role="group"
                aria-label={`Zone ${index + 1}`}
              >
                <TextField
                  select
                  label="Matches"
                  value={zone.kind}
                  onChange={(event) => setZone(index, { kind: event.target.value as ZoneKind })}
                  sx={{ minWidth: 160 }}
                >
                  {ZONE_KINDS.map((kind) => (
                    <MenuItem key={kind} value={kind}>
                      {ZONE_KIND_LABELS[kind]}
                    </MenuItem>
                  ))}
                </TextField>
                {zone.kind === 'state' ? (
                  // A state from the list, as addresses name it.
                  <TextField
                    select
                    label="State"
                    value={findIndianState(zone.match)?.name ?? ''}
                    onChange={(event) => setZone(index, { match: event.target.value })}
                    sx={{ minWidth: 220 }}
                  >
                    {INDIAN_STATES.map((state) => (
                      <MenuItem key={state.code} value={state.name}>
                        {state.name}
                      </MenuItem>
                    ))}
                  </TextField>
                ) : (
                  <TextField
                    label="Prefix"
                    value={zone.match}
                    onChange={(event) => setZone(index, { match: event.target.value })}
                  />
                )}
                {amount('Charge (₹)', zone.charge, (charge) => setZone(index, { charge }), undefined, true)}
                {amount('Free from (₹)', zone.freeAbove, (freeAbove) => setZone(index, { freeAbove }))}
                <TextField
                  label="Days"
                  type="number"
                  value={zone.days}
                  onChange={(event) => setZone(index, { days: event.target.value })}
                  slotProps={{ htmlInput: { min: 1, max: MAX_DELIVERY_DAYS, step: 1 } }}
                  sx={{ maxWidth: 100 }}
                />
                <IconButton
                  aria-label={`Remove zone ${index + 1}`}
                  onClick={() => set({ zones: fields.zones.filter((_, i) => i !== index) })}
                >
                  <DeleteIcon />
                </IconButton>
              </Stack>
            ))}
            <Box>
              <Button
                onClick={() =>
                  set({
                    zones: [
                      ...fields.zones,
                      { kind: 'state', match: '', charge: '', freeAbove: '', days: String(DEFAULT_DELIVERY_DAYS) },
                    ],
                  })
                }
              >
                Add zone
              </Button>
            </Box>
          </Stack>

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

/** A file's text (FileReader: what every browser, and jsdom, has). */
function readText(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(file);
  });
}
