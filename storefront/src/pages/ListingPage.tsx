import { useId, useMemo, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { FilterPanel, type FilterChange } from '../components/FilterPanel';
import { NotFound } from '../components/NotFound';
import { ProductGrid } from '../components/ProductGrid';
import { listingFilters, SORT_OPTIONS, titleFromSlug } from '../lib/catalogue';
import { useDocumentTitle } from '../lib/document-title';
import { useCategories, type CategoryNode } from '../state/catalogue';
import { LISTING_PAGE_SIZE, useListingFacets, useProductListing } from '../state/listing';
import { NOT_FOUND_PAGES } from '@satchel/shared';
import './ListingPage.css';

/** /category/{slug} and /shop-all: the catalogue, filtered and sorted by the API, a page at a time. */
export default function ListingPage() {
  const { slug } = useParams();
  const categories = useCategories();
  // A slug the tree does not hold names nothing (the server answers such an address 404 too). If
  // the tree could not load (empty), the listing is shown and says what the API says.
  if (slug && categories?.length && !categoryNamed(categories, slug)) {
    return <NotFound {...NOT_FOUND_PAGES.category} />;
  }
  return <Listing slug={slug} categories={categories} />;
}

function Listing({ slug, categories }: { slug: string | undefined; categories: CategoryNode[] | null }) {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => listingFilters(params), [params]);
  const { products, total, failed, hasMore, showMore } = useProductListing(slug, filters);
  const { slider, sizes } = useListingFacets(slug);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const title = titleFromSlug(slug);
  const panelId = useId();
  useDocumentTitle(slug ? (categories && categoryNamed(categories, slug)) || title : title);

  function setFilter(changes: FilterChange) {
    const next = new URLSearchParams(params);
    for (const [name, value] of Object.entries(changes)) {
      if (value === undefined || value === '') next.delete(name);
      else next.set(name, value);
    }
    setParams(next, { replace: true });
  }

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
          <FilterPanel
            slug={slug}
            filters={filters}
            slider={slider}
            sizes={sizes}
            onFilter={setFilter}
            onPickCategory={() => setFiltersOpen(false)}
            idPrefix={panelId}
          />
        </aside>
        {filtersOpen && <div className="listing__scrim" onClick={() => setFiltersOpen(false)} />}

        <section className="listing__results" aria-labelledby={`${panelId}-results`} aria-busy={products === null}>
          {/* The cards' names are h3: on a phone the filters' h2 is hidden, and headings go in order. */}
          <h2 id={`${panelId}-results`} className="visually-hidden">
            Products
          </h2>
          {failed && <p className="empty-state">Failed to fetch products</p>}
          {products && products.length === 0 && !failed && <p className="empty-state">No products found</p>}
          <ProductGrid products={products} eager={4} placeholders={LISTING_PAGE_SIZE} />
          {hasMore && (
            <button type="button" className="button button--outline listing__more" onClick={() => void showMore()}>
              Show more
            </button>
          )}
        </section>
      </div>
    </div>
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
