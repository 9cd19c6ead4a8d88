import { useState } from 'react';
import { Create, SimpleForm, useNotify, useRedirect } from 'react-admin';
import { WEBHOOK_MESSAGES } from '@satchel/shared';
import { hasFieldErrors } from '../api/httpError';
import { failureMessage } from '../lib/failureMessage';
import { SecretDialog } from './SecretDialog';
import { NEW_ENDPOINT, WebhookFields } from './WebhookFields';
import type { CreatedWebhookEndpoint } from './webhookRules';

/**
 * A new endpoint. Its signing secret comes with the API's answer and never again: it is shown in a
 * dialog first, and closing that leads to the endpoint's page (its delivery log, a test event).
 */
export function WebhookCreate() {
  const notify = useNotify();
  const redirect = useRedirect();
  const [created, setCreated] = useState<CreatedWebhookEndpoint | null>(null);
  return (
    <Create
      title="Add webhook endpoint"
      mutationOptions={{
        onSuccess: (endpoint: CreatedWebhookEndpoint) => setCreated(endpoint),
        // Problems with fields go on the fields, and react-admin's own toast says so.
        onError: (error: unknown) => {
          if (!hasFieldErrors(error)) notify(failureMessage(error, 'Failed to save the endpoint.'), { type: 'error' });
        },
      }}
    >
      <SimpleForm defaultValues={NEW_ENDPOINT}>
        <WebhookFields />
      </SimpleForm>
      <SecretDialog
        secret={created?.secret ?? null}
        message={WEBHOOK_MESSAGES.created}
        onClose={() => {
          const id = created?.id;
          setCreated(null);
          if (id !== undefined) redirect('edit', 'webhooks', id);
        }}
      />
    </Create>
  );
}
