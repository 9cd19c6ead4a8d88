import { useState } from 'react';
import { ACCOUNT_MESSAGES } from '@satchel/shared';
import { api, errorMessage } from '../../api/client';
import { FormField } from '../../components/FormField';
import { useNewPassword } from '../../components/NewPasswordFields';
import { useFormSubmit } from '../../lib/useFormSubmit';
import { useSession } from '../../state/session';
import { useToast } from '../../state/toasts';

/** /myaccount/password: all three fields required; new and confirm must match (docs/product.md §5). */
export default function PasswordPage() {
  const toast = useToast();
  const { user, signIn } = useSession();
  const [currentPassword, setCurrentPassword] = useState('');
  const newPassword = useNewPassword({
    label: 'New Password',
    name: 'newPassword',
    ruleName: 'New password',
    mismatch: ACCOUNT_MESSAGES.newPasswordsDiffer,
  });
  const { pending, submit } = useFormSubmit(async () => {
    if (!newPassword.valid()) return;
    const { data, error } = await api.PUT('/api/users/change-password', {
      body: { currentPassword, newPassword: newPassword.password },
    });
    if (!data) {
      toast.error(errorMessage(error, 'Failed to change password'));
      return;
    }
    // Every earlier token stopped working; the answer brings this session a fresh one.
    if (user) signIn(data.token, user);
    toast.success(data.data.message || 'Password changed successfully');
    setCurrentPassword('');
    newPassword.clear();
  });

  return (
    <section aria-labelledby="password-title">
      <h1 id="password-title">Change Password</h1>
      <form className="address-form" onSubmit={submit}>
        <FormField
          label="Current Password"
          name="currentPassword"
          type="password"
          required
          autoComplete="current-password"
          value={currentPassword}
          onValueChange={setCurrentPassword}
        />
        {newPassword.fields}
        <div className="address-form__actions">
          <button type="submit" className="button button--primary" disabled={pending}>
            Change Password
          </button>
        </div>
      </form>
    </section>
  );
}
