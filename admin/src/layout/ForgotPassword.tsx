import { Box, Button, TextField, Typography } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { PASSWORD_RESET_MESSAGES } from '@satchel/shared';
import { api, errorMessage } from '../api/client';

/**
 * Under the sign-in form: asks for a reset link by e-mail (the link opens the storefront's
 * reset page, the same for staff and shoppers). The answer is the same whether or not an account
 * uses the e-mail.
 */
export function ForgotPassword() {
  const [open, setOpen] = useState(false);
  const [email, setEmail] = useState('');
  const [pending, setPending] = useState(false);
  const [answer, setAnswer] = useState<{ text: string; failed: boolean } | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setPending(true);
    try {
      const { data, error } = await api.POST('/api/auth/forgot-password', { body: { email: email.trim() } });
      setAnswer(data ? { text: data.message, failed: false } : { text: errorMessage(error), failed: true });
    } catch {
      setAnswer({ text: 'Something went wrong', failed: true });
    } finally {
      setPending(false);
    }
  }

  if (!open) {
    return (
      <Box sx={{ px: 2, pb: 2, textAlign: 'center' }}>
        <Button size="small" onClick={() => setOpen(true)}>
          {PASSWORD_RESET_MESSAGES.linkLabel}
        </Button>
      </Box>
    );
  }
  return (
    <Box component="form" onSubmit={submit} sx={{ px: 2, pb: 2, display: 'grid', gap: 1 }}>
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        required
        size="small"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
      />
      <Button type="submit" variant="outlined" disabled={pending}>
        Send Reset Link
      </Button>
      <Typography role="status" variant="body2" color={answer?.failed ? 'error' : 'text.secondary'}>
        {answer?.text ?? ''}
      </Typography>
    </Box>
  );
}
