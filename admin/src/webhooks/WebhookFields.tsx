import { Alert, Box, Typography } from '@mui/material';
import { useWatch } from 'react-hook-form';
import { CheckboxGroupInput, NumberInput, RadioButtonGroupInput, TextInput, useRecordContext } from 'react-admin';
import {
  DEFAULT_LOW_STOCK_THRESHOLD,
  MAX_STOCK,
  MAX_WEBHOOK_DESCRIPTION_LENGTH,
  WEBHOOK_EVENT_DESCRIPTIONS,
  WEBHOOK_MESSAGES,
  type WebhookEventType,
} from '@satchel/shared';
import {
  EVENT_CHOICES,
  LOW_STOCK_EVENT,
  lowStockThresholdProblem,
  STATUS_CHOICES,
  webhookDescriptionProblem,
  webhookEventsProblem,
  webhookUrlProblem,
  type WebhookEndpoint,
} from './webhookRules';

/** A checkbox's label: the event's name, and what it says under it. */
function EventLabel({ event }: { event: WebhookEventType }) {
  return (
    <Box sx={{ py: 0.5 }}>
      <Typography component="span" sx={{ fontFamily: 'monospace', display: 'block' }}>
        {event}
      </Typography>
      <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
        {WEBHOOK_EVENT_DESCRIPTIONS[event]}
      </Typography>
    </Box>
  );
}

/** stock.low's threshold, asked only when stock.low is chosen. */
function LowStockThresholdInput() {
  const events = useWatch({ name: 'events' }) as WebhookEventType[] | undefined;
  if (!events?.includes(LOW_STOCK_EVENT)) return null;
  return (
    <NumberInput
      source="lowStockThreshold"
      label="Low-stock threshold"
      min={0}
      max={MAX_STOCK}
      step={1}
      validate={lowStockThresholdProblem}
      helperText="stock.low is sent when a size's stock falls to this number or below."
    />
  );
}

/** Active or paused; why the shop paused it, if it did. */
function StatusInput() {
  const endpoint = useRecordContext<WebhookEndpoint>();
  const status = useWatch({ name: 'status' }) as WebhookEndpoint['status'] | undefined;
  return (
    <>
      {endpoint?.status === 'paused' && endpoint.pausedReason && (
        <Alert severity="warning" sx={{ mb: 1 }}>
          Paused by the shop: {endpoint.pausedReason}
        </Alert>
      )}
      <RadioButtonGroupInput
        source="status"
        label="Status"
        choices={STATUS_CHOICES}
        helperText={status === 'paused' ? WEBHOOK_MESSAGES.paused : 'Resuming clears its failure count.'}
      />
    </>
  );
}

/** The endpoint form's fields; an existing endpoint's also pause or resume it. */
export function WebhookFields({ withStatus = false }: { withStatus?: boolean }) {
  return (
    <>
      <TextInput
        source="url"
        label="Endpoint URL"
        validate={webhookUrlProblem}
        fullWidth
        helperText="Where the shop POSTs its events, e.g. https://erp.example.com/hooks/satchel"
      />
      <TextInput
        source="description"
        label="Description"
        validate={webhookDescriptionProblem}
        fullWidth
        helperText={`What receives the events, at most ${MAX_WEBHOOK_DESCRIPTION_LENGTH} characters`}
      />
      <CheckboxGroupInput
        source="events"
        label="Events"
        choices={EVENT_CHOICES}
        optionText={(choice: { id: WebhookEventType }) => <EventLabel event={choice.id} />}
        translateChoice={false}
        row={false}
        validate={webhookEventsProblem}
      />
      <LowStockThresholdInput />
      {withStatus && <StatusInput />}
    </>
  );
}

/** What a new endpoint's form starts with. */
export const NEW_ENDPOINT = { url: '', description: '', events: [], lowStockThreshold: DEFAULT_LOW_STOCK_THRESHOLD };
