import { useEffect, useState } from 'react';
import {
  formatRupees,
  formatShopDate,
  REFUND_METHOD_LABELS,
  RETURN_REASON_LABELS,
  RETURN_STATUS_LABELS,
} from '@satchel/shared';
import { downloadReturnCreditNote } from '@satchel/shared/web';
import { api, type components } from '../../api/client';
import { useToast } from '../../state/toasts';
import './OrdersPage.css';

type Return = components['schemas']['ReturnDto'];

/** /myaccount/returns: the customer's returns, newest first, with where each stands. */
export default function ReturnsPage() {
  const toast = useToast();
  const [returns, setReturns] = useState<Return[] | null>(null);

  useEffect(() => {
    void api.GET('/api/returns/my').then(({ data }) => setReturns(data ?? []));
  }, []);

  if (returns === null) return <div className="page-loading" aria-busy="true" />;
  return (
    <section aria-labelledby="returns-title">
      <h1 id="returns-title">Returns</h1>
      {returns.length === 0 ? (
        <p className="empty-state">You have not returned anything. Delivered orders can be returned from Order.</p>
      ) : (
        <ul className="order-list">
          {returns.map((entity) => (
            <li key={entity.id} className="order-row" aria-label={`Return #${entity.id}`}>
              <div className="order-row__head">
                <span className="order-row__id">
                  Return #{entity.id} · Order #{entity.orderId}
                </span>
                <span>{formatShopDate(entity.requestedAt)}</span>
                <span className={`status status--return-${entity.status.toLowerCase()}`}>
                  {RETURN_STATUS_LABELS[entity.status]}
                </span>
                {/* A rejected return owes nothing: no amount beside it. */}
                <strong>
                  {entity.status === 'REJECTED' ? '—' : formatRupees(entity.refund?.amount ?? entity.refundable)}
                </strong>
              </div>
              <div className="order-row__body">
                <ul>
                  {entity.items.map((item) => (
                    <li key={item.id}>
                      {item.productName} (Size: {item.size}, Colour: {item.color}) × {item.quantity} ·{' '}
                      {RETURN_REASON_LABELS[item.reason]}
                    </li>
                  ))}
                </ul>
                {entity.note && <p>Note from the shop: {entity.note}</p>}
                {entity.refund ? (
                  <p>
                    Refunded {formatRupees(entity.refund.amount)} by {REFUND_METHOD_LABELS[entity.refund.method]} on{' '}
                    {formatShopDate(entity.refund.refundedAt)} (reference {entity.refund.reference})
                  </p>
                ) : (
                  entity.refundDueOn && <p>Refund due by {formatShopDate(entity.refundDueOn)}</p>
                )}
                {entity.refund?.creditNoteNumber && (
                  <div className="order-row__actions">
                    <button
                      type="button"
                      className="button button--outline"
                      onClick={async () => {
                        const failed = await downloadReturnCreditNote(api, entity.id);
                        if (failed) toast.error(failed);
                      }}
                    >
                      Download credit note
                    </button>
                  </div>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
