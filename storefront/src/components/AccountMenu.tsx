import { useEffect, useId, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import type { User } from '../api/client';
import { useSession } from '../state/session';
import './AccountMenu.css';

/** The avatar with the username's first letter, opening the account actions. */
export function AccountMenu({ user }: { user: User }) {
  const { signOut } = useSession();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const panelId = useId();

  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: MouseEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('mousedown', closeOutside);
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('mousedown', closeOutside);
      document.removeEventListener('keydown', closeOnEscape);
    };
  }, [open]);

  function logout() {
    setOpen(false);
    signOut();
    navigate('/');
  }

  return (
    <div className="account-menu" ref={root}>
      <button
        type="button"
        className="avatar"
        aria-label={`Account: ${user.username}`}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((isOpen) => !isOpen)}
      >
        {user.username.charAt(0).toUpperCase()}
      </button>
      <div id={panelId} className="account-menu__panel" hidden={!open}>
        <p className="account-menu__name">{user.username}</p>
        {user.userType === 'CUSTOMER' ? (
          <>
            <Link className="account-menu__item" to="/myaccount/dashboard" onClick={() => setOpen(false)}>
              My Account
            </Link>
            <Link className="account-menu__item" to="/myaccount/order" onClick={() => setOpen(false)}>
              My Orders
            </Link>
          </>
        ) : (
          <a className="account-menu__item" href="/admin">
            Admin Panel
          </a>
        )}
        <button type="button" className="account-menu__item" onClick={logout}>
          Logout
        </button>
      </div>
    </div>
  );
}
