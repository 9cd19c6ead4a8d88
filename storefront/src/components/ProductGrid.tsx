import type { Product } from '../state/catalogue';
import { ProductCard, ProductCardPlaceholder } from './ProductCard';

/**
 * Product cards in the shop's grid (two to four across). The first `eager` pictures load at once,
 * being above the fold; `busy` marks the grid as loading for assistive technology. While the
 * products load (null), `placeholders` empty cards of a card's size hold their place, so what is
 * below does not jump when they arrive.
 */
export function ProductGrid({
  products,
  eager = 0,
  busy,
  placeholders = 0,
}: {
  products: Product[] | null;
  eager?: number;
  busy?: boolean;
  placeholders?: number;
}) {
  return (
    <div className="product-grid" aria-busy={busy}>
      {products
        ? products.map((product, index) => <ProductCard key={product.id} product={product} eager={index < eager} />)
        : Array.from({ length: placeholders }, (_, index) => <ProductCardPlaceholder key={index} />)}
    </div>
  );
}
