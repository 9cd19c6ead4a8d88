import { useId, useState, type FormEvent } from 'react';
import { api, errorMessage } from '../api/client';
import { useSession } from '../state/session';
import { useToast } from '../state/toasts';

/** The admin back office is its own app on the same origin; it reads the same stored session. */
const ADMIN_HOME = '/admin/';

export function SignInForm() {
  const { signIn, closeLogin } = useSession();
  const toast = useToast();
  const [identifier, setIdentifier] = useState('');
  const [password, setPassword] = useState('');
  const [pending, setPending] = useState(false);
  const id = useId();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!identifier.trim() || !password) return;
    setPending(true);
    try {
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
    } catch {
      toast.error('Something went wrong');
    } finally {
      setPending(false);
    }
  }

  return (
    <form className="login-form" onSubmit={submit}>
      <label htmlFor={`${id}-identifier`}>Email or username</label>
      <input
        id={`${id}-identifier`}
        name="identifier"
        autoComplete="username"
        required
        value={identifier}
        onChange={(event) => setIdentifier(event.target.value)}
      />
      <label htmlFor={`${id}-password`}>Password</label>
      <input
        id={`${id}-password`}
        name="password"
        type="password"
        autoComplete="current-password"
        required
        value={password}
        onChange={(event) => setPassword(event.target.value)}
      />
      <button type="submit" className="button button--primary" disabled={pending}>
        Sign In
      </button>
    </form>
  );
}
