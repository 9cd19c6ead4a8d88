import type { Product } from '../state/catalogue';
import { ProductCard } from './ProductCard';

/**
 * Product cards in the shop's grid (two to four across). The first `eager` pictures load at once,
 * being above the fold; `busy` marks the grid as loading for assistive technology.
 */
export function ProductGrid({
  products,
  eager = 0,
  busy,
}: {
  products: Product[] | null;
  eager?: number;
  busy?: boolean;
}) {
  return (
    <div className="product-grid" aria-busy={busy}>
      {products?.map((product, index) => (
        <ProductCard key={product.id} product={product} eager={index < eager} />
      ))}
    </div>
  );
}
