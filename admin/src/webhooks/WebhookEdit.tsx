import KeyIcon from '@mui/icons-material/Key';
import SendIcon from '@mui/icons-material/Send';
import { Alert, Button, Divider } from '@mui/material';
import { useState } from 'react';
import {
  Confirm,
  Edit,
  ListButton,
  SimpleForm,
  TopToolbar,
  useNotify,
  useRecordContext,
  useRefresh,
} from 'react-admin';
import { formatShopDateTime, WEBHOOK_MESSAGES } from '@satchel/shared';
import { errorMessage } from '@satchel/shared/web';
import { api } from '../api/client';
import { HistoryButton } from '../audit-log/HistoryButton';
import { useSaveFeedback } from '../lib/forms';
import { DeliveryLog } from './DeliveryLog';
import { SecretDialog } from './SecretDialog';
import { WebhookFields } from './WebhookFields';
import type { WebhookEndpoint } from './webhookRules';

/** A new signing secret after a confirmation, shown once; the old one keeps signing for a day. */
function RotateSecretButton() {
  const endpoint = useRecordContext<WebhookEndpoint>();
  const notify = useNotify();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [secret, setSecret] = useState<string | null>(null);
  const refresh = useRefresh();
  if (!endpoint) return null;

  const rotate = async () => {
    setConfirming(false);
    setBusy(true);
    const { data, error } = await api.POST('/api/admin/webhooks/{id}/rotate-secret', {
      params: { path: { id: endpoint.id } },
    });
    setBusy(false);
    if (data) setSecret(data.secret);
    else notify(errorMessage(error, 'Failed to rotate the secret.'), { type: 'error' });
  };

  return (
    <>
      <Button size="small" startIcon={<KeyIcon />} onClick={() => setConfirming(true)} disabled={busy}>
        Rotate secret
      </Button>
      <Confirm
        isOpen={confirming}
        title="Rotate the signing secret?"
        content="The endpoint gets a new secret. Events are signed with both for 24 hours, time enough to give the new one to the receiver."
        confirm="Rotate"
        onConfirm={() => void rotate()}
        onClose={() => setConfirming(false)}
      />
      <SecretDialog
        secret={secret}
        message={WEBHOOK_MESSAGES.rotated}
        onClose={() => {
          setSecret(null);
          // Read again: the page says until when the old secret still signs.
          refresh();
        }}
      />
    </>
  );
}

/** Sends a webhook.test event to the endpoint, whatever events it listens for. */
function SendTestButton({ onSent }: { onSent: () => void }) {
  const endpoint = useRecordContext<WebhookEndpoint>();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  if (!endpoint) return null;

  const send = async () => {
    setBusy(true);
    const { data, error } = await api.POST('/api/admin/webhooks/{id}/test', { params: { path: { id: endpoint.id } } });
    setBusy(false);
    if (!data) {
      notify(errorMessage(error, 'Failed to send the test event.'), { type: 'error' });
      return;
    }
    notify(WEBHOOK_MESSAGES.testSent, { type: 'success' });
    onSent();
  };

  return (
    <Button size="small" startIcon={<SendIcon />} onClick={() => void send()} disabled={busy}>
      Send test event
    </Button>
  );
}

/** While a rotation's overlap lasts: until when the secrets it replaced still sign. */
function RotationNotice() {
  const endpoint = useRecordContext<WebhookEndpoint>();
  const until = endpoint?.previousSecretUntil ? new Date(endpoint.previousSecretUntil) : null;
  if (!until || until <= new Date()) return null;
  return (
    <Alert severity="info" sx={{ mx: 2, mt: 2 }}>
      The secret before the last rotation still signs until {formatShopDateTime(until)}.
    </Alert>
  );
}

function EndpointLog({ version }: { version: number }) {
  const endpoint = useRecordContext<WebhookEndpoint>();
  return endpoint ? <DeliveryLog endpointId={endpoint.id} version={version} /> : null;
}

/** An endpoint's form, its secret and test event, and below them its delivery log. */
export function WebhookEdit() {
  // Bumped when a test event is sent: the log is read again.
  const [logVersion, setLogVersion] = useState(0);
  return (
    <Edit
      title="Edit webhook endpoint"
      mutationMode="pessimistic"
      mutationOptions={useSaveFeedback('webhooks', 'Endpoint saved.', 'Failed to save the endpoint.')}
      actions={
        <TopToolbar>
          <ListButton />
          <SendTestButton onSent={() => setLogVersion((version) => version + 1)} />
          <RotateSecretButton />
          <HistoryButton entity="webhook" />
        </TopToolbar>
      }
    >
      <SimpleForm>
        <WebhookFields withStatus />
      </SimpleForm>
      <Divider />
      <RotationNotice />
      <EndpointLog version={logVersion} />
    </Edit>
  );
}
