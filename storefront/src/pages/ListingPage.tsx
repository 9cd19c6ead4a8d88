import { useEffect, useId, useMemo, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { api } from '../api/client';
import { ProductCard } from '../components/ProductCard';
import { listingFilters, SORT_OPTIONS, titleFromSlug } from '../lib/catalogue';
import { formatRupees } from '@satchel/shared';
import { useCategories, type CategoryNode, type Product } from '../state/catalogue';

const PAGE_SIZE = 24;
/** docs/product.md §9: the slider goes to the largest price, at least ₹1,000. */
const MIN_SLIDER_MAX = 1000;

/** /category/{slug} and /shop-all: the catalogue, filtered and sorted by the API, a page at a time. */
export default function ListingPage() {
  const { slug } = useParams();
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => listingFilters(params), [params]);
  const [products, setProducts] = useState<Product[] | null>(null);
  const [total, setTotal] = useState(0);
  const [page, setPage] = useState(1);
  const [pages, setPages] = useState(1);
  const [failed, setFailed] = useState(false);
  const [filtersOpen, setFiltersOpen] = useState(false);
  // The price and size choices of the whole listing, so narrowing it keeps them all.
  const [bounds, setBounds] = useState<{ max: number; sizes: string[] }>({ max: MIN_SLIDER_MAX, sizes: [] });
  const title = titleFromSlug(slug);
  const panelId = useId();

  useEffect(() => {
    let current = true;
    setProducts(null);
    setPage(1);
    setFailed(false);
    api
      .GET('/api/products', {
        params: { query: { category: slug, ...filters, page: 1, limit: PAGE_SIZE } },
      })
      .then(({ data }) => {
        if (!current) return;
        if (!data) throw new Error('Failed to fetch products');
        setProducts(data.data);
        setTotal(data.pagination.totalItems);
        setPages(data.pagination.totalPages);
      })
      .catch((error) => {
        console.warn('Failed to fetch products', error);
        if (current) {
          setFailed(true);
          setProducts([]);
        }
      });
    return () => {
      current = false;
    };
  }, [slug, filters]);

  useEffect(() => {
    let current = true;
    api.GET('/api/products/facets', { params: { query: { category: slug } } }).then(
      ({ data }) => {
        if (current && data) setBounds({ max: Math.max(MIN_SLIDER_MAX, Math.ceil(data.maxPrice)), sizes: data.sizes });
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [slug]);

  async function showMore() {
    const next = page + 1;
    const { data } = await api.GET('/api/products', {
      params: { query: { category: slug, ...filters, page: next, limit: PAGE_SIZE } },
    });
    if (!data) return;
    setProducts((shown) => [...(shown ?? []), ...data.data]);
    setPage(next);
  }

  function setFilter(changes: Partial<Record<'sort' | 'minPrice' | 'maxPrice' | 'size', string | undefined>>) {
    const next = new URLSearchParams(params);
    for (const [name, value] of Object.entries(changes)) {
      if (value === undefined || value === '') next.delete(name);
      else next.set(name, value);
    }
    setParams(next, { replace: true });
  }

  const low = filters.minPrice ?? 0;
  const high = filters.maxPrice ?? bounds.max;

  return (
    <div className="listing">
      <nav className="breadcrumb" aria-label="Breadcrumb">
        <ol>
          <li>
            <Link to="/">Home</Link>
          </li>
          <li aria-current="page">{title}</li>
        </ol>
      </nav>
      <div className="listing__head">
        <div>
          <h1 className="listing__title">{title}</h1>
          <p className="listing__count">
            {products === null ? 'Loading…' : `${total} ${total === 1 ? 'product' : 'products'}`}
          </p>
        </div>
        <div className="listing__tools">
          <button
            type="button"
            className="button button--outline listing__filters-button"
            aria-expanded={filtersOpen}
            aria-controls={panelId}
            onClick={() => setFiltersOpen(true)}
          >
            Filters
          </button>
          <label className="listing__sort">
            <span>Sort by</span>
            <select value={filters.sort} onChange={(event) => setFilter({ sort: event.target.value })}>
              {SORT_OPTIONS.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          </label>
        </div>
      </div>

      <div className="listing__layout">
        <aside id={panelId} className={`listing__filters${filtersOpen ? ' listing__filters--open' : ''}`}>
          <div className="listing__filters-head">
            <h2>Filters</h2>
            <button
              type="button"
              className="icon-button listing__filters-close"
              aria-label="Close filters"
              onClick={() => setFiltersOpen(false)}
            >
              ×
            </button>
          </div>
          <CategoryLinks current={slug} onPick={() => setFiltersOpen(false)} />
          <section className="filter-group" aria-labelledby={`${panelId}-price`}>
            <h3 id={`${panelId}-price`}>Price</h3>
            <div className="price-range">
              <label>
                <span>Min</span>
                <input
                  type="range"
                  min={0}
                  max={bounds.max}
                  step={50}
                  value={Math.min(low, high)}
                  onChange={(event) =>
                    setFilter({ minPrice: event.target.value === '0' ? undefined : event.target.value })
                  }
                />
              </label>
              <label>
                <span>Max</span>
                <input
                  type="range"
                  min={0}
                  max={bounds.max}
                  step={50}
                  value={Math.max(low, high)}
                  onChange={(event) =>
                    setFilter({ maxPrice: Number(event.target.value) >= bounds.max ? undefined : event.target.value })
                  }
                />
              </label>
              <p className="price-range__values">
                {formatRupees(low)} – {formatRupees(high)}
              </p>
            </div>
          </section>
          {bounds.sizes.length > 0 && (
            <section className="filter-group" aria-labelledby={`${panelId}-size`}>
              <h3 id={`${panelId}-size`}>Size</h3>
              <div className="size-chips">
                {bounds.sizes.map((size) => (
                  <button
                    key={size}
                    type="button"
                    className="size-chip"
                    aria-pressed={filters.size === size}
                    onClick={() => setFilter({ size: filters.size === size ? undefined : size })}
                  >
                    {size}
                  </button>
                ))}
              </div>
            </section>
          )}
        </aside>
        {filtersOpen && <div className="listing__scrim" onClick={() => setFiltersOpen(false)} />}

        <section className="listing__results" aria-label="Products" aria-busy={products === null}>
          {failed && <p className="empty-state">Failed to fetch products</p>}
          {products && products.length === 0 && !failed && <p className="empty-state">No products found</p>}
          <div className="product-grid">
            {products?.map((product, index) => (
              <ProductCard key={product.id} product={product} eager={index < 4} />
            ))}
          </div>
          {products && page < pages && (
            <button type="button" className="button button--outline listing__more" onClick={() => void showMore()}>
              Show more
            </button>
          )}
        </section>
      </div>
    </div>
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
