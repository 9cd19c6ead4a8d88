import { useState, type FormEvent } from 'react';
import { ACCOUNT_MESSAGES } from '@satchel/shared';
import { api, errorMessage, type User } from '../../api/client';
import { FormField } from '../../components/FormField';
import { useSession } from '../../state/session';
import { useToast } from '../../state/toasts';
import './ProfilePage.css';

/**
 * /myaccount/account: the profile, viewed or edited. A new e-mail takes the current password (the
 * API's rule: reset links go to the e-mail), asked for only once the e-mail is changed; the e-mail
 * is sent only then.
 */
export default function ProfilePage() {
  const { user, updateUser } = useSession();
  const toast = useToast();
  const [editing, setEditing] = useState(false);
  const [fields, setFields] = useState(() => fieldsOf(user));
  // The e-mail as Edit found it: the session's copy may have been refreshed since the page opened.
  const [emailAtEdit, setEmailAtEdit] = useState(user?.email ?? '');
  const [currentPassword, setCurrentPassword] = useState('');
  const set = (name: keyof typeof fields) => (value: string) => setFields((current) => ({ ...current, [name]: value }));

  if (!user) return null;
  const emailChanged = fields.email.trim().toLowerCase() !== emailAtEdit.toLowerCase();

  async function save(event: FormEvent) {
    event.preventDefault();
    const { email, ...others } = fields;
    const { data, error } = await api.PUT('/api/users/profile', {
      body: {
        ...others,
        mobile: fields.mobile || null,
        dob: fields.dob || null,
        // Sent only when edited here: a copy made stale in another tab would move it back.
        ...(emailChanged ? { email, currentPassword } : {}),
      },
    });
    if (!data) {
      toast.error(errorMessage(error, 'Update failed!'));
      return;
    }
    updateUser(data.data.user);
    toast.success('Profile updated!');
    setCurrentPassword('');
    setEditing(false);
  }

  if (!editing) {
    return (
      <section aria-labelledby="profile-title">
        <h1 id="profile-title">Account</h1>
        <dl className="profile">
          <dt>Username</dt>
          <dd>{user.username}</dd>
          <dt>Email</dt>
          <dd>{user.email}</dd>
          <dt>First name</dt>
          <dd>{user.firstName}</dd>
          <dt>Last name</dt>
          <dd>{user.lastName}</dd>
          <dt>Mobile</dt>
          <dd>{user.mobile ?? '—'}</dd>
          <dt>Date of birth</dt>
          <dd>{user.dob ?? '—'}</dd>
        </dl>
        <button
          type="button"
          className="button button--outline"
          onClick={() => {
            setFields(fieldsOf(user));
            setEmailAtEdit(user.email);
            setEditing(true);
          }}
        >
          Edit Profile
        </button>
      </section>
    );
  }

  return (
    <section aria-labelledby="profile-title">
      <h1 id="profile-title">Account</h1>
      <form className="address-form" onSubmit={(event) => void save(event)}>
        <FormField label="Username" name="username" required value={fields.username} onValueChange={set('username')} />
        <FormField label="Email" name="email" type="email" required value={fields.email} onValueChange={set('email')} />
        {emailChanged && (
          <FormField
            label="Current Password"
            name="currentPassword"
            type="password"
            autoComplete="current-password"
            required
            value={currentPassword}
            onValueChange={setCurrentPassword}
            hint={ACCOUNT_MESSAGES.emailChangeNeedsPassword}
          />
        )}
        <FormField label="First name" name="firstName" value={fields.firstName} onValueChange={set('firstName')} />
        <FormField label="Last name" name="lastName" value={fields.lastName} onValueChange={set('lastName')} />
        <FormField label="Mobile" name="mobile" type="tel" value={fields.mobile} onValueChange={set('mobile')} />
        <FormField label="Date of birth" name="dob" type="date" value={fields.dob} onValueChange={set('dob')} />
        <div className="address-form__actions">
          <button type="submit" className="button button--primary">
            Save
          </button>
          <button
            type="button"
            className="button button--outline"
            onClick={() => {
              setCurrentPassword('');
              setEditing(false);
            }}
          >
            Cancel
          </button>
        </div>
      </form>
    </section>
  );
}

/** The form's fields for an account as the session holds it. */
function fieldsOf(user: User | null) {
  return {
    username: user?.username ?? '',
    email: user?.email ?? '',
    firstName: user?.firstName ?? '',
    lastName: user?.lastName ?? '',
    mobile: user?.mobile ?? '',
    dob: user?.dob ?? '',
  };
}
