import { useState, type FormEvent } from 'react';
import { ACCOUNT_MESSAGES } from '@satchel/shared';
import { api, errorMessage } from '../api/client';
import { useToast } from '../state/toasts';
import { FormField } from './FormField';

export function CreateAccountForm({ onRegistered }: { onRegistered: () => void }) {
  const toast = useToast();
  const [username, setUsername] = useState('');
  const [email, setEmail] = useState('');
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
      const name = username.trim();
      // docs/product.md §3: the registration form has no name fields; first and last name start as the username.
      const { data, error } = await api.POST('/api/auth/register', {
        body: { username: name, email: email.trim(), password, firstName: name, lastName: name, userType: 'CUSTOMER' },
      });
      if (!data) {
        toast.error(errorMessage(error));
        return;
      }
      toast.success(data.message);
      onRegistered();
    } catch {
      toast.error('Something went wrong');
    } finally {
      setPending(false);
    }
  }

  return (
    <form className="login-form" onSubmit={submit}>
      <FormField
        label="Username"
        name="username"
        autoComplete="username"
        required
        value={username}
        onValueChange={setUsername}
      />
      <FormField
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        required
        value={email}
        onValueChange={setEmail}
      />
      <FormField
        label="Password"
        name="password"
        type="password"
        autoComplete="new-password"
        required
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
        Create Account
      </button>
    </form>
  );
}
