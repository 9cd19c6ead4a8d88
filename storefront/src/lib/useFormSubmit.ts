import { useState, type FormEvent } from 'react';
import { useToast } from '../state/toasts';

/**
 * A form's submit handler: runs `send` one at a time (`pending` disables the button meanwhile), and
 * says 'Something went wrong' when it throws (no answer at all); the API's refusals are `send`'s
 * to say, in the API's words.
 */
export function useFormSubmit(send: () => Promise<void>) {
  const toast = useToast();
  const [pending, setPending] = useState(false);
  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setPending(true);
    try {
      await send();
    } catch {
      toast.error('Something went wrong');
    } finally {
      setPending(false);
    }
  }
  return { pending, submit: (event: FormEvent<HTMLFormElement>) => void submit(event) };
}
