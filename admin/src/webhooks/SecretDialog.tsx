import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  InputAdornment,
  TextField,
  Tooltip,
} from '@mui/material';
import { useRef, useState } from 'react';

/**
 * A signing secret, shown the one time the API hands it over: with what it means (`message`, one of
 * WEBHOOK_MESSAGES) and a copy button. Neither a click beside the dialog nor Escape closes it: only
 * Done does, and the secret is gone with it.
 */
export function SecretDialog({
  secret,
  message,
  onClose,
}: {
  secret: string | null;
  message: string;
  onClose: () => void;
}) {
  const [copied, setCopied] = useState<boolean | null>(null);
  const field = useRef<HTMLInputElement>(null);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(secret ?? '');
      setCopied(true);
    } catch {
      // No clipboard (an insecure page, a refused permission): selected, for the admin to copy.
      field.current?.select();
      setCopied(false);
    }
  };

  const close = () => {
    setCopied(null);
    onClose();
  };

  return (
    <Dialog open={secret !== null} disableEscapeKeyDown fullWidth maxWidth="sm" aria-labelledby="webhook-secret-title">
      <DialogTitle id="webhook-secret-title">Signing secret</DialogTitle>
      <DialogContent>
        <Alert severity="warning" sx={{ mb: 2 }}>
          {message}
        </Alert>
        <TextField
          label="Secret"
          value={secret ?? ''}
          fullWidth
          inputRef={field}
          onFocus={(event) => event.target.select()}
          slotProps={{
            input: {
              readOnly: true,
              sx: { fontFamily: 'monospace' },
              endAdornment: (
                <InputAdornment position="end">
                  <Tooltip title={copied ? 'Copied' : 'Copy'}>
                    <IconButton aria-label="Copy the secret" onClick={() => void copy()} edge="end">
                      <ContentCopyIcon />
                    </IconButton>
                  </Tooltip>
                </InputAdornment>
              ),
            },
          }}
          helperText={
            copied === true
              ? 'Copied to the clipboard.'
              : copied === false
                ? 'Could not copy: the secret is selected, copy it with Ctrl+C.'
                : ' '
          }
        />
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={close}>
          Done
        </Button>
      </DialogActions>
    </Dialog>
  );
}
