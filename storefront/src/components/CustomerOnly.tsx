import { useEffect, useRef, type ReactNode } from 'react';
import { useSession } from '../state/session';

/** Shows its children to a signed-in customer; asks anyone else to log in first. */
export function CustomerOnly({ children }: { children: ReactNode }) {
  const { user, openLogin } = useSession();
  // Someone who signs out here is leaving (Logout moves home, and may render here once before the
  // move): only a visitor who came signed out is asked to log in.
  const wasSignedIn = useRef(!!user);
  if (user) wasSignedIn.current = true;
  useEffect(() => {
    if (!user && !wasSignedIn.current) openLogin();
  }, [user, openLogin]);
  if (user?.userType === 'CUSTOMER') return <>{children}</>;
  return (
    <div className="empty-page">
      {user ? (
        <p className="empty-state">This page is for customers.</p>
      ) : (
        <>
          <p className="empty-state">Please log in to continue.</p>
          <button type="button" className="button button--primary" onClick={openLogin}>
            Log In
          </button>
        </>
      )}
    </div>
  );
}
