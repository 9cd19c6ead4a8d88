import { useEffect, useId, useState, type FormEvent } from 'react';
import {
  formatShopDate,
  MAX_RETURN_COMMENT_LENGTH,
  MAX_RETURN_PHOTOS,
  RETURN_MESSAGES,
  RETURN_REASON_LABELS,
  RETURN_REASONS,
  type RefundDestination,
  type ReturnReason,
} from '@satchel/shared';
import { api, errorMessage, type components } from '../api/client';
import { useToast } from '../state/toasts';
import { Dialog } from './Dialog';
import { FormField } from './FormField';
import './ReturnRequestDialog.css';

type Returnable = components['schemas']['ReturnableDto'];
type ReturnRequest = Omit<components['schemas']['RequestReturnFormSchema'], 'photos'>;

interface Choice {
  quantity: number;
  reason: ReturnReason | '';
}

/**
 * "Return items" on a delivered order (docs/product.md §19): which units, why, where the refund
 * goes, and up to 3 photos. The server checks everything again and its refusals are shown here.
 */
export function ReturnRequestDialog({
  orderId,
  onClose,
  onRequested,
}: {
  orderId: number;
  onClose: () => void;
  onRequested: () => void;
}) {
  const toast = useToast();
  const id = useId();
  const [returnable, setReturnable] = useState<Returnable | null>(null);
  const [chosen, setChosen] = useState<Record<number, Choice>>({});
  const [comment, setComment] = useState('');
  const [destination, setDestination] = useState<RefundDestination>('UPI');
  const [upiId, setUpiId] = useState('');
  const [account, setAccount] = useState({ accountName: '', accountNumber: '', ifsc: '' });
  const [photos, setPhotos] = useState<File[]>([]);
  const [problem, setProblem] = useState<string>();
  const [sending, setSending] = useState(false);

  useEffect(() => {
    void api
      .GET('/api/orders/{id}/returnable', { params: { path: { id: orderId } } })
      .then(({ data, error }) =>
        data ? setReturnable(data) : setProblem(errorMessage(error, 'Could not load the order.')),
      );
  }, [orderId]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const items = Object.entries(chosen).map(([lineId, choice]) => ({
      orderLineId: Number(lineId),
      quantity: choice.quantity,
      reason: choice.reason as ReturnReason,
    }));
    if (!items.length) return setProblem(RETURN_MESSAGES.noItems);
    if (items.some((item) => !item.reason)) return setProblem(RETURN_MESSAGES.reasonRequired);
    const body: ReturnRequest = {
      items,
      comment: comment.trim() || undefined,
      destination,
      ...(destination === 'UPI' ? { upiId: upiId.trim() } : account),
    };
    setSending(true);
    setProblem(undefined);
    const path = { params: { path: { id: orderId } } };
    // With photos the request goes as multipart (items as JSON text); without, as JSON.
    const { data, error } = photos.length
      ? await api.POST('/api/orders/{id}/returns', {
          ...path,
          body: asForm(body, photos) as never,
          bodySerializer: (form) => form as never,
        })
      : await api.POST('/api/orders/{id}/returns', { ...path, body });
    setSending(false);
    if (!data) return setProblem(errorMessage(error, 'Could not send the return request.'));
    toast.success(RETURN_MESSAGES.requested);
    onRequested();
  }

  const lines = returnable?.lines.filter((line) => line.returnable > 0) ?? [];
  // Units a code made free are shown, but the form never offers them: returning them refunds
  // nothing (the API refuses a request that would refund nothing, and takes them beside paid ones).
  const refundable = lines.filter((line) => line.refundable > 0);
  return (
    <Dialog title={`Return items of order #${orderId}`} onClose={onClose}>
      {!returnable ? (
        problem ? (
          <p role="alert">{problem}</p>
        ) : (
          <div className="page-loading" aria-busy="true" />
        )
      ) : !returnable.open || !lines.length ? (
        <p role="alert">{returnable.reason ?? 'Every item of this order has already been returned.'}</p>
      ) : !refundable.length ? (
        <p role="status">{RETURN_MESSAGES.nothingLeftToRefund}</p>
      ) : (
        <form className="return-form" onSubmit={(event) => void submit(event)}>
          {returnable.returnableUntil && (
            <p className="return-form__window">Returns are open until {formatShopDate(returnable.returnableUntil)}.</p>
          )}
          <fieldset>
            <legend>Items to return</legend>
            {lines.map((line) => {
              const choice = chosen[line.orderLineId];
              const name = `${line.productName} (Size: ${line.size}, Colour: ${line.color})`;
              const free = line.refundable <= 0;
              const noteId = `${id}-free-${line.orderLineId}`;
              return (
                <div key={line.orderLineId} className="return-form__line">
                  <label>
                    <input
                      type="checkbox"
                      disabled={free}
                      aria-describedby={free ? noteId : undefined}
                      checked={Boolean(choice)}
                      onChange={(event) =>
                        setChosen(({ [line.orderLineId]: _, ...rest }) =>
                          event.target.checked ? { ...rest, [line.orderLineId]: { quantity: 1, reason: '' } } : rest,
                        )
                      }
                    />
                    {name}
                  </label>
                  {free && (
                    <p id={noteId} className="return-form__free">
                      {RETURN_MESSAGES.freeLine}
                    </p>
                  )}
                  {choice && (
                    <div className="return-form__choice">
                      <label>
                        Quantity
                        <select
                          value={choice.quantity}
                          onChange={(event) =>
                            setChosen((all) => ({
                              ...all,
                              [line.orderLineId]: { ...choice, quantity: Number(event.target.value) },
                            }))
                          }
                        >
                          {Array.from({ length: line.returnable }, (_, index) => index + 1).map((count) => (
                            <option key={count} value={count}>
                              {count}
                            </option>
                          ))}
                        </select>
                      </label>
                      <label>
                        Reason
                        <select
                          value={choice.reason}
                          required
                          onChange={(event) =>
                            setChosen((all) => ({
                              ...all,
                              [line.orderLineId]: { ...choice, reason: event.target.value as ReturnReason },
                            }))
                          }
                        >
                          <option value="">Choose a reason</option>
                          {RETURN_REASONS.map((reason) => (
                            <option key={reason} value={reason}>
                              {RETURN_REASON_LABELS[reason]}
                            </option>
                          ))}
                        </select>
                      </label>
                    </div>
                  )}
                </div>
              );
            })}
          </fieldset>
          <label htmlFor={`${id}-comment`}>Anything to add (optional)</label>
          <textarea
            id={`${id}-comment`}
            value={comment}
            maxLength={MAX_RETURN_COMMENT_LENGTH}
            rows={3}
            onChange={(event) => setComment(event.target.value)}
          />
          <label htmlFor={`${id}-photos`}>Photos (optional, up to {MAX_RETURN_PHOTOS})</label>
          <input
            id={`${id}-photos`}
            type="file"
            accept="image/jpeg,image/png,image/webp"
            multiple
            onChange={(event) => {
              const files = [...(event.target.files ?? [])];
              if (files.length > MAX_RETURN_PHOTOS) setProblem(RETURN_MESSAGES.photosTooMany);
              setPhotos(files.slice(0, MAX_RETURN_PHOTOS));
            }}
          />
          <fieldset>
            <legend>Refund to</legend>
            <label>
              <input
                type="radio"
                name="destination"
                checked={destination === 'UPI'}
                onChange={() => setDestination('UPI')}
              />
              UPI
            </label>
            <label>
              <input
                type="radio"
                name="destination"
                checked={destination === 'BANK'}
                onChange={() => setDestination('BANK')}
              />
              Bank account
            </label>
          </fieldset>
          {destination === 'UPI' ? (
            <FormField
              label="UPI ID *"
              name="upiId"
              required
              value={upiId}
              onValueChange={setUpiId}
              placeholder="name@bank"
            />
          ) : (
            <>
              <FormField
                label="Account holder’s name *"
                name="accountName"
                required
                value={account.accountName}
                onValueChange={(accountName) => setAccount((current) => ({ ...current, accountName }))}
              />
              <FormField
                label="Account number *"
                name="accountNumber"
                required
                inputMode="numeric"
                value={account.accountNumber}
                onValueChange={(accountNumber) => setAccount((current) => ({ ...current, accountNumber }))}
              />
              <FormField
                label="IFSC *"
                name="ifsc"
                required
                value={account.ifsc}
                onValueChange={(ifsc) => setAccount((current) => ({ ...current, ifsc }))}
              />
            </>
          )}
          {problem && (
            <p className="return-form__problem" role="alert">
              {problem}
            </p>
          )}
          <div className="return-form__actions">
            <button type="submit" className="button button--primary" disabled={sending}>
              Request return
            </button>
            <button type="button" className="button button--outline" onClick={onClose}>
              Cancel
            </button>
          </div>
        </form>
      )}
    </Dialog>
  );
}

/** The request as multipart/form-data: its fields as text (items as JSON), and the photos. */
function asForm(body: ReturnRequest, photos: File[]): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(body)) {
    if (value !== undefined) form.append(name, typeof value === 'string' ? value : JSON.stringify(value));
  }
  for (const photo of photos) form.append('photos', photo);
  return form;
}
