import WebhookIcon from '@mui/icons-material/Webhook';
import { lazy } from 'react';
import type { ResourceProps } from 'react-admin';

// Loaded when first shown (react-admin's layout waits for them in its Suspense), not with the back office.
const WebhookList = lazy(() => import('./WebhookList').then((m) => ({ default: m.WebhookList })));
const WebhookCreate = lazy(() => import('./WebhookCreate').then((m) => ({ default: m.WebhookCreate })));
const WebhookEdit = lazy(() => import('./WebhookEdit').then((m) => ({ default: m.WebhookEdit })));

/** Endpoints that receive the shop's events (orders, products, low stock), signed, with their delivery log. */
export const webhookResource: ResourceProps = {
  name: 'webhooks',
  icon: WebhookIcon,
  options: { label: 'Webhooks' },
  list: WebhookList,
  create: WebhookCreate,
  edit: WebhookEdit,
};
