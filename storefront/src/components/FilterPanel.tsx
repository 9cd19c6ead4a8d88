import { formatRupees } from '@satchel/shared';
import { Link } from 'react-router-dom';
import { PRICE_STEP, priceRange, type ListingFilters, type PriceSlider } from '../lib/catalogue';
import { useCategories, type CategoryNode } from '../state/catalogue';
import './FilterPanel.css';

/** A change to the listing's address: a filter set to a value, or removed with undefined. */
export type FilterChange = Partial<Record<'sort' | 'minPrice' | 'maxPrice' | 'size', string | undefined>>;

interface FilterPanelProps {
  /** The listing's category, or undefined for SHOP ALL. */
  slug: string | undefined;
  filters: ListingFilters;
  slider: PriceSlider;
  sizes: string[];
  onFilter(change: FilterChange): void;
  /** A category link was followed (the panel closes on small screens). */
  onPickCategory(): void;
  /** Prefix of the headings' ids. */
  idPrefix: string;
}

/** The listing's filters (docs/product.md §2): categories, the price range and the sizes. */
export function FilterPanel({ slug, filters, slider, sizes, onFilter, onPickCategory, idPrefix }: FilterPanelProps) {
  const { low, high } = priceRange(filters, slider);
  return (
    <>
      <CategoryLinks current={slug} onPick={onPickCategory} />
      <section className="filter-group" aria-labelledby={`${idPrefix}-price`}>
        <h3 id={`${idPrefix}-price`}>Price</h3>
        <div className="price-range">
          <label>
            <span>Min</span>
            <input
              type="range"
              min={slider.min}
              max={slider.max}
              step={PRICE_STEP}
              value={low}
              onChange={(event) => {
                // The low end stops at the high one rather than crossing it.
                const value = Math.min(Number(event.target.value), high);
                onFilter({ minPrice: value <= slider.min ? undefined : String(value) });
              }}
            />
          </label>
          <label>
            <span>Max</span>
            <input
              type="range"
              min={slider.min}
              max={slider.max}
              step={PRICE_STEP}
              value={high >= slider.dearest ? slider.max : high}
              onChange={(event) => {
                const value = Math.max(Number(event.target.value), low);
                onFilter({ maxPrice: value >= slider.dearest ? undefined : String(value) });
              }}
            />
          </label>
          <p className="price-range__values">
            {formatRupees(low)} – {formatRupees(high)}
          </p>
        </div>
      </section>
      {sizes.length > 0 && (
        <section className="filter-group" aria-labelledby={`${idPrefix}-size`}>
          <h3 id={`${idPrefix}-size`}>Size</h3>
          <div className="size-chips">
            {sizes.map((size) => (
              <button
                key={size}
                type="button"
                className="size-chip"
                aria-pressed={filters.size === size}
                onClick={() => onFilter({ size: filters.size === size ? undefined : size })}
              >
                {size}
              </button>
            ))}
          </div>
        </section>
      )}
    </>
  );
}

/** SHOP ALL first, then the category tree; the current one is marked. */
function CategoryLinks({ current, onPick }: { current: string | undefined; onPick: () => void }) {
  const categories = useCategories();
  const render = (nodes: CategoryNode[]) => (
    <ul>
      {nodes.map((node) => (
        <li key={node.id}>
          <Link
            to={`/category/${node.slug}`}
            aria-current={node.slug === current ? 'page' : undefined}
            onClick={onPick}
          >
            {node.name}
          </Link>
          {node.subCategories.length > 0 && render(node.subCategories)}
        </li>
      ))}
    </ul>
  );
  return (
    <nav className="filter-group category-links" aria-label="Categories">
      <h3>Categories</h3>
      <ul>
        <li>
          <Link to="/shop-all" aria-current={current ? undefined : 'page'} onClick={onPick}>
            SHOP ALL
          </Link>
        </li>
      </ul>
      {categories && render(categories)}
    </nav>
  );
}
