import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { api, SESSION_EXPIRED_EVENT, type User } from '../api/client';
import {
  clearStoredAccount,
  readStoredToken,
  restoreStoredSession,
  storeSession,
  storeUser,
} from '@satchel/shared/web';

interface Session {
  /** The signed-in account, or null for a guest. */
  user: User | null;
  signIn(token: string, user: User): void;
  signOut(): void;
  /** Keeps an edited profile (the token stays). */
  updateUser(user: User): void;
  isLoginOpen: boolean;
  openLogin(): void;
  closeLogin(): void;
}

const SessionContext = createContext<Session | null>(null);

export function SessionProvider({ children }: { children: ReactNode }) {
  const [restored] = useState(restoreStoredSession);
  const [user, setUser] = useState<User | null>(restored?.user ?? null);
  const [isLoginOpen, setLoginOpen] = useState(false);

  // docs/product.md §13: when the API refuses the token, the session is gone and the shopper may sign in again.
  useEffect(() => {
    const expire = () => {
      setUser(null);
      setLoginOpen(true);
    };
    window.addEventListener(SESSION_EXPIRED_EVENT, expire);
    return () => window.removeEventListener(SESSION_EXPIRED_EVENT, expire);
  }, []);

  // The restored user may be stale or the token expired: ask the API once, in the background.
  useEffect(() => {
    if (!restored) return;
    let current = true;
    api.GET('/api/auth/me').then(
      ({ data }) => {
        // Skip if the shopper signed out or in as someone else meanwhile.
        if (current && data && readStoredToken() === restored.token) {
          storeUser(data.data.user);
          setUser(data.data.user);
        }
      },
      // Offline or API down: keep the stored session rather than signing the shopper out.
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [restored]);

  const signIn = useCallback((token: string, signedIn: User) => {
    storeSession({ token, user: signedIn });
    setUser(signedIn);
  }, []);

  const signOut = useCallback(() => {
    const token = readStoredToken();
    clearStoredAccount();
    setUser(null);
    // The server forgets the token too, so a copy of it (another tab, a leaked one) stops working.
    if (token)
      void api.POST('/api/auth/logout', { headers: { Authorization: `Bearer ${token}` } }).catch(() => undefined);
  }, []);

  const updateUser = useCallback((edited: User) => {
    storeUser(edited);
    setUser(edited);
  }, []);

  const openLogin = useCallback(() => setLoginOpen(true), []);
  const closeLogin = useCallback(() => setLoginOpen(false), []);

  const session = useMemo<Session>(
    () => ({ user, signIn, signOut, updateUser, isLoginOpen, openLogin, closeLogin }),
    [user, signIn, signOut, updateUser, isLoginOpen, openLogin, closeLogin],
  );

  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside <SessionProvider>');
  return session;
}
