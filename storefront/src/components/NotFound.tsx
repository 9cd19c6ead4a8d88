import { Link } from 'react-router-dom';
import { useDocumentTitle } from '../lib/document-title';
import './NotFound.css';

/** What an address that names nothing shows: a product or a category that does not exist. */
export function NotFound({ title, text }: { title: string; text: string }) {
  useDocumentTitle(title);
  return (
    <div className="not-found">
      <h1>{title}</h1>
      <p>{text}</p>
      <Link to="/" className="button button--primary">
        Return to Home
      </Link>
    </div>
  );
}
