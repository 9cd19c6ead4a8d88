import { useEffect, useId, useRef, useState } from 'react';
import { PASSWORD_RESET_MESSAGES } from '@satchel/shared';
import { useFocusTrap } from '../lib/useFocusTrap';
import { useSession } from '../state/session';
import { CreateAccountForm } from './CreateAccountForm';
import { ForgotPasswordForm } from './ForgotPasswordForm';
import { SignInForm } from './SignInForm';
import './LoginModal.css';

type View = 'sign-in' | 'create-account';

/** Sign in or create an account. Unmounted when closed, so closing resets every field (docs/product.md §4). */
export function LoginModal() {
  const { isLoginOpen, closeLogin } = useSession();
  return isLoginOpen ? <LoginDialog onClose={closeLogin} /> : null;
}

function LoginDialog({ onClose }: { onClose: () => void }) {
  const [view, setView] = useState<View>('sign-in');
  // The sign-in view asks for a reset link instead, in place.
  const [forgotten, setForgotten] = useState(false);
  // Bumped after a registration to remount, and so empty, both forms.
  const [formsKey, setFormsKey] = useState(0);
  const dialog = useRef<HTMLDivElement>(null);
  const id = useId();
  const titleId = `${id}-${view}`;

  const onKeyDown = useFocusTrap(dialog, onClose);

  useEffect(() => {
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
    };
  }, []);

  useEffect(() => {
    // preventScroll: focusing inside the off-screen slide must not scroll the slide track.
    dialog.current?.querySelector<HTMLElement>(`[data-view="${view}"] input`)?.focus({ preventScroll: true });
  }, [view, formsKey, forgotten]);

  return (
    <div
      className="modal-backdrop"
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div
        ref={dialog}
        className="login-modal"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        onKeyDown={onKeyDown}
      >
        <button type="button" className="login-modal__close" aria-label="Close" onClick={onClose}>
          ×
        </button>
        <div className={`login-modal__track${view === 'create-account' ? ' login-modal__track--second' : ''}`}>
          <section
            className="login-modal__view"
            data-view="sign-in"
            aria-labelledby={`${id}-sign-in`}
            inert={view !== 'sign-in'}
          >
            {forgotten ? (
              <>
                <h2 id={`${id}-sign-in`}>Reset Password</h2>
                <ForgotPasswordForm />
                <p className="login-modal__switch">
                  <button type="button" className="link-button" onClick={() => setForgotten(false)}>
                    Back to sign in
                  </button>
                </p>
              </>
            ) : (
              <>
                <h2 id={`${id}-sign-in`}>Sign In</h2>
                <SignInForm key={`sign-in-${formsKey}`} />
                <p className="login-modal__switch">
                  <button type="button" className="link-button" onClick={() => setForgotten(true)}>
                    {PASSWORD_RESET_MESSAGES.linkLabel}
                  </button>
                </p>
              </>
            )}
            <p className="login-modal__switch">
              New to Satchel?{' '}
              <button type="button" className="link-button" onClick={() => setView('create-account')}>
                Create an account
              </button>
            </p>
          </section>
          <section
            className="login-modal__view"
            data-view="create-account"
            aria-labelledby={`${id}-create-account`}
            inert={view !== 'create-account'}
          >
            <h2 id={`${id}-create-account`}>Create Account</h2>
            <CreateAccountForm
              key={`create-account-${formsKey}`}
              onRegistered={() => {
                setFormsKey((key) => key + 1);
                setView('sign-in');
              }}
            />
            <p className="login-modal__switch">
              Already have an account?{' '}
              <button type="button" className="link-button" onClick={() => setView('sign-in')}>
                Sign in
              </button>
            </p>
          </section>
        </div>
      </div>
    </div>
  );
}
