import { useState } from 'react';
import { Link } from 'react-router-dom';
import { productPath } from '../lib/catalogue';
import type { Product } from '../state/catalogue';
import { useCart } from '../state/cart';
import { DiscountBadge, Price } from './Price';
import { ProductImage } from './ProductImage';
import { SizeChips } from './SizeChips';
import { WishlistHeart } from './WishlistHeart';
import './ProductCard.css';

/** A product in a grid: picture, heart, name, price, sizes and Add to Cart. */
export function ProductCard({ product, eager = false }: { product: Product; eager?: boolean }) {
  const { addToCart } = useCart();
  const [selectedId, setSelectedId] = useState<number>();
  const shown = product.variants.find((variant) => variant.id === selectedId) ?? product.variants[0];
  const link = { pathname: productPath(product.name) };

  return (
    <article className="product-card">
      <div className="product-card__media">
        <Link to={link} state={{ product }} tabIndex={-1} aria-hidden="true">
          <ProductImage
            image={product.images[0]}
            alt=""
            sizes="(min-width: 1100px) 22vw, (min-width: 700px) 30vw, 46vw"
            eager={eager}
          />
        </Link>
        {shown && <DiscountBadge variant={shown} />}
        <WishlistHeart productId={product.id} productName={product.name} />
      </div>
      <div className="product-card__body">
        <h3 className="product-card__name">
          <Link to={link} state={{ product }}>
            {product.name}
          </Link>
        </h3>
        {shown && <Price variant={shown} />}
        <SizeChips
          variants={product.variants}
          selectedId={selectedId}
          onSelect={(variant) => setSelectedId((current) => (current === variant.id ? undefined : variant.id))}
          label={`Sizes of ${product.name}`}
        />
        <button
          type="button"
          className="button button--primary product-card__add"
          onClick={() => void addToCart(product.variants.find((variant) => variant.id === selectedId))}
        >
          Add to Cart
        </button>
      </div>
    </article>
  );
}

/** A card's shape while its product loads: the picture's square, a name, a price and the button's height. */
export function ProductCardPlaceholder() {
  return (
    <div className="product-card product-card--placeholder" aria-hidden="true">
      <div className="product-image" />
      <div className="product-card__body">
        <span className="product-card__bar" />
        <span className="product-card__bar product-card__bar--short" />
        <span className="product-card__bar product-card__bar--chips" />
        <span className="product-card__bar product-card__bar--button" />
      </div>
    </div>
  );
}
