import { Box, Chip, Tooltip, Typography, useMediaQuery, type Theme } from '@mui/material';
import { CreateButton, DataTable, List, SimpleList, TopToolbar, useRecordContext } from 'react-admin';
import type { WebhookEndpoint } from './webhookRules';

/** Active in green; paused in amber, with the shop's reason (if it paused it) on hover. */
function StatusChip() {
  const endpoint = useRecordContext<WebhookEndpoint>();
  if (!endpoint) return null;
  const chip = (
    <Chip
      size="small"
      color={endpoint.status === 'active' ? 'success' : 'warning'}
      label={endpoint.status === 'active' ? 'Active' : 'Paused'}
    />
  );
  return endpoint.pausedReason ? <Tooltip title={endpoint.pausedReason}>{chip}</Tooltip> : chip;
}

/** Before the first endpoint: what webhooks are for, and the one way on. */
function NoEndpoints() {
  return (
    <Box sx={{ textAlign: 'center', mt: 6, mx: 2 }}>
      <Typography variant="h6" component="p">
        No webhook endpoints yet.
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Add one to have orders, products and stock changes posted to your systems as they happen.
      </Typography>
      <CreateButton label="Add endpoint" variant="contained" />
    </Box>
  );
}

const eventsOf = (endpoint: WebhookEndpoint) => endpoint.events.join(', ');

/** The webhook endpoints integrators registered; a row opens its form and delivery log. On a phone, a list. */
export function WebhookList() {
  const small = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  return (
    <List
      title="Webhooks"
      sort={{ field: 'id', order: 'DESC' }}
      exporter={false}
      empty={<NoEndpoints />}
      actions={
        <TopToolbar>
          <CreateButton label="Add endpoint" />
        </TopToolbar>
      }
    >
      {small ? (
        <SimpleList<WebhookEndpoint>
          linkType="edit"
          primaryText={(endpoint) => endpoint.url}
          secondaryText={(endpoint) => [endpoint.description, eventsOf(endpoint)].filter(Boolean).join(' · ')}
          tertiaryText={(endpoint) => (endpoint.status === 'active' ? 'Active' : 'Paused')}
          sx={{ '& .MuiListItemText-primary, & .MuiListItemText-secondary': { overflowWrap: 'anywhere' } }}
        />
      ) : (
        <Box sx={{ overflowX: 'auto' }}>
          <DataTable rowClick="edit" bulkActionButtons={false}>
            <DataTable.Col source="url" label="URL" sx={{ overflowWrap: 'anywhere' }} />
            <DataTable.Col source="description" label="Description" disableSort />
            <DataTable.Col label="Events" disableSort render={eventsOf} />
            <DataTable.Col source="status" label="Status">
              <StatusChip />
            </DataTable.Col>
            <DataTable.NumberCol source="consecutiveFailures" label="Failures in a row" disableSort />
          </DataTable>
        </Box>
      )}
    </List>
  );
}
