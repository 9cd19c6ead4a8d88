import type { ReactNode } from 'react';
import './PromiseLines.css';

const PROMISES: { text: string; icon: ReactNode }[] = [
  {
    text: 'Worldwide shipping',
    icon: (
      <>
        <circle cx="12" cy="12" r="9" />
        <path d="M3 12h18M12 3c2.5 2.7 3.8 5.7 3.8 9s-1.3 6.3-3.8 9c-2.5-2.7-3.8-5.7-3.8-9S9.5 5.7 12 3z" />
      </>
    ),
  },
  {
    text: 'Easy 30 day returns',
    icon: (
      <>
        <path d="M4 12a8 8 0 1 0 2.3-5.7" />
        <path d="M4 4v4h4" />
      </>
    ),
  },
  {
    text: '12 month warranty',
    icon: (
      <>
        <path d="M12 3l7 3v6c0 4.2-3 7.6-7 9-4-1.4-7-4.8-7-9V6z" />
        <path d="M9 12l2 2 4-4" />
      </>
    ),
  },
];

/** The shop's three promises (docs/product.md §1). */
export function PromiseLines() {
  return (
    <ul className="promise-lines">
      {PROMISES.map(({ text, icon }) => (
        <li key={text} className="promise-lines__item">
          <svg className="promise-lines__icon" viewBox="0 0 24 24" aria-hidden="true">
            {icon}
          </svg>
          {text}
        </li>
      ))}
    </ul>
  );
}
