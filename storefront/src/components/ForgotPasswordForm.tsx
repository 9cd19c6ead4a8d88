import { useState } from 'react';
import { api, errorMessage } from '../api/client';
import { useFormSubmit } from '../lib/useFormSubmit';
import { useToast } from '../state/toasts';
import { FormField } from './FormField';

/** Asks for a reset link by e-mail; the answer is the same whether or not an account uses it. */
export function ForgotPasswordForm() {
  const toast = useToast();
  const [email, setEmail] = useState('');
  const [sent, setSent] = useState<string | null>(null);
  const { pending, submit } = useFormSubmit(async () => {
    const { data, error } = await api.POST('/api/auth/forgot-password', { body: { email: email.trim() } });
    if (!data) {
      toast.error(errorMessage(error));
      return;
    }
    setSent(data.message);
  });

  return (
    <form className="login-form" onSubmit={submit}>
      <p className="login-form__hint">
        Enter the e-mail of your account and we will send you a link to choose a new password.
      </p>
      <FormField
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        required
        value={email}
        onValueChange={setEmail}
      />
      <button type="submit" className="button button--primary" disabled={pending}>
        Send Reset Link
      </button>
      <p className="login-form__hint" role="status">
        {sent ?? ''}
      </p>
    </form>
  );
}
