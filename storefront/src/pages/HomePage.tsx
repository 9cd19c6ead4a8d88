import { Link } from 'react-router-dom';
import { api } from '../api/client';
import { Hero } from '../components/Hero';
import { ProductGrid } from '../components/ProductGrid';
import { ProductImage } from '../components/ProductImage';
import { PromiseLines } from '../components/PromiseLines';
import { productPath } from '../lib/catalogue';
import { useApiQuery } from '../lib/useApiQuery';
import { useCategories, type Product } from '../state/catalogue';
import './HomePage.css';

export default function HomePage() {
  const first = useFirstProducts();
  return (
    <>
      <Hero />
      <CategoryGrid />
      <FeaturedProducts first={first} />
      <FollowStrip first={first} />
      <PromiseLines />
    </>
  );
}

/** 'Shop by Category': round tiles of the top-level categories (docs/product.md §2). */
function CategoryGrid() {
  const categories = useCategories();
  return (
    <section className="home-section" aria-labelledby="categories-title">
      <h2 id="categories-title" className="home-section__title">
        Shop by Category
      </h2>
      {categories === null ? (
        <p className="home-section__loading">Loading categories...</p>
      ) : (
        <ul className="category-grid">
          {categories.map((category) => (
            <li key={category.id}>
              <Link to={`/category/${category.slug}`} className="category-tile">
                {category.uploads[0] ? (
                  <ProductImage image={category.uploads[0]} alt="" sizes="160px" className="category-tile__image" />
                ) : (
                  <span className="category-tile__image category-tile__placeholder" aria-hidden="true">
                    🛒
                  </span>
                )}
                <span className="category-tile__name">{category.name}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The first 10 products: four featured (docs/product.md §9), and pictures for the Follow strip. */
function useFirstProducts(): Product[] | null {
  const products = useApiQuery(
    async (signal) =>
      (await api.GET('/api/products', { params: { query: { page: 1, limit: 10 } }, signal })).data?.data ?? [],
    [],
    (error): Product[] => {
      console.warn('Failed to fetch products', error);
      return [];
    },
  );
  return products ?? null;
}

function FeaturedProducts({ first }: { first: Product[] | null }) {
  const products = first?.slice(0, 4) ?? null;
  if (products !== null && products.length === 0) return null;
  return (
    <section className="home-section" aria-labelledby="featured-title">
      <h2 id="featured-title" className="home-section__title">
        Featured Products
      </h2>
      <ProductGrid products={products} busy={products === null} />
      <div className="home-section__more">
        <Link to="/shop-all" className="button button--outline">
          Shop All
        </Link>
      </div>
    </section>
  );
}

/** A strip of 8 pictures from the shop, each leading to its product (docs/product.md §2). */
function FollowStrip({ first }: { first: Product[] | null }) {
  const pictures = (first ?? []).filter((product) => product.images[0]).slice(0, 8);
  if (!pictures.length) return null;
  return (
    <section className="home-section follow-strip" aria-labelledby="follow-title">
      <h2 id="follow-title" className="home-section__title">
        Follow Our Style
      </h2>
      <ul>
        {pictures.map((product) => (
          <li key={product.id}>
            <Link to={productPath(product.name)} state={{ product }}>
              <ProductImage image={product.images[0]} alt={product.name} sizes="(min-width: 900px) 12vw, 25vw" />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
