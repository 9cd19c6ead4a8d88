import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import fallbackSlide from '../assets/hero-fallback.svg';
import { HERO_SIZES, heroPictures, srcSetOf } from '../lib/images';
import { useCategories } from '../state/catalogue';
import './Hero.css';

/** docs/product.md §9: a slide stays 5 s and fades in over 1 s. */
export const SLIDE_INTERVAL_MS = 5000;

interface Slide {
  src: string;
  srcSet?: string;
  alt: string;
}

/** Full-screen slides of the category images (or the bundled one), under docs/product.md §2's fixed copy. */
export function Hero() {
  const categories = useCategories();
  const slides: Slide[] = heroPictures(categories ?? []).map(({ category, image }) => ({
    src: image.url,
    srcSet: srcSetOf(image),
    alt: category.name,
  }));
  // The bundled picture only once the categories turn out to have none (not while they load: no flash).
  if (!slides.length && categories !== null) slides.push({ src: fallbackSlide, alt: '' });
  const [index, setIndex] = useState(0);
  const count = slides.length;
  const active = count ? index % count : 0;
  // Only the slides shown so far and, once the first has arrived, the next one are in the page: the
  // first paint downloads one picture (the page's largest), not one per category.
  const [seen, setSeen] = useState<ReadonlySet<number>>(() => new Set([0]));
  const [firstLoaded, setFirstLoaded] = useState(false);

  useEffect(() => {
    if (count < 2) return;
    const timer = window.setInterval(() => setIndex((current) => (current + 1) % count), SLIDE_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [count, index]);

  useEffect(() => setSeen((current) => (current.has(active) ? current : new Set(current).add(active))), [active]);

  const mounted = (i: number) => i === active || seen.has(i) || (firstLoaded && i === (active + 1) % count);

  return (
    <section className="hero" aria-labelledby="hero-title" aria-roledescription="carousel">
      <div className="hero__slides">
        {slides.map(
          (slide, i) =>
            mounted(i) && (
              <img
                key={slide.src}
                className={`hero__slide${i === active ? ' hero__slide--active' : ''}`}
                src={slide.src}
                srcSet={slide.srcSet}
                sizes={slide.srcSet ? HERO_SIZES : undefined}
                alt={i === active ? slide.alt : ''}
                loading={i === 0 ? 'eager' : 'lazy'}
                fetchPriority={i === 0 ? 'high' : undefined}
                onLoad={i === 0 ? () => setFirstLoaded(true) : undefined}
                onError={i === 0 ? () => setFirstLoaded(true) : undefined}
              />
            ),
        )}
      </div>
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
      {count > 1 && (
        <div className="hero__dots">
          {slides.map((slide, i) => (
            <button
              key={slide.src}
              type="button"
              aria-label={`Slide ${i + 1} of ${count}`}
              aria-current={i === active}
              onClick={() => setIndex(i)}
            />
          ))}
        </div>
      )}
    </section>
  );
}
