import type { components } from '@satchel/shared/web';
import { formatRupees } from '@satchel/shared';
import { chargedPrice, percentOff } from '../lib/money';

type Variant = Pick<components['schemas']['VariantDto'], 'originalPrice' | 'discountPrice'>;

/** The charged price, and the MRP struck through when the variant is discounted (DECISIONS §4). */
export function Price({ variant, quantity = 1 }: { variant: Variant; quantity?: number }) {
  const discounted = percentOff(variant) > 0;
  return (
    <span className="price">
      <span className="price__charged">{formatRupees(chargedPrice(variant) * quantity)}</span>
      {discounted && (
        <s className="price__original">
          <span className="visually-hidden">MRP </span>
          {formatRupees(variant.originalPrice * quantity)}
        </s>
      )}
    </span>
  );
}

/** '17% OFF', or nothing for a full-price variant. */
export function DiscountBadge({ variant }: { variant: Variant }) {
  const percent = percentOff(variant);
  return percent > 0 ? <span className="discount-badge">{percent}% OFF</span> : null;
}
