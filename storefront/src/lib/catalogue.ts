/** docs/product.md §2: the category name lower-cased, runs of whitespace replaced by hyphens. */
export function categorySlug(name: string): string {
  return name.trim().toLowerCase().replace(/\s+/g, '-');
}

/** The listing title from a slug: dashes become spaces, each word capitalised; 'All Products' without one. */
export function titleFromSlug(slug: string | undefined): string {
  return slug
    ? slug.replace(/-/g, ' ').replace(/(^|\s)(\S)/g, (_, space: string, first: string) => space + first.toUpperCase())
    : 'All Products';
}

/** The path of a product's page: its name, URL-encoded (docs/product.md §2). */
export function productPath(name: string): string {
  return `/product/${encodeURIComponent(name)}`;
}

export const SORT_OPTIONS = [
  { value: 'recommended', label: 'Recommended' },
  { value: 'newest', label: 'Newest' },
  { value: 'price_asc', label: 'Price (low to high)' },
  { value: 'price_desc', label: 'Price (high to low)' },
  { value: 'name_asc', label: 'Name A-Z' },
  { value: 'name_desc', label: 'Name Z-A' },
] as const;

export type SortOrder = (typeof SORT_OPTIONS)[number]['value'];

export function isSortOrder(value: string | null): value is SortOrder {
  return SORT_OPTIONS.some((option) => option.value === value);
}

export interface ListingFilters {
  sort: SortOrder;
  minPrice?: number;
  maxPrice?: number;
  size?: string;
}

/** The listing's sort and filters from its address, ignoring anything malformed. */
export function listingFilters(params: URLSearchParams): ListingFilters {
  const sort = params.get('sort');
  const number = (name: string) => {
    const value = params.get(name);
    return value !== null && value !== '' && Number.isFinite(Number(value)) ? Number(value) : undefined;
  };
  return {
    sort: isSortOrder(sort) ? sort : 'recommended',
    minPrice: number('minPrice'),
    maxPrice: number('maxPrice'),
    size: params.get('size') || undefined,
  };
}

/** The price slider moves in steps of this many rupees, counted from the cheapest product. */
export const PRICE_STEP = 50;

export interface PriceSlider {
  /** The cheapest product's price: the slider's low end. */
  min: number;
  /** The dearest product's price. */
  dearest: number;
  /** The slider's high end: the dearest price rounded up to a whole step from `min`. */
  max: number;
}

/** A listing's price slider, from its cheapest product to its dearest (rupees, whole). */
export function priceSlider(facets: { minPrice: number; maxPrice: number }): PriceSlider {
  const min = Math.floor(facets.minPrice);
  const dearest = Math.max(Math.ceil(facets.maxPrice), min);
  return { min, dearest, max: min + Math.ceil((dearest - min) / PRICE_STEP) * PRICE_STEP };
}

const clamp = (value: number, low: number, high: number) => Math.min(Math.max(value, low), high);

/** The price range a listing's filters ask for, inside the slider; its low end is never above its high end. */
export function priceRange(filters: ListingFilters, slider: PriceSlider): { low: number; high: number } {
  const high = clamp(filters.maxPrice ?? slider.dearest, slider.min, slider.dearest);
  return { low: clamp(filters.minPrice ?? slider.min, slider.min, high), high };
}
