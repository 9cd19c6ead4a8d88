import type { DiscountProblem } from '@satchel/shared';
import { type PostalAddressFields, postalAddressJsonSql } from '../addresses/postal-address.embeddable';
import { STOCK_NOTICE_BY_PROCESS_SQL } from '../../infra/cache/catalogue-cache';
import { CompanyDetails } from '../company/company-details.entity';
import { IMAGE_JSON_SQL } from '../media/image-json.sql';
import { deliveryQuoteSql } from '../delivery/delivery-quote.sql';
import { CHARGED_PAISE_SQL } from '../products/pricing';
import type { OrderLineFields } from './dto/order.dto';
import type { DeliveryStatus, PaymentStatus } from './order.entity';

/** The company's details as an order keeps them for its invoice (OrderSeller); none before the shop wrote them. */
export const SELLER_JSON_SQL = `select jsonb_build_object('name', c.name, 'address', c.address, 'pincode', c.pincode,
                                 'email', c.email, 'phone', c.phone, 'gstin', c.gstin, 'stateCode', c.state_code,
                                 'registrationType', c.registration_type)
                              from company_details c where c.id = ${CompanyDetails.ID}`;

/** Whether the cart's code (the CTE `code`) is a free-delivery code that applies. */
const CODE_WAIVES_CHARGE = 'coalesce((select free_delivery from code where problem is null), false)';

/** What the placing statement tells: the order it wrote, or why it wrote none. */
export interface PlaceOrderRow {
  /** The order an earlier request with the same idempotency key placed. */
  earlierId: number | null;
  addressFound: boolean;
  cartLines: number;
  /** The delivery quote for the address (deliveryQuoteSql), null without one; an order is written only when both hold. */
  serviceable: boolean | null;
  codAllowed: boolean | null;
  codLimitPaise: number | null;
  /** The rest is null unless an order was written. */
  id: number | null;
  totalPaise: number | null;
  deliveryChargePaise: number | null;
  codFeePaise: number | null;
  expectedDeliveryDate: string | null;
  paymentStatus: PaymentStatus | null;
  deliveryStatus: DeliveryStatus | null;
  /** Whether the address has a state from the list (an old one may not); no order is written without one. */
  stateKnown: boolean;
  taxPaise: number | null;
  /** Why the cart's code gives nothing now (DISCOUNT_PROBLEMS); no order is written then. */
  codeProblem: DiscountProblem | null;
  codeName: string | null;
  codeMinOrderPaise: number | null;
  discountCode: string | null;
  codeDiscountPaise: number | null;
  address: PostalAddressFields;
  lines: OrderLineFields[] | null;
}

/**
 * Places an order in ONE statement, so it is its own transaction and the size rows it takes stock
 * from stay locked only from its stock update to its commit, never across a round trip to Node:
 * with many customers buying one size, how long that row stays locked is what bounds checkout.
 *
 * In order: lock and read the customer's cart (a second checkout of theirs waits here, then finds
 * the cart emptied), look up the address and an earlier order with the same key, and quote the
 * delivery to the address (deliveryQuoteSql: charge, COD fee, whether it is served and within the
 * COD limit); when there is an address that takes the order, a cart and no earlier order, take the
 * stock first (`placed` is written only once `taken` has answered; satchel_take_stock locks the
 * sizes in id order, so crossed carts never deadlock), then write the order (lines priced from the
 * catalogue), count the code's use and empty the cart. A size short of stock breaks
 * `product_variants_stock_check`, a code past its limit `discount_code_uses_usage_check`, and the
 * whole statement rolls back. The rows other orders update too (a size's stock, a code's uses) are
 * updated by functions (Migration20261129190000; the uses', Migration20261201010000): a recheck
 * after waiting for one sets up only the function's small statement, not every CTE of this one.
 * `confirmationSql` adds the CTEs owing the confirmation e-mail of the order CTE `placed`. The
 * stock trigger sends no NOTIFY for it: the caller tells other processes (CatalogueCache.checkoutTookStock).
 *
 * Parameters: user id, address id, idempotency key and request fingerprint (or nulls), payment method, the time of
 * placement, its day in India, then those of `confirmationSql`.
 */
export function placeOrderSql(confirmationSql: string): string {
  return `with input as (
    select ?::int as user_id, ?::int as address_id, ?::varchar as idempotency_key, ?::varchar as idempotency_fingerprint,
           ?::payment_method as payment_method, ?::timestamptz as placed_at, ?::date as placed_day,
           -- Set before the stock is taken: \`taken\` reads it first.
           ${STOCK_NOTICE_BY_PROCESS_SQL} as stock_notice),
  cart as materialized (
    select c.id, c.quantity, c.created_at, v.id as variant_id, v.product_id, p.name as product_name, v.size, v.color,
           v.original_price_paise, ${CHARGED_PAISE_SQL} as unit_price_paise, p.category_id, p.hsn_code, p.gst_rate_bp,
           (select i.upload_id from product_images i where i.product_id = p.id order by i.position, i.id limit 1)
             as image_id
      from cart_items c
      join product_variants v on v.id = c.variant_id
      join products p on p.id = v.product_id
     where c.user_id = (select user_id from input)
       for update of c),
  address as (
    select a.* from addresses a, input
     where a.id = input.address_id and a.user_id = input.user_id),
  lines as (
    select jsonb_agg(jsonb_build_object('id', id, 'productId', product_id, 'categoryId', category_id,
                                        'hsnCode', hsn_code, 'rateBp', gst_rate_bp,
                                        'unitPricePaise', unit_price_paise, 'quantity', quantity)) as json
      from cart),
  -- What the cart's code gives it now: a row per eligible line with its share, then the whole (no
  -- line id), or one row naming why it gives nothing (satchel_discount_quote, decision 14).
  code_quote as materialized (
    select q.* from input, satchel_discount_quote(
      (select d.code_id from cart_discount_codes d where d.user_id = input.user_id), input.user_id,
      (select json from lines), input.placed_at) q),
  code as (select * from code_quote where cart_item_id is null),
  -- The items' value after the code, on which delivery (free-above) and the COD limit are quoted.
  items as (
    select coalesce(sum(unit_price_paise::bigint * quantity), 0)::bigint
             - coalesce((select discount_paise from code where problem is null), 0) as paise
      from cart),
  -- A free-delivery code waives the charge: the quote's total and COD judgement leave it out.
  quote as (
    select q.* from address a, items
     cross join lateral (${deliveryQuoteSql('a.postal_code', 'a.state', 'items.paise', CODE_WAIVES_CHARGE)}) q),
  -- Each line's tax on its amount after its share of the code, then the delivery and COD charges'
  -- (less a waived charge) at the highest rate of the lines (satchel_cart_tax, decisions 13, 14).
  cart_tax as materialized (
    select t.* from satchel_cart_tax((select json from lines), (select state_code from address),
      (select charge_paise + cod_fee_paise - waived_paise from quote),
      (select jsonb_object_agg(cart_item_id, discount_paise) from code_quote where cart_item_id is not null)) t),
  earlier as (
    select o.id from orders o, input
     where o.user_id = input.user_id and o.idempotency_key = input.idempotency_key),
  -- The stock, taken by satchel_take_stock: called only when the order will be written, and
  -- before it is, as \`placed\` waits for its answer.
  taken as materialized (
    select satchel_take_stock(array_agg(variant_id order by variant_id), array_agg(quantity order by variant_id))
             as sizes
      from cart
     where (select stock_notice from input) is not null
       and exists (select from quote where serviceable and cod_allowed)
       and not exists (select from code where problem is not null)
       and exists (select from address where state_code is not null) and not exists (select from earlier)
       -- Every line's tax is worked out before the sizes are locked, not while they are held.
       and exists (select from cart_tax where cart_item_id is null)
    having count(*) > 0),
  placed as (
    insert into orders (user_id, payment_method, total_paise, delivery_charge_paise, cod_fee_paise, customer_name,
                        seller, address_line1, address_line2, city, state, state_code, postal_code,
                        expected_delivery_date, idempotency_key, idempotency_fingerprint, created_at, updated_at,
                        tax_paise, charges_gst_rate_bp, charges_taxable_paise, charges_cgst_paise, charges_sgst_paise,
                        charges_igst_paise, discount_code_id, discount_code, code_discount_paise)
    select input.user_id, input.payment_method, quote.total_paise, quote.charge_paise,
           quote.cod_fee_paise,
           -- Names left to their defaults (both the username, as registering sets them) are the username once.
           (select left(case when u.first_name = u.username and u.last_name = u.username then u.username
                             else trim(u.first_name || ' ' || u.last_name) end, 200)
              from users u where u.id = input.user_id),
           (${SELLER_JSON_SQL}),
           a.address_line1, a.address_line2, a.city, a.state, a.state_code, a.postal_code,
           input.placed_day + quote.days, input.idempotency_key, input.idempotency_fingerprint, input.placed_at,
           input.placed_at,
           (select sum(cgst_paise + sgst_paise + igst_paise) from cart_tax),
           ct.rate_bp, ct.taxable_paise, ct.cgst_paise, ct.sgst_paise, ct.igst_paise,
           code.code_id, code.code, coalesce(code.discount_paise, 0) + quote.waived_paise
      -- A code that gives this order nothing (a free-delivery code where delivery is free anyway)
      -- is not kept on it, so this order uses none of the code's limits.
      from input, address a, quote cross join cart_tax ct
      left join code on coalesce(code.discount_paise, 0) + quote.waived_paise > 0
     where ct.cart_item_id is null and exists (select from taken)
    returning id, user_id, total_paise, tax_paise, delivery_charge_paise, cod_fee_paise, expected_delivery_date,
              payment_status, delivery_status, discount_code_id, discount_code, code_discount_paise),
  -- The code's use, counted as the order is written: past its limit, discount_code_uses_usage_check
  -- fails and the whole statement rolls back (decision 14).
  redeemed as materialized (
    select satchel_count_code_use(placed.discount_code_id, placed.code_discount_paise) as id
      from placed where placed.discount_code_id is not null),
  -- Written after the code's uses row is updated (and so after a concurrent order with the code
  -- has committed): its trigger checks the per-customer limit and first-orders-only against that.
  redemption as (
    insert into discount_code_redemptions (order_id, code_id, user_id, created_at)
    select placed.id, placed.discount_code_id, placed.user_id, input.placed_at
      from placed join redeemed on redeemed.id = placed.discount_code_id, input),
  code_cleared as (
    delete from cart_discount_codes where user_id = (select user_id from input) and exists (select from placed)),
  placed_lines as (
    insert into order_lines (order_id, product_id, variant_id, product_name, size, color, image_id,
                             original_price_paise, unit_price_paise, quantity, hsn_code, gst_rate_bp, taxable_paise,
                             cgst_paise, sgst_paise, igst_paise, code_discount_paise)
    select placed.id, cart.product_id, cart.variant_id, cart.product_name, cart.size, cart.color, cart.image_id,
           cart.original_price_paise, cart.unit_price_paise, cart.quantity, t.hsn_code, t.rate_bp, t.taxable_paise,
           t.cgst_paise, t.sgst_paise, t.igst_paise, t.discount_paise
      from placed, cart join cart_tax t on t.cart_item_id = cart.id
     order by cart.created_at, cart.id
    returning *),
  emptied as (
    delete from cart_items where id = any(array(select id from cart)) and exists (select from placed)),
  ${confirmationSql}
  select (select id from earlier) as "earlierId",
         exists (select from address) as "addressFound",
         (select count(*) from cart)::int as "cartLines",
         exists (select from address where state_code is not null) as "stateKnown",
         placed.tax_paise::float8 as "taxPaise",
         (select serviceable from quote),
         (select cod_allowed from quote) as "codAllowed",
         (select problem from code) as "codeProblem", (select code from code) as "codeName",
         (select min_order_paise::float8 from code) as "codeMinOrderPaise",
         placed.discount_code as "discountCode", placed.code_discount_paise::float8 as "codeDiscountPaise",
         (select cod_limit_paise::float8 from quote) as "codLimitPaise",
         -- float8 holds every total orders_total_check allows exactly, and pg reads it as a number
         placed.id, placed.total_paise::float8 as "totalPaise",
         placed.delivery_charge_paise::float8 as "deliveryChargePaise", placed.cod_fee_paise::float8 as "codFeePaise",
         to_char(placed.expected_delivery_date, 'YYYY-MM-DD') as "expectedDeliveryDate",
         placed.payment_status as "paymentStatus", placed.delivery_status as "deliveryStatus",
         (select ${postalAddressJsonSql('a')} from address a) as address,
         (select json_agg(json_build_object(
                   'id', l.id, 'quantity', l.quantity, 'productId', l.product_id, 'productName', l.product_name,
                   'variantId', l.variant_id, 'size', l.size, 'color', l.color,
                   'originalPricePaise', l.original_price_paise, 'unitPricePaise', l.unit_price_paise,
                   'hsnCode', l.hsn_code, 'gstRateBp', l.gst_rate_bp, 'codeDiscountPaise', l.code_discount_paise,
                   'image', (select ${IMAGE_JSON_SQL} from uploads u where u.id = l.image_id))
                 order by l.id)
            from placed_lines l) as lines
    from (select) as one left join placed on true`;
}

/** The first size (in id order) of the customer's cart that has less stock than the cart wants. */
export const SHORT_CART_LINE_SQL = `select p.name, v.size, v.color, v.stock
    from cart_items c
    join product_variants v on v.id = c.variant_id
    join products p on p.id = v.product_id
   where c.user_id = ? and v.stock < c.quantity
   order by v.id
   limit 1`;
