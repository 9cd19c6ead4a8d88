import { Alert, Box, Button, Card, CardContent, TextField, Typography } from '@mui/material';
import {
  ACCOUNT_MESSAGES,
  MAX_PASSWORD_LENGTH,
  MIN_PASSWORD_LENGTH,
  passwordProblem,
  TEAM_MESSAGES,
  usernameProblem,
} from '@satchel/shared';
import { useState, type FormEvent } from 'react';
import { useBasename } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { api, errorMessage } from '../api/client';
import { authProvider } from '../authProvider';

/**
 * Where an invitation e-mail's link leads (/admin/accept-invite?token=…): the new member chooses a
 * username and a password, and is signed in with them.
 */
export function AcceptInvitationPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const basename = useBasename();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [done, setDone] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const invalid =
      usernameProblem(username) ??
      passwordProblem(password) ??
      (password !== confirm ? ACCOUNT_MESSAGES.passwordsDiffer : undefined);
    setProblem(invalid ?? null);
    if (invalid) return;
    setPending(true);
    try {
      const { error, response } = await api.POST('/api/auth/accept-invite', {
        body: { token, username: username.trim(), password },
      });
      if (!response.ok) {
        setProblem(errorMessage(error));
        return;
      }
      setDone(true);
      await authProvider.login({ username: username.trim(), password });
      // A fresh start of the back office as the new member: react-admin settled, while this page
      // showed, that no one was signed in, and would sign them out again.
      window.location.assign(`${basename}/`);
    } catch {
      setProblem('Something went wrong');
    } finally {
      setPending(false);
    }
  }

  return (
    <Box sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', bgcolor: 'background.default', p: 2 }}>
      <Card sx={{ width: '100%', maxWidth: 420 }}>
        <CardContent component="form" onSubmit={submit} noValidate sx={{ display: 'grid', gap: 2 }}>
          <Typography component="h1" variant="h5">
            Join the Satchel team
          </Typography>
          {!token ? (
            <Alert severity="error">{TEAM_MESSAGES.invitationInvalid}</Alert>
          ) : (
            <>
              <Typography color="text.secondary">Choose the username and password you will sign in with.</Typography>
              <TextField
                label="Username"
                autoComplete="username"
                required
                value={username}
                onChange={(event) => setUsername(event.target.value)}
              />
              <TextField
                label="Password"
                type="password"
                autoComplete="new-password"
                required
                // No maxLength: the browser counts UTF-16 units and would cut a password passwordProblem takes.
                inputProps={{ minLength: MIN_PASSWORD_LENGTH }}
                helperText={`${MIN_PASSWORD_LENGTH} to ${MAX_PASSWORD_LENGTH} characters`}
                value={password}
                onChange={(event) => setPassword(event.target.value)}
              />
              <TextField
                label="Confirm password"
                type="password"
                autoComplete="new-password"
                required
                value={confirm}
                onChange={(event) => setConfirm(event.target.value)}
              />
              {done && <Alert severity="success">{TEAM_MESSAGES.accepted}</Alert>}
              {problem && (
                <Alert severity="error" role="alert">
                  {problem}
                </Alert>
              )}
              <Button type="submit" variant="contained" disabled={pending || done}>
                Accept invitation
              </Button>
            </>
          )}
        </CardContent>
      </Card>
    </Box>
  );
}
