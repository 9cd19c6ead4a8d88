import type { EntityManager } from '@mikro-orm/postgresql';
import { executePrepared } from '../../infra/database/prepared-statement';
import { postalAddressJsonSql } from '../addresses/postal-address.embeddable';
import { CompanyDetails } from '../company/company-details.entity';
import { type OrderEmailKind, STATUS_EMAIL } from './order-email.entity';
import type { EmailOrder } from './order-email.template';

/** An e-mail to send, with what it needs: its order (as the template takes it) and the shop's details. */
export interface OrderEmailToSend {
  id: number;
  kind: OrderEmailKind;
  returnId: number | null;
  sent: boolean;
  skipped: boolean;
  /** Who held the e-mail's claim as it was read, if anyone (see OrderEmail.claimedBy). */
  claimedBy: string | null;
  /** Whether the statement that read it took it (claimOrderEmail). */
  claimed: boolean;
  order: EmailOrder & { user: { email: string } };
  /** Null until the admin has saved the company's details. */
  shop: {
    name: string;
    email: string | null;
    phone: string | null;
    logo: { filename: string; contentType: string } | null;
  } | null;
}

/**
 * Takes an unsent e-mail for a sender until its lease runs out (values: the sender, the lease in
 * ms, the e-mail's id, then those of `condition`): one compare-and-set on the database's clock, so
 * two runs racing for it cannot both win.
 */
function takeOrderEmailSql(condition: string): string {
  return `update order_emails set claimed_by = ?, claimed_until = now() + (?::float8 * interval '1 millisecond')
     where id = ? and sent_at is null and skipped_at is null and ${condition}
     returning id`;
}

/** Takes it when it is free, its lease has run out, or it is still held by the claimer given (known dead). */
export const TAKE_ORDER_EMAIL_SQL = takeOrderEmailSql(
  '(claimed_by is null or claimed_until <= now() or claimed_by = ?)',
);

/**
 * The e-mail to send, with its order and the shop's details, read as plain rows: the e-mail job
 * sends several a second while customers check out, and loading them as entities (the order with
 * its customer and lines, the company with its logo) cost more CPU than the rest of sending it
 * (docs/performance.md). With `claim`, the same statement also takes the e-mail for a sender when
 * no one holds it, unless it is a status e-mail, which is looked at first (OrderEmailJob); the row
 * still says who held it before.
 */
function orderEmailSql(claim: boolean): string {
  const statusKinds = Object.values(STATUS_EMAIL)
    .map((kind) => `'${kind}'`)
    .join(', ');
  const claimed = claim
    ? `with claimed as (${takeOrderEmailSql(`(claimed_by is null or claimed_until <= now()) and kind not in (${statusKinds})`)})
       `
    : '';
  return `${claimed}select e.id, e.kind, e.return_id as "returnId", e.sent_at is not null as sent,
       e.skipped_at is not null as skipped, e.claimed_by as "claimedBy",
       ${claim ? 'exists (select from claimed)' : 'false'} as claimed,
       json_build_object(
         'id', o.id, 'totalPaise', o.total_paise, 'deliveryStatus', o.delivery_status,
         'expectedDeliveryDate', to_char(o.expected_delivery_date, 'YYYY-MM-DD'), 'deliveredOn', o.delivered_on,
         'deliveryChargePaise', o.delivery_charge_paise, 'codFeePaise', o.cod_fee_paise,
         'discountCode', o.discount_code, 'codeDiscountPaise', o.code_discount_paise, 'taxPaise', o.tax_paise,
         'carrier', o.carrier, 'trackingNumber', o.tracking_number,
         'deliveryAddress', ${postalAddressJsonSql('o')},
         'user', json_build_object('firstName', u.first_name, 'email', u.email),
         'lines', (select coalesce(json_agg(json_build_object(
                            'productName', l.product_name, 'size', l.size, 'color', l.color,
                            'quantity', l.quantity, 'unitPricePaise', l.unit_price_paise) order by l.id), '[]')
                     from order_lines l where l.order_id = o.id)) as "order",
       (select json_build_object('name', c.name, 'email', c.email, 'phone', c.phone,
                                 'logo', case when logo.id is null then null
                                              else json_build_object('filename', logo.filename, 'contentType', logo.content_type) end)
          from company_details c left join uploads logo on logo.id = c.logo_id
         where c.id = ${CompanyDetails.ID}) as shop
  from order_emails e
  join orders o on o.id = e.order_id
  join users u on u.id = o.user_id
 where e.id = ?`;
}

const ORDER_EMAIL_SQL = orderEmailSql(false);
const CLAIM_ORDER_EMAIL_SQL = orderEmailSql(true);

/** The e-mail with its order and the shop's details, as they are now; undefined when it is gone. */
export async function orderEmailToSend(em: EntityManager, orderEmailId: number): Promise<OrderEmailToSend | undefined> {
  const [email] = await executePrepared<OrderEmailToSend>(em, ORDER_EMAIL_SQL, [orderEmailId]);
  return email;
}

/**
 * As orderEmailToSend, taking the e-mail for `claimer` for `leaseMs` when it is unsent, no one
 * holds it and it says no status (`claimed` says whether it was taken).
 */
export async function claimOrderEmail(
  em: EntityManager,
  orderEmailId: number,
  claimer: string,
  leaseMs: number,
): Promise<OrderEmailToSend | undefined> {
  const [email] = await executePrepared<OrderEmailToSend>(em, CLAIM_ORDER_EMAIL_SQL, [
    claimer,
    leaseMs,
    orderEmailId,
    orderEmailId,
  ]);
  return email;
}
