import { NavLink, Outlet, useNavigate } from 'react-router-dom';
import { useSession } from '../../state/session';
import './AccountLayout.css';

export const ACCOUNT_PAGES = [
  { path: '/myaccount/dashboard', label: 'Dashboard' },
  { path: '/myaccount/order', label: 'Order' },
  { path: '/myaccount/returns', label: 'Returns' },
  { path: '/myaccount/address', label: 'Address' },
  { path: '/myaccount/account', label: 'Account' },
  { path: '/myaccount/password', label: 'Change Password' },
] as const;

/** /myaccount: the side menu and the chosen page. */
export default function AccountLayout() {
  const { signOut } = useSession();
  const navigate = useNavigate();
  return (
    <div className="account">
      <nav className="account__menu" aria-label="My account">
        {ACCOUNT_PAGES.map((page) => (
          <NavLink key={page.path} to={page.path}>
            {page.label}
          </NavLink>
        ))}
        <button
          type="button"
          className="account__logout"
          onClick={() => {
            signOut();
            navigate('/');
          }}
        >
          Logout
        </button>
      </nav>
      <div className="account__page">
        <Outlet />
      </div>
    </div>
  );
}
