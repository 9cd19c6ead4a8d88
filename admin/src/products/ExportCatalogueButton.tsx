import DownloadIcon from '@mui/icons-material/Download';
import { Button } from '@mui/material';
import { useState } from 'react';
import { useNotify } from 'react-admin';
import { errorMessage, saveDownload } from '@satchel/shared/web';
import { api } from '../api/client';

/** The whole catalogue as the API's CSV (one row per size), not react-admin's export of the page shown. */
export function ExportCatalogueButton() {
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const exportCsv = async () => {
    setBusy(true);
    try {
      const { data, error, response } = await api.GET('/api/admin/products/export', { parseAs: 'blob' });
      if (data) saveDownload(data, response, 'products.csv');
      else notify(errorMessage(error, 'Could not export the catalogue'), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button size="small" startIcon={<DownloadIcon />} onClick={() => void exportCsv()} disabled={busy}>
      Export CSV
    </Button>
  );
}
