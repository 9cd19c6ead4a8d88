import { useId, useState, type KeyboardEvent } from 'react';
import { Link } from 'react-router-dom';
import { useCompany } from '../../state/catalogue';
import { PAGE_NAMES } from '@satchel/shared';
import { useDocumentTitle } from '../../lib/document-title';
import './info.css';

/** /refund-policy: six tabs (docs/product.md §2), with the windows of docs/product.md §9. */
export default function RefundPolicyPage() {
  useDocumentTitle(PAGE_NAMES.refundPolicy);
  const company = useCompany();
  const id = useId();
  const tabs = [
    {
      title: 'Overview',
      body: 'You may cancel or return an order within 7 days. Refunds are made within 14 days of our receiving the returned goods.',
    },
    {
      title: 'Cancellation Rights',
      body: 'You may cancel a pending order from your order history, or within 7 days of delivery by contacting us. No reason is needed.',
    },
    {
      title: 'Return Conditions',
      body: 'Goods must be returned unused, in their original packaging, within 7 days. Sale items are not refundable.',
    },
    {
      title: 'Return Process',
      body: 'Write to us with your order number; we will send the return address. You pay the return shipping. We refund within 14 days of receiving the goods.',
    },
    {
      title: 'Gift Returns',
      body: 'A gift sent straight to you may be returned the same way; the refund goes to the person who paid for it.',
    },
    {
      title: 'Contact',
      body: `Questions about a return: ${[company?.email, company?.phone].filter(Boolean).join(', ') || 'see Contact Us'}.`,
    },
  ];
  const [active, setActive] = useState(0);

  function onKeyDown(event: KeyboardEvent) {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    const next = (active + step + tabs.length) % tabs.length;
    setActive(next);
    document.getElementById(`${id}-tab-${next}`)?.focus();
  }

  return (
    <article className="info-page">
      <h1>{PAGE_NAMES.refundPolicy}</h1>
      <div className="tabs" role="tablist" aria-label="Refund policy" onKeyDown={onKeyDown}>
        {tabs.map((tab, index) => (
          <button
            key={tab.title}
            id={`${id}-tab-${index}`}
            type="button"
            role="tab"
            aria-selected={index === active}
            aria-controls={`${id}-panel`}
            tabIndex={index === active ? 0 : -1}
            onClick={() => setActive(index)}
          >
            {tab.title}
          </button>
        ))}
      </div>
      <div id={`${id}-panel`} role="tabpanel" aria-labelledby={`${id}-tab-${active}`} className="tabs__panel">
        <h2>{tabs[active].title}</h2>
        <p>{tabs[active].body}</p>
        {tabs[active].title === 'Contact' && <Link to="/contact-us">Contact Us</Link>}
      </div>
    </article>
  );
}
