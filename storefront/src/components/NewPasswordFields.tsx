import { useState } from 'react';
import { ACCOUNT_MESSAGES, MIN_PASSWORD_LENGTH } from '@satchel/shared';
import { useToast } from '../state/toasts';
import { FormField } from './FormField';

/**
 * A new password and its confirmation, with the API's length rule, for registration, a reset and
 * a change alike. No `maxLength`: the browser counts UTF-16 units, and would cut a password the
 * API takes (up to MAX_PASSWORD_LENGTH characters, an emoji one) while it is pasted; the API
 * answers a longer one with the rule's message. `confirmed()` says whether the two agree, and tells the shopper when they do not.
 */
export function useNewPassword({
  label = 'Password',
  name = 'password',
  mismatch = ACCOUNT_MESSAGES.passwordsDiffer as string,
} = {}) {
  const toast = useToast();
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  return {
    password,
    clear() {
      setPassword('');
      setConfirmation('');
    },
    confirmed(): boolean {
      if (password === confirmation) return true;
      toast.error(mismatch);
      return false;
    },
    fields: (
      <>
        <FormField
          label={label}
          name={name}
          type="password"
          autoComplete="new-password"
          required
          minLength={MIN_PASSWORD_LENGTH}
          value={password}
          onValueChange={setPassword}
        />
        <FormField
          label="Confirm Password"
          name="confirmPassword"
          type="password"
          autoComplete="new-password"
          required
          value={confirmation}
          onValueChange={setConfirmation}
        />
      </>
    ),
  };
}
