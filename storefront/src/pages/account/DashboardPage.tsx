import { Link } from 'react-router-dom';
import { useSession } from '../../state/session';
import { ACCOUNT_PAGES } from './AccountLayout';
import './DashboardPage.css';

export default function DashboardPage() {
  const { user } = useSession();
  return (
    <section aria-labelledby="dashboard-title">
      <h1 id="dashboard-title">Hello, {user?.username}</h1>
      <ul className="account-tiles">
        {ACCOUNT_PAGES.slice(1).map((page) => (
          <li key={page.path}>
            <Link to={page.path} className="account-tile">
              {page.label}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
