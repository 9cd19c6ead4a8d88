import { useState, type FormEvent } from 'react';
import { api, errorMessage } from '../../api/client';
import { FormField } from '../../components/FormField';
import { useSession } from '../../state/session';
import { useToast } from '../../state/toasts';

const EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** /myaccount/password: all three fields required; new and confirm must match (docs/product.md §5). */
export default function PasswordPage() {
  const toast = useToast();
  const { user, signIn } = useSession();
  const [fields, setFields] = useState(EMPTY);
  const [pending, setPending] = useState(false);
  const set = (name: keyof typeof EMPTY) => (value: string) => setFields((current) => ({ ...current, [name]: value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (fields.newPassword !== fields.confirmPassword) {
      toast.error('New password and confirm password do not match');
      return;
    }
    setPending(true);
    const { data, error } = await api.PUT('/api/users/change-password', {
      body: { currentPassword: fields.currentPassword, newPassword: fields.newPassword },
    });
    setPending(false);
    if (!data) {
      toast.error(errorMessage(error, 'Failed to change password'));
      return;
    }
    // Every earlier token stopped working; the answer brings this session a fresh one.
    if (user) signIn(data.token, user);
    toast.success(data.data.message || 'Password changed successfully');
    setFields(EMPTY);
  }

  return (
    <section aria-labelledby="password-title">
      <h1 id="password-title">Change Password</h1>
      <form className="address-form" onSubmit={(event) => void submit(event)}>
        <FormField
          label="Current Password"
          name="currentPassword"
          type="password"
          required
          autoComplete="current-password"
          value={fields.currentPassword}
          onValueChange={set('currentPassword')}
        />
        <FormField
          label="New Password"
          name="newPassword"
          type="password"
          required
          autoComplete="new-password"
          value={fields.newPassword}
          onValueChange={set('newPassword')}
        />
        <FormField
          label="Confirm Password"
          name="confirmPassword"
          type="password"
          required
          autoComplete="new-password"
          value={fields.confirmPassword}
          onValueChange={set('confirmPassword')}
        />
        <div className="address-form__actions">
          <button type="submit" className="button button--primary" disabled={pending}>
            Change Password
          </button>
        </div>
      </form>
    </section>
  );
}
