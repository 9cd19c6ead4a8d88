import { IMAGE_JSON_SQL } from '../media/image-json.sql';
import type { VariantPrices } from '../products/pricing';
import { VARIANT_JSON_SQL } from '../products/product-json.sql';
import type { CartProductDto } from './dto/cart.dto';

/** One cart line as the cart reads it: the prices to sum, and the product as CartProductDto. */
export interface CartLineRow extends VariantPrices {
  id: number;
  quantity: number;
  product: CartProductDto;
}

/**
 * The customer's cart lines (`?` is the user id), oldest first, in one statement without entities:
 * PostgreSQL builds each line's product (all its pictures, the size in the cart).
 */
export const CART_LINES_SQL = `select c.id, c.quantity,
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
 where c.user_id = ?
 order by c.created_at, c.id`;
