import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import fallbackSlide from '../assets/hero-fallback.svg';
import { flattenCategories, useCategories } from '../state/catalogue';

/** SPEC §9: a slide stays 5 s and fades in over 1 s. */
export const SLIDE_INTERVAL_MS = 5000;

interface Slide {
  src: string;
  srcSet?: string;
  alt: string;
}

/** Full-screen slides of the category images (or the bundled one), under SPEC §2's fixed copy. */
export function Hero() {
  const categories = useCategories();
  const slides: Slide[] = (categories ? flattenCategories(categories) : [])
    .filter((category) => category.uploads[0])
    .map((category) => {
      const image = category.uploads[0];
      return {
        src: image.url,
        srcSet: image.renditions.map((r) => `${r.url} ${r.width}w`).join(', ') || undefined,
        alt: category.name,
      };
    });
  if (!slides.length) slides.push({ src: fallbackSlide, alt: '' });
  const [index, setIndex] = useState(0);
  const count = slides.length;

  useEffect(() => {
    if (count < 2) return;
    const timer = window.setInterval(() => setIndex((current) => (current + 1) % count), SLIDE_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [count, index]);

  return (
    <section className="hero" aria-labelledby="hero-title" aria-roledescription="carousel">
      <div className="hero__slides">
        {slides.map((slide, i) => (
          <img
            key={slide.src}
            className={`hero__slide${i === index % count ? ' hero__slide--active' : ''}`}
            src={slide.src}
            srcSet={slide.srcSet}
            sizes="100vw"
            alt={i === index % count ? slide.alt : ''}
            loading={i === 0 ? 'eager' : 'lazy'}
            fetchPriority={i === 0 ? 'high' : undefined}
          />
        ))}
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
              aria-current={i === index % count}
              onClick={() => setIndex(i)}
            />
          ))}
        </div>
      )}
    </section>
  );
}
