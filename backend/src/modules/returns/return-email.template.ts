import {
  addDays,
  formatPaise,
  formatShopDate,
  REFUND_DAYS,
  REFUND_METHOD_LABELS,
  RETURN_REASON_LABELS,
  shopDate,
  type ReturnStatus,
} from '@satchel/shared';
import { EmailShop, NoticeContent, RenderedEmail, renderNotice } from '../orders/order-email.template';
import { OrderReturn } from './order-return.entity';

/** What each step's e-mail says; the return's lines and refund are loaded. */
const STEPS: Record<ReturnStatus, (entity: OrderReturn) => { subject: string; lead: string; paragraphs: string[] }> = {
  REQUESTED: (entity) => ({
    subject: `We have your return request #${entity.id} for order #${entity.order.id}`,
    lead: 'We have your request to return the items below. We will look at it and e-mail you with what happens next.',
    paragraphs: [],
  }),
  APPROVED: (entity) => ({
    subject: `Your return #${entity.id} is approved`,
    lead: 'Your return is approved. Please pack the items below with their tags and send them to us; as our refund policy says, the return shipping is yours to pay.',
    paragraphs: entity.staffNote ? [`A note from us: ${entity.staffNote}`] : [],
  }),
  REJECTED: (entity) => ({
    subject: `Your return #${entity.id} was not accepted`,
    lead: 'We are sorry: we cannot accept this return.',
    paragraphs: [`Why: ${entity.staffNote}`],
  }),
  RECEIVED: (entity) => ({
    subject: `We have received your return #${entity.id}`,
    lead: `The items below are back with us. We will refund up to ${formatPaise(refundable(entity))} by ${formatShopDate(addDays(shopDate(entity.receivedAt ?? new Date()), REFUND_DAYS))}.`,
    paragraphs: entity.staffNote ? [`A note from us: ${entity.staffNote}`] : [],
  }),
  REFUNDED: (entity) => ({
    subject: `Your refund for return #${entity.id}`,
    lead: `We have refunded ${formatPaise(entity.refundPaise ?? 0)} by ${REFUND_METHOD_LABELS[entity.refundMethod ?? 'OTHER']} (reference ${entity.refundReference ?? ''}).`,
    paragraphs: [
      ...(entity.creditNote ? [`Credit note ${entity.creditNote.number} records it against your tax invoice.`] : []),
      ...(entity.staffNote ? [`A note from us: ${entity.staffNote}`] : []),
    ],
  }),
};

const refundable = (entity: OrderReturn) =>
  entity.lines.getItems().reduce((sum, line) => sum + line.refundablePaise, 0);

/**
 * The e-mail for a return's step `status`, in the order e-mails' layout. It is rendered when sent,
 * from the return as it is then; the lines' refunded amounts show only in the refund's own e-mail,
 * so a RECEIVED e-mail sent late, after the refund, still says what may be refunded. (The staff
 * note is one column: such a late e-mail shows the latest note.)
 */
export function renderReturnEmail(status: ReturnStatus, entity: OrderReturn, shop: EmailShop): RenderedEmail {
  const { subject, lead, paragraphs } = STEPS[status](entity);
  const refunded = status === 'REFUNDED';
  const content: NoticeContent = {
    subject,
    greeting: `Hello ${entity.user.firstName},`,
    lead,
    heading: `Return #${entity.id} of order #${entity.order.id}`,
    rows: entity.lines
      .getItems()
      .map(
        (line) =>
          [
            `${line.orderLine.productName} (Size: ${line.orderLine.size}, Colour: ${line.orderLine.color}) × ${line.quantity} · ${RETURN_REASON_LABELS[line.reason]}`,
            formatPaise((refunded ? line.refundPaise : null) ?? line.refundablePaise),
          ] as const,
      ),
    paragraphs,
    link: { text: 'See your returns', path: '/myaccount/returns' },
  };
  return renderNotice(content, shop);
}
