import { useId, useState, type FormEvent } from 'react';
import { DISCOUNT_LABELS, formatRupees } from '@satchel/shared';
import { useCart, type Cart } from '../state/cart';
import './DiscountCodeForm.css';

/** "Have a code?": applies a discount code to the cart, or shows the one applied with Remove. */
export function DiscountCodeForm() {
  const { cart, applyCode, removeCode } = useCart();
  const id = useId();
  const [draft, setDraft] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  if (!cart) return null;

  if (cart.code) {
    return (
      <p className="discount-code discount-code--applied">
        <span>{DISCOUNT_LABELS.line(cart.code.code)}</span>
        <button type="button" className="button button--outline" onClick={() => void removeCode()}>
          {DISCOUNT_LABELS.remove}
        </button>
      </p>
    );
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!draft.trim()) return;
    setBusy(true);
    const refusal = await applyCode(draft.trim());
    setBusy(false);
    setProblem(refusal);
    if (!refusal) setDraft('');
  };

  // Why the cart's last answer dropped its code (a change took it below its minimum, say).
  const shown = problem ?? (draft ? null : cart.codeMessage);
  return (
    <form className="discount-code" onSubmit={(event) => void submit(event)} noValidate>
      <label htmlFor={`${id}-code`}>{DISCOUNT_LABELS.field}</label>
      <div className="discount-code__row">
        <input
          id={`${id}-code`}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={32}
          value={draft}
          aria-invalid={shown ? true : undefined}
          aria-describedby={shown ? `${id}-problem` : undefined}
          onChange={(event) => {
            setDraft(event.target.value);
            setProblem(null);
          }}
        />
        <button type="submit" className="button button--outline" disabled={busy}>
          {DISCOUNT_LABELS.apply}
        </button>
      </div>
      {shown && (
        <p id={`${id}-problem`} className="discount-code__problem" role="alert">
          {shown}
        </p>
      )}
    </form>
  );
}

/** The code's line in an order summary, beside the discount: "Code DIWALI10  −₹150.00". */
export function CodeSummaryLine({ code }: { code: Cart['code'] }) {
  if (!code) return null;
  return (
    <>
      <dt>{DISCOUNT_LABELS.line(code.code)}</dt>
      <dd>{code.freeDelivery ? DISCOUNT_LABELS.freeDelivery : `−${formatRupees(code.discount)}`}</dd>
    </>
  );
}
