import { ASYNC_COMMIT_SQL } from '../../infra/database/async-commit.sql';
import { IMAGE_JSON_SQL } from '../media/image-json.sql';
import type { VariantPrices } from '../products/pricing';
import { VARIANT_JSON_SQL } from '../products/product-json.sql';
import {
  APPLY_CODE_CTES,
  cartCodeQuoteSql,
  type CartCodeQuote,
  CUSTOMER_CART_ITEMS,
} from '../promotions/discount-codes.service';
import type { CartProductDto } from './dto/cart.dto';

/** One cart line as the cart reads it: the prices to sum, and the product as CartProductDto. */
export interface CartLineRow extends VariantPrices {
  id: number;
  quantity: number;
  product: CartProductDto;
}

/** The cart as one row: its lines, and what its code gives it now (none without a code). */
export interface CartRow {
  lines: CartLineRow[];
  code: CartCodeQuote | null;
}

/**
 * The customer's cart lines, oldest first, and its code's quote (cartCodeQuoteSql), in one
 * statement without entities: PostgreSQL builds each line's product (all its pictures, the size in
 * the cart). Parameters: the user id four times (the lines', then the quote's).
 */
export const CART_SQL = cartRowSql(CUSTOMER_CART_ITEMS);

/**
 * A code applied and the cart read with the code's quote, in one statement (APPLY_CODE_CTES): no
 * code in the row when no such code. A cart write: committed without waiting for the disk
 * (ASYNC_COMMIT_SQL). Parameters: those of APPLY_CODE_CTES, the user id, then ASYNC_COMMIT_SQL's.
 */
export const APPLY_CODE_SQL = `with ${APPLY_CODE_CTES}
${cartRowSql(CUSTOMER_CART_ITEMS, 'select * from quote')}, ${ASYNC_COMMIT_SQL}`;

/**
 * A size added to the cart (or its quantity raised), never beyond stock, and the cart read as
 * changed, in one statement: `added` is the line written (none when refused), `cart_now` the
 * customer's lines with it, read for the answer as CART_SQL reads the table (a statement of its
 * own to read the cart cost a round trip and PostgreSQL's setting up of a second statement).
 * A cart write: committed without waiting for the disk (ASYNC_COMMIT_SQL). Parameters: the user
 * id, the quantity, the size, the quantity (the add), the user id three times (`cart_now`, then the
 * code's quote), then ASYNC_COMMIT_SQL's.
 */
export const ADD_TO_CART_SQL = `with added as (
    insert into cart_items (user_id, variant_id, quantity, created_at)
    select ?::int, v.id, ?::int, now() from product_variants v where v.id = ? and v.stock >= ?
    on conflict (user_id, variant_id) do update set quantity = cart_items.quantity + excluded.quantity
    where cart_items.quantity + excluded.quantity <= (select stock from product_variants where id = excluded.variant_id)
    returning *),
  cart_now as (
    select * from ${CUSTOMER_CART_ITEMS} c where not exists (select from added a where a.id = c.id)
    union all
    select * from added)
${cartRowSql('cart_now')}, exists (select from added) as added, ${ASYNC_COMMIT_SQL}`;

/**
 * The cart as one row (CartRow) of the lines of `items`, its code quoted by `codeSql` (by default,
 * the cart's code on those lines): parameters those of `items`, then codeSql's.
 */
function cartRowSql(items: string, codeSql = cartCodeQuoteSql(items)) {
  return `select coalesce((select json_agg(line order by line."createdAt", line.id) from (${cartLinesSql(items)}) line),
                '[]'::json) as lines,
       (select row_to_json(q) from (${codeSql}) q) as code`;
}

function cartLinesSql(items: string) {
  return `select c.id, c.quantity, c.created_at as "createdAt",
       v.original_price_paise as "originalPricePaise", v.discount_price_paise as "discountPricePaise",
       json_build_object(
         'id', p.id,
         'name', p.name,
         'images', coalesce((
           select json_agg(${IMAGE_JSON_SQL} order by i.position, i.id)
             from product_images i join uploads u on u.id = i.upload_id
            where i.product_id = p.id), '[]'::json),
         'variant', ${VARIANT_JSON_SQL}) as product
  from ${items} c
  join product_variants v on v.id = c.variant_id
  join products p on p.id = v.product_id`;
}
