import { useMemo, useState } from 'react';
import { api } from '../api/client';
import { priceSlider, type ListingFilters, type PriceSlider } from '../lib/catalogue';
import { useApiQuery } from '../lib/useApiQuery';
import type { Product } from './catalogue';

/** Products a listing asks for at a time (docs/product.md §11). */
export const LISTING_PAGE_SIZE = 24;

export interface ProductListing {
  /** null while the first page loads; empty when it could not load. */
  products: Product[] | null;
  total: number;
  failed: boolean;
  hasMore: boolean;
  /** Appends the next page. */
  showMore(): Promise<void>;
}

/** A category's products (or all of them) under the listing's filters, a page at a time. */
export function useProductListing(slug: string | undefined, filters: ListingFilters): ProductListing {
  const read = (page: number, signal?: AbortSignal) =>
    api.GET('/api/products', {
      params: { query: { category: slug, ...filters, page, limit: LISTING_PAGE_SIZE } },
      signal,
    });
  const first = useApiQuery(
    async (signal) => {
      const { data } = await read(1, signal);
      if (!data) throw new Error('Failed to fetch products');
      return data;
    },
    [slug, filters],
    (error) => {
      console.warn('Failed to fetch products', error);
      return null;
    },
  );
  // Pages shown after the first, kept for that first page only: new filters start over.
  const [more, setMore] = useState<{ after: typeof first; pages: Product[][] }>({ after: undefined, pages: [] });
  const later = more.after === first ? more.pages : [];

  async function showMore() {
    if (!first) return;
    const { data } = await read(2 + later.length);
    if (data) setMore({ after: first, pages: [...later, data.data] });
  }

  return {
    products: first === undefined ? null : first === null ? [] : [...first.data, ...later.flat()],
    total: first?.pagination.totalItems ?? 0,
    failed: first === null,
    hasMore: !!first && 1 + later.length < first.pagination.totalPages,
    showMore,
  };
}

/**
 * The price and size choices of a whole listing (before its filters), so narrowing it keeps them
 * all; the last ones stay while another category's load.
 */
export function useListingFacets(slug: string | undefined): { slider: PriceSlider; sizes: string[] } {
  const facets = useApiQuery(
    async (signal) => (await api.GET('/api/products/facets', { params: { query: { category: slug } }, signal })).data,
    [slug],
    () => undefined,
    { keepPrevious: true },
  );
  return useMemo(
    () => ({ slider: priceSlider(facets ?? { minPrice: 0, maxPrice: 0 }), sizes: facets?.sizes ?? [] }),
    [facets],
  );
}
