import { DeliveryCheck, useRememberedQuote } from '../components/DeliveryCheck';
import { useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';
import { api } from '../api/client';
import { NotFound } from '../components/NotFound';
import { DiscountBadge, Price } from '../components/Price';
import { ProductGrid } from '../components/ProductGrid';
import { ProductImage } from '../components/ProductImage';
import { SizeChips } from '../components/SizeChips';
import { WishlistHeart } from '../components/WishlistHeart';
import { takeEarly } from '../lib/early';
import { PRODUCT_MAIN_SIZES } from '../lib/images';
import { formatRupees, multiplyRupees, NOT_FOUND_PAGES } from '@satchel/shared';
import type { Product } from '../state/catalogue';
import { useCart } from '../state/cart';
import { useDocumentTitle } from '../lib/document-title';
import { useApiQuery } from '../lib/useApiQuery';
import './ProductPage.css';

/** /product/{name}: from navigation state when there is one, else loaded by name (docs/product.md §11). */
export default function ProductPage() {
  const { name = '' } = useParams();
  const location = useLocation();
  const passed = (location.state as { product?: Product } | null)?.product;
  const given = passed?.name === name ? passed : undefined;
  const loaded = useApiQuery(
    async (signal) => {
      if (given) return given;
      // boot.ts may have asked already on a fresh visit, while the bundle was loading.
      const { data } = await (takeEarly(`/api/products/by-name/${encodeURIComponent(name)}`) ??
        api.GET('/api/products/by-name/{name}', { params: { path: { name } }, signal }));
      return (data as Product | undefined) ?? null;
    },
    [name, given],
    () => null,
  );
  const product = given ?? loaded;

  if (product === undefined) return <div className="page-loading" aria-busy="true" />;
  if (product === null) {
    return <NotFound {...NOT_FOUND_PAGES.product} />;
  }
  // Keyed by id, so another product starts with its own picture, size and quantity.
  return <ProductDetail key={product.id} product={product} />;
}

function ProductDetail({ product }: { product: Product }) {
  const { addToCart } = useCart();
  const navigate = useNavigate();
  const [imageIndex, setImageIndex] = useState(0);
  const [selectedId, setSelectedId] = useState<number>();
  const [quantity, setQuantity] = useState(1);
  const selected = product.variants.find((variant) => variant.id === selectedId);
  const shown = selected ?? product.variants[0];
  const inStock = product.variants.some((variant) => variant.stock > 0);
  const available = product.variants.filter((variant) => variant.stock > 0).length;
  // Delivery, to the pincode the shopper checked this session, of what Add to Cart would buy.
  const delivery = useRememberedQuote(shown ? multiplyRupees(shown.price, quantity) : 0);

  useDocumentTitle(product.name);

  async function add() {
    if (await addToCart(selected, quantity)) {
      setQuantity(1);
      navigate('/cart');
    }
  }

  return (
    <div className="product-page">
      <nav className="breadcrumb" aria-label="Breadcrumb">
        <ol>
          <li>
            <Link to="/">Home</Link>
          </li>
          <li>
            <Link to={`/category/${product.category.slug}`}>{product.category.name}</Link>
          </li>
          <li aria-current="page">{product.name}</li>
        </ol>
      </nav>
      <div className="product-page__layout">
        <div className="product-gallery">
          <div className="product-gallery__main">
            <ProductImage
              image={product.images[imageIndex]}
              alt={product.name}
              sizes={PRODUCT_MAIN_SIZES}
              priority={imageIndex === 0}
              eager
            />
            {shown && <DiscountBadge variant={shown} />}
            <WishlistHeart productId={product.id} productName={product.name} />
          </div>
          {product.images.length > 1 && (
            <div className="product-gallery__thumbs" role="group" aria-label="Pictures">
              {product.images.map((image, index) => (
                <button
                  key={image.id}
                  type="button"
                  aria-pressed={index === imageIndex}
                  aria-label={`Picture ${index + 1} of ${product.images.length}`}
                  onClick={() => setImageIndex(index)}
                >
                  <ProductImage image={image} alt="" sizes="80px" />
                </button>
              ))}
            </div>
          )}
        </div>
        <div className="product-info">
          <div className="product-info__chips">
            <span className="chip">{product.category.name}</span>
            <span className={`chip ${inStock ? 'chip--success' : 'chip--error'}`}>
              {inStock ? 'In Stock' : 'Out of Stock'}
            </span>
          </div>
          <h1 className="product-info__name">{product.name}</h1>
          {shown && <Price variant={shown} />}
          <div className="product-info__sizes">
            <h2>Size</h2>
            <SizeChips
              variants={product.variants}
              selectedId={selectedId}
              onSelect={(variant) => setSelectedId(variant.id)}
              label="Size"
            />
            <p className="product-info__hint">
              {available} {available === 1 ? 'size' : 'sizes'} available
            </p>
          </div>
          <div className="product-info__buy">
            <div className="stepper" role="group" aria-label="Quantity">
              <button
                type="button"
                aria-label="Decrease quantity"
                disabled={quantity <= 1}
                onClick={() => setQuantity((q) => Math.max(1, q - 1))}
              >
                −
              </button>
              <output aria-live="polite">{quantity}</output>
              <button type="button" aria-label="Increase quantity" onClick={() => setQuantity((q) => q + 1)}>
                +
              </button>
            </div>
            <button type="button" className="button button--primary button--large" onClick={() => void add()}>
              Add to Cart{shown ? ` · ${formatRupees(multiplyRupees(shown.price, quantity))}` : ''}
            </button>
          </div>
          <DeliveryCheck quote={delivery} />
          {/* Sanitized by the API when it was saved. */}
          <div className="product-info__description" dangerouslySetInnerHTML={{ __html: product.description }} />
        </div>
      </div>
      <RelatedProducts product={product} />
    </div>
  );
}

function RelatedProducts({ product }: { product: Product }) {
  const related = useApiQuery(
    async (signal) => {
      const { data } = await api.GET('/api/products/category/{categoryId}', {
        params: { path: { categoryId: product.categoryId }, query: { page: 1, limit: 5 } },
        signal,
      });
      return data?.data.filter((other) => other.id !== product.id).slice(0, 4) ?? [];
    },
    [product.id, product.categoryId],
    (error): Product[] => {
      console.warn('Could not load related products', error);
      return [];
    },
  );
  if (!related?.length) return null;
  return (
    <section className="related" aria-labelledby="related-title">
      <h2 id="related-title">Related Products</h2>
      <ProductGrid products={related} />
    </section>
  );
}
