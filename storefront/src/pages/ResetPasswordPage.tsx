import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { ACCOUNT_MESSAGES, MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH, PASSWORD_RESET_MESSAGES } from '@satchel/shared';
import { api, errorMessage } from '../api/client';
import { FormField } from '../components/FormField';
import { useDocumentTitle } from '../lib/document-title';
import { useSession } from '../state/session';
import { useToast } from '../state/toasts';
import './ResetPasswordPage.css';

/**
 * /reset-password?token=…: the link of a reset e-mail. A new password with registration's rules;
 * once set, every earlier session has ended and the shopper signs in with it.
 */
export default function ResetPasswordPage() {
  useDocumentTitle('Reset Password');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const toast = useToast();
  const navigate = useNavigate();
  const { openLogin } = useSession();
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [pending, setPending] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (password !== confirmPassword) {
      toast.error(ACCOUNT_MESSAGES.passwordsDiffer);
      return;
    }
    setPending(true);
    try {
      const { response, error } = await api.POST('/api/auth/reset-password', { body: { token, password } });
      if (!response.ok) {
        toast.error(errorMessage(error));
        return;
      }
      toast.success(PASSWORD_RESET_MESSAGES.done);
      navigate('/', { replace: true });
      openLogin();
    } catch {
      toast.error('Something went wrong');
    } finally {
      setPending(false);
    }
  }

  if (!token) {
    return (
      <div className="empty-page">
        <h1>Reset Password</h1>
        <p className="empty-state">{PASSWORD_RESET_MESSAGES.invalid}</p>
        <Link to="/" className="button button--primary">
          Return to Home
        </Link>
      </div>
    );
  }

  return (
    <section className="reset-password" aria-labelledby="reset-password-title">
      <h1 id="reset-password-title">Reset Password</h1>
      <form className="login-form" onSubmit={(event) => void submit(event)}>
        <FormField
          label="New Password"
          name="password"
          type="password"
          autoComplete="new-password"
          required
          minLength={MIN_PASSWORD_LENGTH}
          maxLength={MAX_PASSWORD_LENGTH}
          value={password}
          onValueChange={setPassword}
        />
        <FormField
          label="Confirm Password"
          name="confirmPassword"
          type="password"
          autoComplete="new-password"
          required
          value={confirmPassword}
          onValueChange={setConfirmPassword}
        />
        <button type="submit" className="button button--primary" disabled={pending}>
          Set New Password
        </button>
      </form>
    </section>
  );
}
