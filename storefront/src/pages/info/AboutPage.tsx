import { Link } from 'react-router-dom';
import { PAGE_NAMES } from '@satchel/shared';
import { useDocumentTitle } from '../../lib/document-title';
import './info.css';

const STATS = [
  ['10,000+', 'Happy customers'],
  ['500+', 'Products'],
  ['25+', 'Artisan partners'],
  ['4.8/5', 'Average rating'],
];
const VALUES = [
  ['Craft', 'Leather cut and stitched by hand by people who have done it for decades.'],
  ['Honest prices', 'Fair prices on every piece, and sales that are real.'],
  ['Made to last', 'Materials chosen to age well, with a 12 month warranty.'],
];
const MILESTONES = [
  ['2019', 'Our first tote, sewn in a small Mumbai workshop.'],
  ['2021', 'Wallets, belts and travel bags join the range.'],
  ['2023', 'Ten thousand orders delivered across India.'],
  ['2025', 'Shipping worldwide.'],
];

/** /about: fixed marketing text (docs/product.md §2). */
export default function AboutPage() {
  useDocumentTitle(PAGE_NAMES.about);
  return (
    <article className="info-page about-page">
      <header className="about-page__hero">
        <h1>{PAGE_NAMES.about}</h1>
        <p>Handbags, leather goods and apparel made with care, at prices that make sense.</p>
      </header>
      <ul className="about-page__stats">
        {STATS.map(([value, label]) => (
          <li key={label}>
            <strong>{value}</strong>
            <span>{label}</span>
          </li>
        ))}
      </ul>
      <section aria-labelledby="story">
        <h2 id="story">Our Story</h2>
        <p>
          We started with one question: why should a good leather bag cost a fortune? Working directly with artisans, we
          cut out the middlemen and kept the quality.
        </p>
      </section>
      <section aria-labelledby="values">
        <h2 id="values">Our Values</h2>
        <ul className="about-page__values">
          {VALUES.map(([title, text]) => (
            <li key={title}>
              <h3>{title}</h3>
              <p>{text}</p>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="milestones">
        <h2 id="milestones">Milestones</h2>
        <ol className="about-page__milestones">
          {MILESTONES.map(([year, text]) => (
            <li key={year}>
              <strong>{year}</strong> {text}
            </li>
          ))}
        </ol>
      </section>
      <Link to="/shop-all" className="button button--primary button--large">
        Explore Products
      </Link>
    </article>
  );
}
