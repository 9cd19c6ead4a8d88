import { useState } from 'react';
import { api, errorMessage } from '../api/client';
import { useFormSubmit } from '../lib/useFormSubmit';
import { useSession } from '../state/session';
import { useToast } from '../state/toasts';
import { FormField } from './FormField';

/** The admin back office is its own app on the same origin; it reads the same stored session. */
const ADMIN_HOME = '/admin/';

export function SignInForm() {
  const { signIn, closeLogin } = useSession();
  const toast = useToast();
  const [identifier, setIdentifier] = useState('');
  const [password, setPassword] = useState('');
  const { pending, submit } = useFormSubmit(async () => {
    if (!identifier.trim() || !password) return;
    const { data, error } = await api.POST('/api/auth/login', {
      body: { identifier: identifier.trim(), password },
    });
    if (!data) {
      toast.error(errorMessage(error));
      return;
    }
    signIn(data.token, data.user);
    toast.success(`Welcome back, ${data.user.username}!`);
    closeLogin();
    if (data.user.userType === 'ADMIN') window.location.assign(ADMIN_HOME);
  });

  return (
    <form className="login-form" onSubmit={submit}>
      <FormField
        label="Email or username"
        name="identifier"
        autoComplete="username"
        required
        value={identifier}
        onValueChange={setIdentifier}
      />
      <FormField
        label="Password"
        name="password"
        type="password"
        autoComplete="current-password"
        required
        value={password}
        onValueChange={setPassword}
      />
      <button type="submit" className="button button--primary" disabled={pending}>
        Sign In
      </button>
    </form>
  );
}
