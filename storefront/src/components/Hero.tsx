import { Link } from 'react-router-dom';

/** SPEC §2's fixed hero copy. */
export function Hero() {
  return (
    <section className="hero" aria-labelledby="hero-title">
      <div className="hero__content">
        <p className="hero__tag">Best Prices</p>
        <h1 id="hero-title" className="hero__title">
          Incredible Prices on All Your Favorite Items
        </h1>
        <p className="hero__subtitle">Get more for less on selected brands</p>
        <Link to="/shop-all" className="button button--primary button--large">
          Shop Now
        </Link>
      </div>
    </section>
  );
}
