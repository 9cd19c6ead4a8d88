import { useState } from 'react';
import { Link } from 'react-router-dom';
import { api } from '../api/client';
import { productPath } from '../lib/catalogue';
import { delay, useApiQuery } from '../lib/useApiQuery';
import type { Product } from '../state/catalogue';
import { Dialog } from './Dialog';
import { Price } from './Price';
import { ProductImage } from './ProductImage';
import './SearchOverlay.css';

/** docs/product.md §9: the search waits this long after the last keystroke. */
export const SEARCH_DEBOUNCE_MS = 500;

/** The product search overlay (signed-in shoppers only): ranked, typo-tolerant results as you type. */
export function SearchOverlay({ onClose }: { onClose: () => void }) {
  const [query, setQuery] = useState('');
  const found = useApiQuery(
    async (signal) => {
      await delay(SEARCH_DEBOUNCE_MS, signal);
      const { data } = await api.GET('/api/products/search', {
        params: { query: { q: query.trim() || undefined, limit: 20 } },
        signal,
      });
      return data?.data ?? [];
    },
    [query],
    (): Product[] => [],
    { keepPrevious: true },
  );
  const results = found ?? null;

  return (
    <Dialog title="Search products" onClose={onClose}>
      <input
        type="search"
        className="search-overlay__input"
        aria-label="Search products"
        placeholder="Search handbags, wallets, belts…"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        autoFocus
      />
      <div className="search-overlay__results" aria-live="polite" aria-busy={results === null}>
        {results?.length === 0 && <p className="empty-state">No products found</p>}
        <ul>
          {results?.map((product) => (
            <li key={product.id}>
              <Link to={productPath(product.name)} state={{ product }} onClick={onClose}>
                <ProductImage image={product.images[0]} alt="" sizes="56px" />
                <span>
                  {product.name}
                  <small>{product.category.name}</small>
                </span>
                {product.variants[0] && <Price variant={product.variants[0]} />}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </Dialog>
  );
}
