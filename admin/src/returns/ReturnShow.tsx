import {
  Box,
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  MenuItem,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useState, type ReactNode } from 'react';
import { Link, Show, useCreatePath, useNotify, useRecordContext, useUpdate } from 'react-admin';
import { formatRupees, formatShopDate, formatShopDateTime, RETURN_MESSAGES, type RefundMethod } from '@satchel/shared';
import { downloadReturnCreditNote } from '@satchel/shared/web';
import { api } from '../api/client';
import { HistoryButton } from '../audit-log/HistoryButton';
import { failureMessage } from '../lib/failureMessage';
import { ReturnStatusChip } from './ReturnList';
import { destinationText, METHOD_CHOICES, reasonText, refundText, type Return, type ReturnStep } from './returnRules';

/** A return and its next step (docs/product.md §19): approve or reject, receive (restocking), record the refund. */
export function ReturnShow() {
  return (
    <Show title={<ReturnTitle />} actions={false}>
      <ReturnDetails />
    </Show>
  );
}

function ReturnTitle() {
  const entity = useRecordContext<Return>();
  return <>{entity ? `Return #${entity.id}` : 'Return'}</>;
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ mb: 1.5 }}>
      <Typography variant="subtitle2">{label}</Typography>
      <Typography component="div">{children}</Typography>
    </Box>
  );
}

function ReturnDetails() {
  const entity = useRecordContext<Return>();
  const notify = useNotify();
  const createPath = useCreatePath();
  if (!entity) return null;
  const orderLink = `${createPath({ resource: 'order', type: 'list' })}?filter=${encodeURIComponent(JSON.stringify({ q: `#${entity.orderId}` }))}`;
  return (
    <Box sx={{ p: 2 }}>
      <Stack direction="row" spacing={1} alignItems="center" sx={{ mb: 2 }}>
        <Typography variant="h6" component="h2">
          Return #{entity.id} of <Link to={orderLink}>order #{entity.orderId}</Link>
        </Typography>
        <ReturnStatusChip />
      </Stack>
      <ReturnActions entity={entity} />
      <Fact label="Customer">
        {entity.customer.name} · {entity.customer.email}
      </Fact>
      <Table size="small" sx={{ mb: 2 }}>
        <TableHead>
          <TableRow>
            <TableCell>Item</TableCell>
            <TableCell align="right">Qty</TableCell>
            <TableCell>Reason</TableCell>
            <TableCell>Stock</TableCell>
            <TableCell align="right">Refundable</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {entity.items.map((item) => (
            <TableRow key={item.id}>
              <TableCell>
                {item.productName} ({item.size}, {item.color})
              </TableCell>
              <TableCell align="right">{item.quantity}</TableCell>
              <TableCell>{reasonText(item)}</TableCell>
              <TableCell>
                {item.restockedAt ? `Restocked ${formatShopDate(item.restockedAt)}` : 'Not restocked'}
              </TableCell>
              <TableCell align="right">{formatRupees(item.refundable)}</TableCell>
            </TableRow>
          ))}
          <TableRow>
            <TableCell colSpan={4} align="right">
              <strong>Refundable</strong>
            </TableCell>
            <TableCell align="right">
              <strong>{formatRupees(entity.refundable)}</strong>
            </TableCell>
          </TableRow>
        </TableBody>
      </Table>
      {entity.comment && <Fact label="Customer's comment">{entity.comment}</Fact>}
      {entity.photos.length > 0 && (
        <Fact label="Photos">
          <Stack direction="row" spacing={1}>
            {entity.photos.map((photo, index) => (
              <a key={photo.id} href={photo.url} target="_blank" rel="noreferrer">
                <img
                  src={photo.url}
                  alt={`Photo ${index + 1} of return ${entity.id}`}
                  width={96}
                  height={96}
                  style={{ objectFit: 'cover' }}
                />
              </a>
            ))}
          </Stack>
        </Fact>
      )}
      <Fact label="Refund to">{destinationText(entity)}</Fact>
      {entity.note && <Fact label="Note to the customer">{entity.note}</Fact>}
      <Fact label="Timeline">
        Requested {formatShopDateTime(entity.requestedAt)}
        {entity.decidedAt &&
          ` · ${entity.status === 'REJECTED' ? 'Rejected' : 'Approved'} ${formatShopDateTime(entity.decidedAt)}`}
        {entity.receivedAt && ` · Received ${formatShopDateTime(entity.receivedAt)}`}
        {entity.refundDueOn && !entity.refund && ` · Refund due by ${formatShopDate(entity.refundDueOn)}`}
      </Fact>
      {entity.refund && (
        <Fact label="Refund">
          {refundText(entity)} · {formatShopDateTime(entity.refund.refundedAt)}
          {entity.refund.creditNoteNumber && (
            <>
              {` · Credit note ${entity.refund.creditNoteNumber} `}
              <Button
                size="small"
                onClick={async () => {
                  const failed = await downloadReturnCreditNote(api, entity.id);
                  if (failed) notify(failed, { type: 'error' });
                }}
              >
                Download credit note
              </Button>
            </>
          )}
        </Fact>
      )}
      <HistoryButton entity="return" />
    </Box>
  );
}

type Dialogs = 'reject' | 'receive' | 'refund' | null;

/** The buttons of the return's next step, each saving at once (a dialog first where it needs more). */
function ReturnActions({ entity }: { entity: Return }) {
  const notify = useNotify();
  const [update, { isPending }] = useUpdate<Return>();
  const [open, setOpen] = useState<Dialogs>(null);
  const take = (step: ReturnStep) =>
    update(
      'returns',
      { id: entity.id, data: step as Partial<Return>, previousData: entity },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          setOpen(null);
          notify(RETURN_MESSAGES.updated, { type: 'success' });
        },
        onError: (error) => notify(failureMessage(error, 'Could not update the return'), { type: 'error' }),
      },
    );
  const unrestocked = entity.items.some((item) => !item.restockedAt);
  return (
    <Stack direction="row" spacing={1} sx={{ mb: 2, flexWrap: 'wrap' }}>
      {entity.status === 'REQUESTED' && (
        <>
          <Button variant="contained" disabled={isPending} onClick={() => take({ status: 'APPROVED' })}>
            Approve
          </Button>
          <Button color="error" disabled={isPending} onClick={() => setOpen('reject')}>
            Reject
          </Button>
        </>
      )}
      {entity.status === 'APPROVED' && (
        <Button variant="contained" disabled={isPending} onClick={() => setOpen('receive')}>
          Mark received
        </Button>
      )}
      {entity.status === 'RECEIVED' && (
        <Button variant="contained" disabled={isPending} onClick={() => setOpen('refund')}>
          Record refund
        </Button>
      )}
      {(entity.status === 'RECEIVED' || entity.status === 'REFUNDED') && unrestocked && (
        <Button disabled={isPending} onClick={() => take({ restock: true })}>
          Put back in stock
        </Button>
      )}
      {open === 'reject' && (
        <RejectDialog
          onClose={() => setOpen(null)}
          onSave={(note) => take({ status: 'REJECTED', note })}
          busy={isPending}
        />
      )}
      {open === 'receive' && (
        <ReceiveDialog
          onClose={() => setOpen(null)}
          onSave={(restock) => take({ status: 'RECEIVED', restock })}
          busy={isPending}
        />
      )}
      {open === 'refund' && (
        <RefundDialog
          entity={entity}
          onClose={() => setOpen(null)}
          onSave={(refund) => take({ status: 'REFUNDED', refund })}
          busy={isPending}
        />
      )}
    </Stack>
  );
}

interface StepDialog<T> {
  onClose(): void;
  onSave(value: T): void;
  busy: boolean;
}

function RejectDialog({ onClose, onSave, busy }: StepDialog<string>) {
  const [note, setNote] = useState('');
  const [touched, setTouched] = useState(false);
  const missing = !note.trim();
  return (
    <Dialog open onClose={onClose} fullWidth aria-labelledby="reject-title">
      <DialogTitle id="reject-title">Reject the return</DialogTitle>
      <DialogContent>
        <TextField
          label="Note to the customer"
          value={note}
          onChange={(event) => setNote(event.target.value)}
          onBlur={() => setTouched(true)}
          error={touched && missing}
          helperText={touched && missing ? RETURN_MESSAGES.noteRequired : ' '}
          multiline
          minRows={3}
          fullWidth
          required
          margin="dense"
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button color="error" disabled={busy} onClick={() => (missing ? setTouched(true) : onSave(note.trim()))}>
          Reject
        </Button>
      </DialogActions>
    </Dialog>
  );
}

function ReceiveDialog({ onClose, onSave, busy }: StepDialog<boolean>) {
  const [restock, setRestock] = useState(true);
  return (
    <Dialog open onClose={onClose} fullWidth aria-labelledby="receive-title">
      <DialogTitle id="receive-title">Mark the return received</DialogTitle>
      <DialogContent>
        <FormControlLabel
          control={<Checkbox checked={restock} onChange={(event) => setRestock(event.target.checked)} />}
          label="Put the returned items back in stock"
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" disabled={busy} onClick={() => onSave(restock)}>
          Mark received
        </Button>
      </DialogActions>
    </Dialog>
  );
}

function RefundDialog({
  entity,
  onClose,
  onSave,
  busy,
}: StepDialog<NonNullable<ReturnStep['refund']>> & { entity: Return }) {
  const [amount, setAmount] = useState(String(entity.refundable));
  const [method, setMethod] = useState<RefundMethod>(entity.destination);
  const [reference, setReference] = useState('');
  const value = Number(amount);
  const amountProblem =
    !amount || !Number.isFinite(value) || value <= 0
      ? RETURN_MESSAGES.refundAmount
      : Math.round(value * 100) > Math.round(entity.refundable * 100)
        ? RETURN_MESSAGES.refundTooLarge(Math.round(entity.refundable * 100))
        : undefined;
  const referenceProblem = reference.trim() ? undefined : RETURN_MESSAGES.referenceRequired;
  const [tried, setTried] = useState(false);
  return (
    <Dialog open onClose={onClose} fullWidth aria-labelledby="refund-title">
      <DialogTitle id="refund-title">Record the refund</DialogTitle>
      <DialogContent>
        <Typography variant="body2" sx={{ mb: 1 }}>
          Refund to {destinationText(entity)}
        </Typography>
        <TextField
          label="Amount (₹)"
          value={amount}
          onChange={(event) => setAmount(event.target.value)}
          error={tried && !!amountProblem}
          helperText={(tried && amountProblem) || `At most ${formatRupees(entity.refundable)}`}
          inputMode="decimal"
          fullWidth
          margin="dense"
        />
        <TextField
          select
          label="Paid by"
          value={method}
          onChange={(event) => setMethod(event.target.value as RefundMethod)}
          fullWidth
          margin="dense"
        >
          {METHOD_CHOICES.map((choice) => (
            <MenuItem key={choice.id} value={choice.id}>
              {choice.name}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          label="Reference"
          value={reference}
          onChange={(event) => setReference(event.target.value)}
          error={tried && !!referenceProblem}
          helperText={(tried && referenceProblem) || 'The UPI or bank transaction id'}
          fullWidth
          margin="dense"
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button
          variant="contained"
          disabled={busy}
          onClick={() => {
            setTried(true);
            if (!amountProblem && !referenceProblem) onSave({ amount: value, method, reference: reference.trim() });
          }}
        >
          Record refund
        </Button>
      </DialogActions>
    </Dialog>
  );
}
