import { useState } from 'react';
import { api, errorMessage } from '../api/client';
import { useFormSubmit } from '../lib/useFormSubmit';
import { useToast } from '../state/toasts';
import { FormField } from './FormField';
import { useNewPassword } from './NewPasswordFields';

export function CreateAccountForm({ onRegistered }: { onRegistered: () => void }) {
  const toast = useToast();
  const [username, setUsername] = useState('');
  const [email, setEmail] = useState('');
  const newPassword = useNewPassword();
  const { pending, submit } = useFormSubmit(async () => {
    if (!newPassword.valid()) return;
    const name = username.trim();
    // docs/product.md §3: the registration form has no name fields; first and last name start as the username.
    const { data, error } = await api.POST('/api/auth/register', {
      body: {
        username: name,
        email: email.trim(),
        password: newPassword.password,
        firstName: name,
        lastName: name,
        userType: 'CUSTOMER',
      },
    });
    if (!data) {
      toast.error(errorMessage(error));
      return;
    }
    toast.success(data.message);
    onRegistered();
  });

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
      {newPassword.fields}
      <button type="submit" className="button button--primary" disabled={pending}>
        Create Account
      </button>
    </form>
  );
}
