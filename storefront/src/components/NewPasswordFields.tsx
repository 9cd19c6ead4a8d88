import { useState } from 'react';
import { ACCOUNT_MESSAGES, MIN_PASSWORD_LENGTH, passwordProblem } from '@satchel/shared';
import { useToast } from '../state/toasts';
import { FormField } from './FormField';

/**
 * A new password and its confirmation, with the API's length rule, for registration, a reset and
 * a change alike. The browser's `minLength` counts UTF-16 units, so an emoji counts twice there,
 * and no `maxLength` is set, as it would cut a password the API takes while it is pasted: `valid()`
 * checks the rule as the API does (passwordProblem, by character), then that the two agree, and
 * tells the shopper what is wrong, in the API's words (`ruleName` is the field the API names).
 */
export function useNewPassword({
  label = 'Password',
  name = 'password',
  ruleName = 'Password',
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
    valid(): boolean {
      const problem = passwordProblem(password, ruleName) ?? (password === confirmation ? undefined : mismatch);
      if (problem) toast.error(problem);
      return !problem;
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
