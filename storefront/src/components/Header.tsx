import { Link } from 'react-router-dom';
import { useSession } from '../state/session';
import { AccountMenu } from './AccountMenu';

export function Header() {
  const { user, openLogin } = useSession();
  return (
    <header className="site-header">
      <div className="site-header__inner">
        <Link to="/" className="site-header__logo">
          Satchel
        </Link>
        <div className="site-header__actions">
          {user ? (
            <AccountMenu user={user} />
          ) : (
            <button type="button" className="button button--outline" onClick={openLogin}>
              Log In
            </button>
          )}
        </div>
      </div>
    </header>
  );
}
