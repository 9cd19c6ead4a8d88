import { IMAGE_JSON_SQL } from '../media/image-json.sql';
import type { VariantPrices } from '../products/pricing';
import { VARIANT_JSON_SQL } from '../products/product-json.sql';
import { APPLY_CODE_CTES, CART_CODE_QUOTE_SQL, type CartCodeQuote } from '../promotions/discount-codes.service';
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
 * The customer's cart lines, oldest first, and its code's quote (CART_CODE_QUOTE_SQL), in one
 * statement without entities: PostgreSQL builds each line's product (all its pictures, the size in
 * the cart). Parameters: the user id four times (the lines', then the quote's).
 */
export const CART_SQL = cartRowSql(CART_CODE_QUOTE_SQL);

/**
 * A code applied and the cart read with the code's quote, in one statement (APPLY_CODE_CTES): no
 * code in the row when no such code. Parameters: those of APPLY_CODE_CTES, then the user id.
 */
export const APPLY_CODE_SQL = `with ${APPLY_CODE_CTES}
${cartRowSql('select * from quote')}`;

/** The cart as one row (CartRow), its code quoted by `codeSql`: parameters the user id, then codeSql's. */
function cartRowSql(codeSql: string) {
  return `select coalesce((select json_agg(line order by line."createdAt", line.id) from (${cartLinesSql()}) line),
                '[]'::json) as lines,
       (select row_to_json(q) from (${codeSql}) q) as code`;
}

function cartLinesSql() {
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
  from cart_items c
  join product_variants v on v.id = c.variant_id
  join products p on p.id = v.product_id
 where c.user_id = ?`;
}
