import { Box, Chip, Typography, useMediaQuery, type Theme } from '@mui/material';
import { DataTable, DateInput, List, SearchInput, SelectInput, SimpleList, useRecordContext } from 'react-admin';
import { formatRupees, formatShopDateTime, RETURN_STATUS_LABELS } from '@satchel/shared';
import { itemsText, STATUS_CHOICES, type Return } from './returnRules';

const FILTERS = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Return or order number, or e-mail" />,
  <SelectInput key="status" source="status" label="Status" choices={STATUS_CHOICES} alwaysOn />,
  <DateInput key="from" source="requested_gte" label="Requested from" />,
  <DateInput key="to" source="requested_lte" label="Requested to" />,
];

/** Each step's chip colours: light tints with dark text, readable (WCAG AA) on the list and the page alike. */
const STATUS_COLOURS: Record<Return['status'], { bgcolor: string; color: string }> = {
  REQUESTED: { bgcolor: '#fff1d6', color: '#7a4b00' },
  APPROVED: { bgcolor: '#dceaff', color: '#1d4a8a' },
  RECEIVED: { bgcolor: '#dceaff', color: '#1d4a8a' },
  REFUNDED: { bgcolor: '#dcf3e4', color: '#1b5e20' },
  REJECTED: { bgcolor: '#fde2e0', color: '#b3261e' },
};

export function ReturnStatusChip() {
  const entity = useRecordContext<Return>();
  if (!entity) return null;
  return <Chip size="small" sx={STATUS_COLOURS[entity.status]} label={RETURN_STATUS_LABELS[entity.status]} />;
}

function NoReturns() {
  return (
    <Box sx={{ textAlign: 'center', mt: 6, mx: 2 }}>
      <Typography variant="h6" component="p">
        No returns yet.
      </Typography>
      <Typography color="text.secondary">
        Customers ask for returns from My Account once an order is delivered.
      </Typography>
    </Box>
  );
}

/** Returns, newest first, filtered by status and the day they were asked for. On a phone, a list. */
export function ReturnList() {
  const small = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  return (
    <List
      title="Returns"
      sort={{ field: 'id', order: 'DESC' }}
      filters={FILTERS}
      exporter={false}
      empty={<NoReturns />}
    >
      {small ? (
        <SimpleList<Return>
          linkType="show"
          primaryText={(entity) => `Return #${entity.id} · order #${entity.orderId}`}
          secondaryText={(entity) => `${itemsText(entity)} · ${formatRupees(entity.refundable)}`}
          tertiaryText={(entity) => RETURN_STATUS_LABELS[entity.status]}
        />
      ) : (
        <Box sx={{ overflowX: 'auto' }}>
          <DataTable rowClick="show" bulkActionButtons={false}>
            <DataTable.Col source="id" label="Return" render={(entity: Return) => `#${entity.id}`} />
            <DataTable.Col source="orderId" label="Order" render={(entity: Return) => `#${entity.orderId}`} />
            <DataTable.Col label="Customer" disableSort render={(entity: Return) => entity.customer.email} />
            <DataTable.Col label="Items" disableSort render={itemsText} />
            <DataTable.Col
              label="Refundable"
              disableSort
              render={(entity: Return) => formatRupees(entity.refundable)}
            />
            <DataTable.Col
              source="requestedAt"
              label="Requested"
              render={(entity: Return) => formatShopDateTime(entity.requestedAt)}
            />
            <DataTable.Col source="status" label="Status">
              <ReturnStatusChip />
            </DataTable.Col>
          </DataTable>
        </Box>
      )}
    </List>
  );
}
