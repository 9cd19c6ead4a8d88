import { useNotify, useRedirect } from 'react-admin';
import { hasFieldErrors } from '../api/httpError';
import { failureMessage } from './failureMessage';

/** A text field that must hold more than spaces, with the product's message for it. */
export const filledIn = (message: string) => (value: unknown) =>
  typeof value === 'string' && value.trim() ? undefined : message;

/**
 * A resource form's save: the product's success toast and back to the list, or the API's reason
 * (else the product's words). Problems with fields go on the fields, and react-admin's own toast
 * says so: no second one.
 */
export function useSaveFeedback(resource: string, success: string, failure: string) {
  const notify = useNotify();
  const redirect = useRedirect();
  return {
    onSuccess: () => {
      notify(success, { type: 'success' });
      redirect('list', resource);
    },
    onError: (error: unknown) => {
      if (!hasFieldErrors(error)) notify(failureMessage(error, failure), { type: 'error' });
    },
  };
}
