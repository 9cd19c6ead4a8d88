import { Link } from 'react-router-dom';
import { useCompany } from '../state/catalogue';
import './Footer.css';

/** Policies, quick links, the company's contact details and a way back to the top. */
export function Footer() {
  const company = useCompany();
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <nav aria-labelledby="footer-policies">
          <h2 id="footer-policies">Policies</h2>
          <ul>
            <li>
              <Link to="/privacy-policy">Privacy Policy</Link>
            </li>
            <li>
              <Link to="/terms-and-conditions">Terms &amp; Conditions</Link>
            </li>
            <li>
              <Link to="/refund-policy">Refund Policy</Link>
            </li>
          </ul>
        </nav>
        <nav aria-labelledby="footer-links">
          <h2 id="footer-links">Quick Links</h2>
          <ul>
            <li>
              <Link to="/">Home</Link>
            </li>
            <li>
              <Link to="/shop-all">Shop All</Link>
            </li>
            <li>
              <Link to="/about">About Us</Link>
            </li>
            <li>
              <Link to="/contact-us">Contact Us</Link>
            </li>
          </ul>
        </nav>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact">{company?.name || 'Contact'}</h2>
          <address>
            {company?.address && (
              <p>
                {company.address}
                {company.pincode ? ` – ${company.pincode}` : ''}
              </p>
            )}
            {company?.phone && (
              <p>
                <a href={`tel:${company.phone}`}>{company.phone}</a>
              </p>
            )}
            {company?.email && (
              <p>
                <a href={`mailto:${company.email}`}>{company.email}</a>
              </p>
            )}
          </address>
        </section>
      </div>
      <button
        type="button"
        className="scroll-top"
        aria-label="Scroll to top"
        onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
      >
        ↑
      </button>
    </footer>
  );
}
