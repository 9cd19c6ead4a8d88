import RefreshIcon from '@mui/icons-material/Refresh';
import ReplayIcon from '@mui/icons-material/Replay';
import {
  Alert,
  Box,
  Button,
  LinearProgress,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNotify } from 'react-admin';
import { formatShopDateTime, WEBHOOK_MESSAGES } from '@satchel/shared';
import { errorMessage } from '@satchel/shared/web';
import { api } from '../api/client';
import type { WebhookAttempt } from './webhookRules';

/** Attempts read at a time: the first page, then each "Load more". */
export const ATTEMPTS_PER_PAGE = 25;
/**
 * After a send (test event, resend) the log is read at once and again after these delays: the
 * attempt is made by a job moments later, and should appear without pressing Refresh.
 */
export const FOLLOW_UP_MS = [1000, 3000] as const;

const OUTCOME_COLOURS = {
  delivered: 'success.main',
  failed: 'error.main',
  skipped: 'text.secondary',
} as const satisfies Record<WebhookAttempt['outcome'], string>;

/**
 * How the attempt went, in words: a failed one says when its delivery tries again, if it does
 * (its delivery's own status, pending until then, read as if the attempt itself were).
 */
export function outcomeOf(attempt: WebhookAttempt): string {
  if (attempt.outcome === 'delivered') return 'Delivered';
  if (attempt.outcome === 'skipped') return 'Not sent';
  return attempt.retryAt ? `Failed, retrying at ${formatShopDateTime(attempt.retryAt)}` : 'Failed';
}

/** Long text (an error, an answer's first 500 characters) wraps where it must, rather than running out of its cell. */
const WRAPPING = { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' } as const;

/** The total from `Content-Range: attempts 0-24/42`, else what is known. */
function totalOf(response: Response, atLeast: number): number {
  const total = Number(response.headers.get('Content-Range')?.split('/').pop());
  return Number.isFinite(total) ? total : atLeast;
}

/** What the endpoint answered: its HTTP status, or why no answer came. */
const answerOf = (attempt: WebhookAttempt) =>
  attempt.statusCode !== null
    ? `HTTP ${attempt.statusCode}${attempt.error ? ` · ${attempt.error}` : ''}`
    : (attempt.error ?? 'No answer');

/**
 * An endpoint's delivery log, newest attempt first, read from the API a page at a time ("Load more"),
 * with Refresh, and a Resend per row (the delivery's event again, as a new delivery). `version`
 * changing (a test event sent) reads it afresh, and again as the attempt is being made.
 */
export function DeliveryLog({ endpointId, version = 0 }: { endpointId: number; version?: number }) {
  const notify = useNotify();
  const small = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const [attempts, setAttempts] = useState<WebhookAttempt[]>([]);
  const [total, setTotal] = useState(0);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string>();
  const [resending, setResending] = useState<number | null>(null);
  // A refresh overtakes a "Load more" still on its way: only the latest read counts.
  const latest = useRef(0);

  const load = useCallback(
    async (from: number) => {
      const read = ++latest.current;
      setLoading(true);
      const { data, error, response } = await api.GET('/api/admin/webhooks/{id}/attempts', {
        params: { path: { id: endpointId }, query: { range: JSON.stringify([from, from + ATTEMPTS_PER_PAGE - 1]) } },
      });
      if (read !== latest.current) return;
      setLoading(false);
      if (!data) {
        setError(errorMessage(error, 'Failed to fetch the delivery log.'));
        return;
      }
      setError(undefined);
      setTotal(totalOf(response, from + data.length));
      // Attempts made since the first page push the older ones down: none is listed twice.
      setAttempts((shown) =>
        from === 0 ? data : [...shown, ...data.filter((attempt) => !shown.some((old) => old.id === attempt.id))],
      );
    },
    [endpointId],
  );

  const followUps = useRef<ReturnType<typeof setTimeout>[]>([]);
  const follow = useCallback(() => {
    void load(0);
    followUps.current.forEach(clearTimeout);
    followUps.current = FOLLOW_UP_MS.map((delay) => setTimeout(() => void load(0), delay));
  }, [load]);
  useEffect(() => () => followUps.current.forEach(clearTimeout), []);

  useEffect(() => {
    if (version) follow();
    else void load(0);
  }, [load, follow, version]);

  const resend = async (attempt: WebhookAttempt) => {
    setResending(attempt.id);
    const { data, error } = await api.POST('/api/admin/webhooks/deliveries/{id}/resend', {
      params: { path: { id: attempt.deliveryId } },
    });
    setResending(null);
    if (!data) {
      notify(errorMessage(error, 'Failed to resend the delivery.'), { type: 'error' });
      return;
    }
    notify(WEBHOOK_MESSAGES.resent, { type: 'success' });
    follow();
  };

  return (
    <Box component="section" aria-labelledby="delivery-log-title" sx={{ p: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography variant="h6" id="delivery-log-title" sx={{ flexGrow: 1 }}>
          Delivery log
        </Typography>
        <Button size="small" startIcon={<RefreshIcon />} onClick={() => void load(0)} disabled={loading}>
          Refresh
        </Button>
      </Box>
      {loading && <LinearProgress aria-label="Loading the delivery log" sx={{ my: 1 }} />}
      {error && (
        <Alert severity="error" sx={{ my: 1 }}>
          {error}
        </Alert>
      )}
      {!loading && !error && attempts.length === 0 && (
        <Typography variant="body2" color="text.secondary" sx={{ my: 1 }}>
          Nothing has been sent to this endpoint yet.
        </Typography>
      )}
      {attempts.length > 0 && (
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label="Delivery log">
            <TableHead>
              <TableRow>
                {small ? (
                  <TableCell>Attempt</TableCell>
                ) : (
                  <>
                    <TableCell>Time</TableCell>
                    <TableCell>Event</TableCell>
                    <TableCell align="right">Attempt</TableCell>
                  </>
                )}
                <TableCell>Result</TableCell>
                {!small && <TableCell align="right">Response time</TableCell>}
                {!small && <TableCell>Response</TableCell>}
                <TableCell />
              </TableRow>
            </TableHead>
            <TableBody>
              {attempts.map((attempt) => {
                const outcome = (
                  <Typography variant="body2" sx={{ color: OUTCOME_COLOURS[attempt.outcome], fontWeight: 500 }}>
                    {outcomeOf(attempt)}
                  </Typography>
                );
                const answer = (
                  <Typography variant="body2" sx={WRAPPING}>
                    {answerOf(attempt)}
                  </Typography>
                );
                const response = attempt.responseExcerpt && (
                  <Typography variant="body2" sx={{ ...WRAPPING, fontFamily: 'monospace' }}>
                    {attempt.responseExcerpt}
                  </Typography>
                );
                return (
                  <TableRow key={attempt.id}>
                    {small ? (
                      // On a phone the row's facts stack in two columns: nothing is cut at the screen's edge.
                      <TableCell sx={{ verticalAlign: 'top' }}>
                        <Typography variant="body2">{formatShopDateTime(attempt.createdAt)}</Typography>
                        <Typography variant="body2" sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}>
                          {attempt.eventType}
                        </Typography>
                        <Typography variant="body2">Attempt {attempt.attempt}</Typography>
                      </TableCell>
                    ) : (
                      <>
                        <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatShopDateTime(attempt.createdAt)}</TableCell>
                        <TableCell sx={{ fontFamily: 'monospace' }}>{attempt.eventType}</TableCell>
                        <TableCell align="right">{attempt.attempt}</TableCell>
                      </>
                    )}
                    <TableCell sx={{ verticalAlign: 'top', minWidth: small ? 0 : 220 }}>
                      {outcome}
                      {answer}
                      {small && response}
                      {small && <Typography variant="body2">{attempt.durationMs} ms</Typography>}
                    </TableCell>
                    {!small && (
                      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                        {attempt.durationMs} ms
                      </TableCell>
                    )}
                    {!small && <TableCell sx={{ maxWidth: 320 }}>{response}</TableCell>}
                    <TableCell sx={{ verticalAlign: 'top', px: small ? 0 : undefined }}>
                      <Button
                        size="small"
                        startIcon={small ? undefined : <ReplayIcon />}
                        disabled={resending !== null}
                        onClick={() => void resend(attempt)}
                        aria-label={`Resend ${attempt.eventType} (delivery ${attempt.deliveryId})`}
                      >
                        Resend
                      </Button>
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        </Box>
      )}
      {attempts.length > 0 && (
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'flex-end', gap: 1, mt: 1 }}>
          <Typography variant="body2">
            Showing {attempts.length} of {total} attempts
          </Typography>
          {attempts.length < total && (
            <Button size="small" onClick={() => void load(attempts.length)} disabled={loading}>
              Load more
            </Button>
          )}
        </Box>
      )}
    </Box>
  );
}
