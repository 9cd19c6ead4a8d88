import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { PASSWORD_RESET_MESSAGES } from '@satchel/shared';
import { api, errorMessage } from '../api/client';
import { useNewPassword } from '../components/NewPasswordFields';
import { useFormSubmit } from '../lib/useFormSubmit';
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
  const newPassword = useNewPassword({ label: 'New Password' });
  const { pending, submit } = useFormSubmit(async () => {
    if (!newPassword.valid()) return;
    const { response, error } = await api.POST('/api/auth/reset-password', {
      body: { token, password: newPassword.password },
    });
    if (!response.ok) {
      toast.error(errorMessage(error));
      return;
    }
    toast.success(PASSWORD_RESET_MESSAGES.done);
    navigate('/', { replace: true });
    openLogin();
  });

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
      <form className="login-form" onSubmit={submit}>
        {newPassword.fields}
        <button type="submit" className="button button--primary" disabled={pending}>
          Set New Password
        </button>
      </form>
    </section>
  );
}
