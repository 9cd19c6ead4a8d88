import { useEffect, useId, useState, type FormEvent } from 'react';
import {
  DELIVERY_LABELS,
  DELIVERY_MESSAGES,
  formatRupees,
  formatShopDay,
  POSTAL_CODE,
  POSTAL_CODE_LENGTH,
} from '@satchel/shared';
import { useDeliveryQuote, type DeliveryQuote } from '../lib/useDeliveryQuote';
import { rememberPincode, useDeliveryPincode } from '../state/deliveryPincode';
import './DeliveryCheck.css';

/** 'Delivery to 411001 by Mon, 30 Nov · Cash on Delivery available', and what delivery costs. */
export function deliveryPromise(quote: DeliveryQuote): string {
  if (!quote.serviceable) return quote.message ?? DELIVERY_MESSAGES.notServiceable(quote.pincode);
  const cod = quote.cod ? 'Cash on Delivery available' : 'Cash on Delivery not available for this amount';
  return `Delivery to ${quote.pincode} by ${formatShopDay(quote.expectedDeliveryDate)} · ${cod}`;
}

/**
 * Delivery to the pincode remembered this session, for an order of `value` rupees (its charge
 * waived with `freeDelivery`, a free-delivery code in the cart).
 */
export function useRememberedQuote(
  value: number,
  { enabled = true, freeDelivery = false }: { enabled?: boolean; freeDelivery?: boolean } = {},
): DeliveryQuote | null | undefined {
  const pincode = useDeliveryPincode();
  return useDeliveryQuote(enabled ? pincode : '', value, freeDelivery);
}

export function chargeText(quote: DeliveryQuote): string {
  return quote.charge > 0
    ? `${DELIVERY_LABELS.charge} ${formatRupees(quote.charge)}`
    : `${DELIVERY_LABELS.free} delivery`;
}

/**
 * The product page's and cart's pincode box: remembers the pincode typed for the session, and
 * shows `quote`, the page's delivery check for the remembered pincode (useRememberedQuote).
 */
export function DeliveryCheck({ quote }: { quote: DeliveryQuote | null | undefined }) {
  const remembered = useDeliveryPincode();
  const [draft, setDraft] = useState(remembered);
  const [problem, setProblem] = useState<string>();
  const id = useId();
  useEffect(() => setDraft(remembered), [remembered]);

  function submit(event: FormEvent) {
    event.preventDefault();
    const pincode = draft.trim();
    if (!POSTAL_CODE.test(pincode)) {
      setProblem(DELIVERY_MESSAGES.pincodeFormat);
      return;
    }
    setProblem(undefined);
    rememberPincode(pincode);
  }

  return (
    <form className="delivery-check" onSubmit={submit} noValidate>
      <label htmlFor={`${id}-pincode`}>Check delivery</label>
      <div className="delivery-check__row">
        <input
          id={`${id}-pincode`}
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={POSTAL_CODE_LENGTH}
          placeholder="Enter pincode"
          value={draft}
          aria-invalid={problem ? true : undefined}
          aria-describedby={`${id}-result`}
          onChange={(event) => setDraft(event.target.value.replace(/\D/g, ''))}
        />
        <button type="submit" className="button button--outline">
          Check
        </button>
      </div>
      <p id={`${id}-result`} className="delivery-check__result" aria-live="polite">
        {problem ? (
          <span className="delivery-check__problem">{problem}</span>
        ) : quote ? (
          <>
            <span className={quote.serviceable ? undefined : 'delivery-check__problem'}>{deliveryPromise(quote)}</span>
            {quote.serviceable && <span className="delivery-check__charge">{chargeText(quote)}</span>}
          </>
        ) : null}
      </p>
    </form>
  );
}

/**
 * The order summary's delivery lines (the charge, and the COD fee when there is one) and its
 * total: the quote's when there is one, else the items' with delivery still to be worked out.
 */
export function SummaryWithDelivery({
  itemsTotal,
  quote,
  unknown,
}: {
  itemsTotal: number;
  /** With a free-delivery code, the quote asked with its charge waived (`freeDelivery`). */
  quote: DeliveryQuote | null | undefined;
  /** What the delivery line says before there is a quote. */
  unknown: string;
}) {
  const served = quote?.serviceable ? quote : undefined;
  return (
    <>
      <dt>{DELIVERY_LABELS.charge}</dt>
      <dd>
        {served
          ? served.charge > 0
            ? formatRupees(served.charge)
            : DELIVERY_LABELS.free
          : quote
            ? DELIVERY_MESSAGES.notDeliverable
            : unknown}
      </dd>
      {served && served.codFee > 0 && (
        <>
          <dt>{DELIVERY_LABELS.codFee}</dt>
          <dd>{formatRupees(served.codFee)}</dd>
        </>
      )}
      <dt className="order-summary__total">Total</dt>
      <dd className="order-summary__total">{formatRupees(served ? served.total : itemsTotal)}</dd>
    </>
  );
}
