import { formatRupees } from '@satchel/shared';
import type { components } from '@satchel/shared/web';
import './Price.css';

type Variant = Pick<components['schemas']['VariantDto'], 'originalPrice' | 'price' | 'percentOff'>;

/** The price charged, and the MRP struck through when the variant is discounted (both from the API). */
export function Price({ variant }: { variant: Variant }) {
  return (
    <span className="price">
      <span className="price__charged">{formatRupees(variant.price)}</span>
      {variant.percentOff > 0 && (
        <s className="price__original">
          <span className="visually-hidden">MRP </span>
          {formatRupees(variant.originalPrice)}
        </s>
      )}
    </span>
  );
}

/** '17% OFF', or nothing for a full-price variant. */
export function DiscountBadge({ variant }: { variant: Pick<Variant, 'percentOff'> }) {
  return variant.percentOff > 0 ? <span className="discount-badge">{variant.percentOff}% OFF</span> : null;
}
