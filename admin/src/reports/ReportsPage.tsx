import { Box, Button, Card, CardContent, Stack, TextField, Typography } from '@mui/material';
import { shopDate } from '@satchel/shared';
import { errorMessage, saveDownload } from '@satchel/shared/web';
import { useState, type FormEvent } from 'react';
import { Title, useNotify } from 'react-admin';
import { api } from '../api/client';

/** The first day of this month and today, in India: the period a report opens with. */
export function thisMonth(today = shopDate(new Date())): { from: string; to: string } {
  return { from: `${today.slice(0, 8)}01`, to: today };
}

/** Reports for the accountant: the GST report of a period, as the CSV the API writes (docs/product.md §17). */
export function ReportsPage() {
  const notify = useNotify();
  const [period, setPeriod] = useState(thisMonth);
  const [busy, setBusy] = useState(false);

  const download = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      const { data, error, response } = await api.GET('/api/admin/reports/gst', {
        params: { query: period },
        parseAs: 'blob',
      });
      if (!data) notify(errorMessage(error, 'Could not download the report'), { type: 'error' });
      else saveDownload(data, response, `gst-${period.from}-to-${period.to}.csv`);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card sx={{ mt: 2, maxWidth: 720 }}>
      <Title title="Reports" />
      <CardContent component="form" onSubmit={download}>
        <Typography variant="h6">GST report</Typography>
        <Typography variant="body2" color="text.secondary" gutterBottom>
          B2C supplies by place of supply and rate, and the HSN summary: the tax invoices issued in the period less its
          credit notes, ready for GSTR-1.
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ my: 2 }}>
          <TextField
            type="date"
            label="From"
            value={period.from}
            onChange={(event) => setPeriod((current) => ({ ...current, from: event.target.value }))}
            slotProps={{ inputLabel: { shrink: true } }}
            required
          />
          <TextField
            type="date"
            label="To"
            value={period.to}
            onChange={(event) => setPeriod((current) => ({ ...current, to: event.target.value }))}
            slotProps={{ inputLabel: { shrink: true } }}
            required
          />
        </Stack>
        <Box>
          <Button type="submit" variant="contained" disabled={busy}>
            Download GST report
          </Button>
        </Box>
      </CardContent>
    </Card>
  );
}
