import { IMAGE_FIELDS_SQL } from '../media/image-json.sql';
import { CHARGED_PAISE_SQL, PERCENT_OFF_SQL } from './pricing';

/**
 * The catalogue's read model: PostgreSQL assembles each product's JSON (ProductDto's shape) itself,
 * so a page of products reaches the client without one entity being built in Node. Writes still go
 * through MikroORM entities. The shape must stay ProductDto's: the read-model spec compares the two.
 */

/** An ISO 8601 UTC timestamp with milliseconds, as JSON.stringify writes a Date. */
export const isoTimestamp = (column: string) =>
  `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * Paise to rupees as a JSON number: float8 division is the very IEEE division JavaScript does, and
 * PostgreSQL prints the shortest round-trip form, so 199950 becomes 1999.5 on both sides.
 */
export const rupees = (paise: string) => `(${paise})::float8 / 100`;

/** VariantDto as JSON for the variant aliased `v`. */
export const VARIANT_JSON_SQL = `json_build_object(
  'id', v.id, 'size', v.size, 'color', v.color, 'colorHexCode', v.color_hex_code, 'stock', v.stock,
  'version', v.version, 'originalPrice', ${rupees('v.original_price_paise')},
  'discountPrice', ${rupees('v.discount_price_paise')},
  'price', ${rupees(CHARGED_PAISE_SQL)}, 'percentOff', ${PERCENT_OFF_SQL})`;

/** ProductDto as JSON for the product aliased `p` and its category aliased `c`. */
export const PRODUCT_JSON_SQL = `json_build_object(
  'id', p.id,
  'name', p.name,
  'isBestSeller', p.is_best_seller,
  'hsnCode', p.hsn_code,
  'gstRate', (p.gst_rate_bp / 100.0)::float8,
  'description', p.description,
  'category', json_build_object('id', c.id, 'name', c.name, 'slug', c.slug),
  'categoryId', c.id,
  'images', coalesce((
    select json_agg(json_build_object('id', i.id, ${IMAGE_FIELDS_SQL}, 'uploadId', u.id) order by i.position, i.id)
      from product_images i join uploads u on u.id = i.upload_id
     where i.product_id = p.id), '[]'::json),
  'variants', coalesce((
    select json_agg(${VARIANT_JSON_SQL} order by v.position, v.id)
      from product_variants v
     where v.product_id = p.id), '[]'::json),
  'version', p.version,
  'createdAt', ${isoTimestamp('p.created_at')},
  'updatedAt', ${isoTimestamp('p.updated_at')})`;
