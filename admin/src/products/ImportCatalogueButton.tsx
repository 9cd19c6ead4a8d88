import UploadIcon from '@mui/icons-material/Upload';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  LinearProgress,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { useRefresh } from 'react-admin';
import { errorMessage, type components } from '@satchel/shared/web';
import { api } from '../api/client';

type Check = components['schemas']['ImportCheckDto'];
type Import = components['schemas']['CatalogueImportDto'];

/** How often the dialog asks how far an import has come. */
const PROGRESS_POLL_MS = 1000;

/** The file as a multipart body: openapi-fetch sends it as it is. */
const fileBody = (file: File) => ({
  body: { file: '' },
  bodySerializer: () => {
    const form = new FormData();
    form.append('file', file);
    return form;
  },
});

type Step =
  | { name: 'choose'; error?: string }
  | { name: 'checking'; file: File }
  | { name: 'checked'; file: File; check: Check; error?: string }
  | { name: 'importing'; job: Import; error?: string };

/**
 * Imports a catalogue CSV: a dry run first lists every problem by row and column; a file without
 * any is imported by a job on the server, followed here with a progress bar up to its summary.
 */
export function ImportCatalogueButton() {
  const [open, setOpen] = useState(false);
  const [step, setStep] = useState<Step>({ name: 'choose' });
  // The import's POST on its way: a second click must not start a second import.
  const [starting, setStarting] = useState(false);
  const refresh = useRefresh();
  const running = step.name === 'importing' && isRunning(step.job);
  // Counts the dialog's openings: an answer that comes after its dialog was closed is dropped.
  const opening = useRef(0);

  const choose = async (file: File | undefined) => {
    if (!file) return;
    const asked = opening.current;
    setStep({ name: 'checking', file });
    const { data, error } = await api.POST('/api/admin/products/import/check', fileBody(file));
    if (asked !== opening.current) return;
    setStep(data ? { name: 'checked', file, check: data } : { name: 'choose', error: errorMessage(error) });
  };

  const start = async (file: File, check: Check) => {
    const asked = opening.current;
    setStarting(true);
    const { data, error } = await api.POST('/api/admin/products/import', fileBody(file));
    setStarting(false);
    if (asked !== opening.current) return; // the import runs on; the dialog no longer follows it
    setStep(data ? { name: 'importing', job: data } : { name: 'checked', file, check, error: errorMessage(error) });
  };

  const jobId = step.name === 'importing' ? step.job.id : undefined;
  useEffect(() => {
    if (jobId === undefined || !running) return;
    const timer = setTimeout(async () => {
      const { data, error } = await api.GET('/api/admin/products/imports/{id}', { params: { path: { id: jobId } } });
      setStep((current) =>
        current.name !== 'importing'
          ? current
          : data
            ? { name: 'importing', job: data }
            : { ...current, error: errorMessage(error) },
      );
      if (data && !isRunning(data)) refresh();
    }, PROGRESS_POLL_MS);
    return () => clearTimeout(timer);
  }, [jobId, running, step, refresh]);

  const close = () => {
    opening.current += 1;
    setOpen(false);
    setStep({ name: 'choose' });
  };

  return (
    <>
      <Button size="small" startIcon={<UploadIcon />} onClick={() => setOpen(true)}>
        Import CSV
      </Button>
      <Dialog open={open} onClose={close} fullWidth maxWidth="md" aria-labelledby="import-title">
        <DialogTitle id="import-title">Import products from CSV</DialogTitle>
        <DialogContent>
          {(step.name === 'choose' || step.name === 'checked') && (
            <Box sx={{ mb: 2 }}>
              <Typography variant="body2" sx={{ mb: 1 }}>
                The file has the columns of Export CSV. Products are matched by name; pictures are left as they are;
                what sold since the export is taken off its stock.
              </Typography>
              <Button component="label" variant="outlined">
                {step.name === 'checked' ? 'Choose another file' : 'Choose a CSV file'}
                <input
                  hidden
                  type="file"
                  accept=".csv,text/csv"
                  aria-label="CSV file"
                  onChange={(event) => {
                    const file = event.target.files?.[0];
                    // Emptied, so choosing the same file again (corrected since) reads it again.
                    event.target.value = '';
                    void choose(file);
                  }}
                />
              </Button>
            </Box>
          )}
          {step.name === 'checking' && <LinearProgress aria-label="Checking the file" />}
          {step.name === 'checked' && <CheckResult check={step.check} />}
          {step.name === 'importing' && <Progress job={step.job} />}
          {running && (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              The import continues on the server if you close this window.
            </Typography>
          )}
          {'error' in step && step.error && (
            <Alert severity="error" sx={{ mt: 2 }}>
              {step.error}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>{step.name === 'importing' ? 'Close' : 'Cancel'}</Button>
          {step.name === 'checked' && (
            <Button
              variant="contained"
              disabled={starting || step.check.problems.length > 0 || step.check.products === 0}
              onClick={() => void start(step.file, step.check)}
            >
              Import {step.check.products} products
            </Button>
          )}
        </DialogActions>
      </Dialog>
    </>
  );
}

function CheckResult({ check }: { check: Check }) {
  if (check.problems.length) {
    return (
      <>
        <Alert severity="error" sx={{ mb: 1 }}>
          The file has {check.problems.length} problem{check.problems.length === 1 ? '' : 's'}: nothing was written.
          Correct them and choose the file again.
        </Alert>
        <Table size="small" aria-label="Problems">
          <TableHead>
            <TableRow>
              <TableCell>Row</TableCell>
              <TableCell>Column</TableCell>
              <TableCell>Problem</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {check.problems.map((problem, index) => (
              <TableRow key={index}>
                <TableCell>{problem.row}</TableCell>
                <TableCell>{problem.column}</TableCell>
                <TableCell>{problem.message}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </>
    );
  }
  return (
    <Alert severity="success">
      No problems found: {check.newProducts} new, {check.updatedProducts} updated and {check.unchangedProducts}{' '}
      unchanged products, {check.variants} sizes.
      {check.newCategories.length > 0 && ` New categories: ${check.newCategories.join(', ')}.`}
    </Alert>
  );
}

/** Queued or running: its job has more to write. */
const isRunning = (job: Import) => job.status === 'queued' || job.status === 'running';

const PROGRESS_LABELS: Record<Import['status'], string> = {
  queued: 'Importing',
  running: 'Importing',
  done: 'Import finished',
  stopped: 'Import stopped',
};

function Progress({ job }: { job: Import }) {
  const percent = job.products ? Math.round((job.processed / job.products) * 100) : 100;
  return (
    <>
      <LinearProgress variant="determinate" value={percent} aria-label="Import progress" />
      <Typography variant="body2" sx={{ mt: 1 }}>
        {PROGRESS_LABELS[job.status]}: {job.processed} of {job.products} products
      </Typography>
      {job.status === 'stopped' && (
        <Alert severity="error" sx={{ mt: 2 }}>
          The import stopped before its end: the server could not go on writing. The products before it stopped were
          written; import the file again to finish (they are updated, not added twice).
        </Alert>
      )}
      {job.status === 'done' && (
        <>
          <Alert severity={job.failed.length ? 'warning' : 'success'} sx={{ mt: 2 }}>
            {job.created} created, {job.updated} updated, {job.unchanged} unchanged, {job.failed.length} failed.
          </Alert>
          {job.failed.length > 0 && (
            <Table size="small" aria-label="Failed products">
              <TableHead>
                <TableRow>
                  <TableCell>Product</TableCell>
                  <TableCell>Rows</TableCell>
                  <TableCell>Reason</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {job.failed.map((failure) => (
                  <TableRow key={failure.product}>
                    <TableCell>{failure.product}</TableCell>
                    <TableCell>{failure.rows.join(', ')}</TableCell>
                    <TableCell>{failure.message}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
        </>
      )}
    </>
  );
}
