import { useEffect, useId, useMemo, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { api } from '../api/client';
import { ProductCard } from '../components/ProductCard';
import { listingFilters, PRICE_STEP, priceRange, priceSlider, SORT_OPTIONS, titleFromSlug } from '../lib/catalogue';
import { formatRupees } from '@satchel/shared';
import { useCategories, type CategoryNode, type Product } from '../state/catalogue';
import { useDocumentTitle } from '../lib/document-title';
import './ListingPage.css';

const PAGE_SIZE = 24;

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
  const [bounds, setBounds] = useState({ slider: priceSlider({ minPrice: 0, maxPrice: 0 }), sizes: [] as string[] });
  const title = titleFromSlug(slug);
  const panelId = useId();
  const categories = useCategories();
  useDocumentTitle(slug ? (categories && categoryNamed(categories, slug)) || title : title);

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
        if (current && data) setBounds({ slider: priceSlider(data), sizes: data.sizes });
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

  const { slider } = bounds;
  const { low, high } = priceRange(filters, slider);

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
                  min={slider.min}
                  max={slider.max}
                  step={PRICE_STEP}
                  value={low}
                  onChange={(event) => {
                    // The low end stops at the high one rather than crossing it.
                    const value = Math.min(Number(event.target.value), high);
                    setFilter({ minPrice: value <= slider.min ? undefined : String(value) });
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
                    setFilter({ maxPrice: value >= slider.dearest ? undefined : String(value) });
                  }}
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

/** The name of the category with this slug (any case), anywhere in the tree. */
function categoryNamed(nodes: CategoryNode[], slug: string): string | undefined {
  for (const node of nodes) {
    if (node.slug === slug.toLowerCase()) return node.name;
    const found = categoryNamed(node.subCategories, slug);
    if (found) return found;
  }
  return undefined;
}
