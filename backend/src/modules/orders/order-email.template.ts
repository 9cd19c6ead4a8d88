import {
  formatPaise,
  formatShopDate,
  GST_LABELS,
  orderChargeLines,
  PAYMENT_WORDS,
  shipmentText,
  trackingUrl,
} from '@satchel/shared';
import { escapeHtml } from '../../common/text/escape-html';
import { PostalAddressFields, postalAddressLines } from '../addresses/postal-address.embeddable';
import type { User } from '../users/user.entity';
import { OrderEmailKind } from './order-email.entity';
import type { OrderLine } from './order-line.entity';
import { DeliveryStatus, type Order } from './order.entity';

export interface EmailShop {
  name: string;
  /** A `cid:` URL of the attached logo, when there is one. */
  logoSrc?: string;
  email?: string;
  phone?: string;
  url: string;
}

/** What an e-mail about an order says of it: the order as placed, its customer's name, its lines. */
export interface EmailOrder
  extends Pick<
    Order,
    | 'id'
    | 'totalPaise'
    | 'deliveryStatus'
    | 'expectedDeliveryDate'
    | 'deliveryChargePaise'
    | 'codFeePaise'
    | 'discountCode'
    | 'codeDiscountPaise'
    | 'taxPaise'
    | 'carrier'
    | 'trackingNumber'
  > {
  deliveredOn: Date | string | null;
  deliveryAddress: PostalAddressFields;
  user: Pick<User, 'firstName'>;
  lines: readonly Pick<OrderLine, 'productName' | 'size' | 'color' | 'quantity' | 'unitPricePaise'>[];
}

export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
}

/** The e-mails this template writes: the ones about the order's own status. */
type OrderStatusEmailKind =
  | OrderEmailKind.CONFIRMATION
  | OrderEmailKind.SHIPPED
  | OrderEmailKind.DELIVERED
  | OrderEmailKind.CANCELED;

const HEADLINES: Record<OrderStatusEmailKind, (order: EmailOrder) => { subject: string; lead: string }> = {
  // Says where the order stands when it is sent: it may have moved on while the e-mail waited.
  CONFIRMATION: (order) => ({
    subject: `Your order #${order.id} is confirmed`,
    lead: {
      PENDING: `Thank you for your order. We are packing it now and you will pay ${formatPaise(order.totalPaise)} in cash when it arrives.`,
      SHIPPED: `Thank you for your order. It has already shipped: please keep ${formatPaise(order.totalPaise)} ready to pay on delivery.`,
      DELIVERED: 'Thank you for your order. It has already been delivered and paid.',
      CANCELED:
        'Thank you for your order. It has since been cancelled: nothing is owed, and nothing will be delivered.',
    }[order.deliveryStatus],
  }),
  SHIPPED: (order) => ({
    subject: `Your order #${order.id} is on its way`,
    lead: `Good news: your order has shipped. Please keep ${formatPaise(order.totalPaise)} ready to pay on delivery.`,
  }),
  DELIVERED: (order) => ({
    subject: `Your order #${order.id} has been delivered`,
    lead: 'Your order has been delivered and paid. We hope you enjoy it.',
  }),
  CANCELED: (order) => ({
    subject: `Your order #${order.id} has been cancelled`,
    lead: 'Your order has been cancelled. Nothing is owed, and the items are back on our shelves.',
  }),
};

/**
 * The e-mail about an order, as HTML (inline styles only: mail clients drop style sheets) and as
 * plain text.
 */
export function renderOrderEmail(kind: OrderEmailKind, order: EmailOrder, shop: EmailShop): RenderedEmail {
  const headline = HEADLINES[kind as OrderStatusEmailKind];
  if (!headline) throw new Error(`No order template for ${kind} e-mails`);
  const { subject, lead } = headline(order);
  const address = postalAddressLines(order.deliveryAddress);
  const delivery =
    order.deliveredOn || kind === OrderEmailKind.CANCELED
      ? undefined
      : `Expected delivery: ${formatShopDate(order.expectedDeliveryDate)}`;
  const greeting = `Hello ${order.user.firstName},`;
  const contact = contactLine(shop);
  // What the order charged besides its items, as placed.
  const charges = orderChargeLines(order.deliveryChargePaise, order.codFeePaise, {
    code: order.discountCode,
    discountPaise: order.codeDiscountPaise,
  });
  // Prices include GST: a shop charging it says how much of the total it is.
  const gst = order.taxPaise > 0 ? ([GST_LABELS.includedGst, formatPaise(order.taxPaise)] as const) : undefined;
  // A cancelled order's total is what it came to; nothing is to be paid on delivery.
  const totalLabel =
    order.deliveryStatus === DeliveryStatus.CANCELED
      ? `Total (${PAYMENT_WORDS.cancelled.toLowerCase()})`
      : 'Total (cash on delivery)';
  const tracking = shipmentLine(order);
  const trackingLink = kind === OrderEmailKind.SHIPPED || kind === OrderEmailKind.CONFIRMATION ? tracking : undefined;

  const text = [
    shop.name,
    '',
    greeting,
    '',
    lead,
    '',
    `Order #${order.id}`,
    ...order.lines.map(
      (line) =>
        `- ${line.productName} (Size: ${line.size}, Colour: ${line.color}) × ${line.quantity}: ${formatPaise(line.unitPricePaise * line.quantity)}`,
    ),
    ...charges.map(([label, amount]) => `${label}: ${amount}`),
    `${totalLabel}: ${formatPaise(order.totalPaise)}`,
    ...(gst ? [`${gst[0]}: ${gst[1]}`] : []),
    '',
    'Delivery address:',
    ...address,
    ...(delivery ? ['', delivery] : []),
    ...(trackingLink ? ['', trackingLink.text + (trackingLink.url ? `: ${trackingLink.url}` : '')] : []),
    '',
    `Your orders: ${shop.url}/myaccount/order`,
    ...(contact ? ['', contact] : []),
  ].join('\n');

  const cell = 'padding:8px 0;border-bottom:1px solid #eee;';
  const rows = order.lines
    .map(
      (line) => `<tr>
  <td style="${cell}">${escapeHtml(line.productName)}<br><span style="color:#777;font-size:13px">Size: ${escapeHtml(line.size)} · Colour: ${escapeHtml(line.color)} · Qty: ${line.quantity} × ${formatPaise(line.unitPricePaise)}</span></td>
  <td style="${cell}text-align:right;white-space:nowrap">${formatPaise(line.unitPricePaise * line.quantity)}</td>
</tr>`,
    )
    .join('\n');
  const header = logoHeader(shop);
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;background:#f6f3ef;font-family:Arial,Helvetica,sans-serif;color:#222">
<div style="max-width:600px;margin:0 auto;background:#fff;padding:24px">
<p>${header}</p>
<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(lead)}</p>
<h2 style="font-size:18px">Order #${order.id}</h2>
<table style="width:100%;border-collapse:collapse" role="presentation">
${rows}
${charges.map(([label, amount]) => `<tr><td style="${cell}">${label}</td><td style="${cell}text-align:right;white-space:nowrap">${amount}</td></tr>`).join('\n')}
<tr><td style="padding:12px 0;font-weight:bold">${totalLabel}</td><td style="padding:12px 0;font-weight:bold;text-align:right;white-space:nowrap">${formatPaise(order.totalPaise)}</td></tr>
${gst ? `<tr><td style="color:#777;font-size:13px">${gst[0]}</td><td style="color:#777;font-size:13px;text-align:right;white-space:nowrap">${gst[1]}</td></tr>` : ''}
</table>
<h3 style="font-size:15px">Delivery address</h3>
<p>${address.map(escapeHtml).join('<br>')}</p>
${delivery ? `<p>${escapeHtml(delivery)}</p>` : ''}
${trackingLink ? `<p>${escapeHtml(trackingLink.text)}${trackingLink.url ? ` · <a href="${escapeHtml(trackingLink.url)}" style="color:#7b3f00">Track your parcel</a>` : ''}</p>` : ''}
<p><a href="${escapeHtml(shop.url)}/myaccount/order" style="color:#7b3f00">See your orders</a></p>
${contact ? `<p style="color:#777;font-size:13px">${escapeHtml(contact)}</p>` : ''}
</div>
</body></html>`;

  return { subject, html, text };
}

/** The shipment and the carrier's tracking page, once the shop has given its carrier or AWB. */
function shipmentLine(order: EmailOrder): { text: string; url: string | null } | undefined {
  if (!order.carrier && !order.trackingNumber) return undefined;
  return { text: shipmentText(order), url: trackingUrl(order.carrier, order.trackingNumber) };
}

/** What a short e-mail about an order says: a lead, a table of amounts, more paragraphs. */
export interface NoticeContent {
  subject: string;
  greeting: string;
  lead: string;
  heading: string;
  rows: (readonly [label: string, amount: string])[];
  paragraphs: string[];
  link: { text: string; path: string };
}

/** A short e-mail in the shop's layout (as HTML and text): a return's steps use it. */
export function renderNotice(content: NoticeContent, shop: EmailShop): RenderedEmail {
  const url = `${shop.url}${content.link.path}`;
  const contact = contactLine(shop);
  const text = [
    shop.name,
    '',
    content.greeting,
    '',
    content.lead,
    '',
    content.heading,
    ...content.rows.map(([label, amount]) => `- ${label}${amount ? `: ${amount}` : ''}`),
    ...content.paragraphs.flatMap((paragraph) => ['', paragraph]),
    '',
    `${content.link.text}: ${url}`,
    ...(contact ? ['', contact] : []),
  ].join('\n');
  const cell = 'padding:8px 0;border-bottom:1px solid #eee;';
  const header = logoHeader(shop);
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(content.subject)}</title></head>
<body style="margin:0;background:#f6f3ef;font-family:Arial,Helvetica,sans-serif;color:#222">
<div style="max-width:600px;margin:0 auto;background:#fff;padding:24px">
<p>${header}</p>
<p>${escapeHtml(content.greeting)}</p>
<p>${escapeHtml(content.lead)}</p>
<h2 style="font-size:18px">${escapeHtml(content.heading)}</h2>
<table style="width:100%;border-collapse:collapse" role="presentation">
${content.rows.map(([label, amount]) => `<tr><td style="${cell}">${escapeHtml(label)}</td><td style="${cell}text-align:right;white-space:nowrap">${escapeHtml(amount)}</td></tr>`).join('\n')}
</table>
${content.paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('\n')}
<p><a href="${escapeHtml(url)}" style="color:#7b3f00">${escapeHtml(content.link.text)}</a></p>
${contact ? `<p style="color:#777;font-size:13px">${escapeHtml(contact)}</p>` : ''}
</div>
</body></html>`;
  return { subject: content.subject, html, text };
}

/** The top of every e-mail: the attached logo, or the shop's name. */
function logoHeader(shop: EmailShop): string {
  return shop.logoSrc
    ? `<img src="${escapeHtml(shop.logoSrc)}" alt="${escapeHtml(shop.name)}" style="max-height:48px;max-width:200px">`
    : `<strong style="font-size:22px">${escapeHtml(shop.name)}</strong>`;
}

/** "Questions? 98200 12345 · hello@…", or '' when the shop gave neither. */
function contactLine(shop: EmailShop): string {
  return shop.phone || shop.email ? `Questions? ${[shop.phone, shop.email].filter(Boolean).join(' · ')}` : '';
}
