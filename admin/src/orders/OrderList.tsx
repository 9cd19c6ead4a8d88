import { Card, CardActions, CardContent, Stack, Typography, useMediaQuery, type Theme } from '@mui/material';
import {
  DataTable,
  DateInput,
  List,
  Pagination,
  RecordContextProvider,
  SearchInput,
  SelectInput,
  useListContext,
  useNotify,
} from 'react-admin';
import { countOf, formatRupees, formatShopDate } from '@satchel/shared';
import { OrderDetailsButton } from './OrderDetailsButton';
import { ShipmentTracking } from './ShipmentTracking';
import { OrderStatusSelect } from './OrderStatusSelect';
import { customerName, ORDER_STATUSES, type Order } from './orderStatus';

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Customer or order #" />,
  <SelectInput key="status" source="deliveryStatus" label="Status" choices={ORDER_STATUSES} alwaysOn />,
  <DateInput key="from" source="createdAt_gte" label="From" />,
  <DateInput key="to" source="createdAt_lte" label="To" />,
];

/** docs/product.md §2: "total order count". */
function OrderCount() {
  const { total, error } = useListContext();
  if (error) return null; // OrderList's toast says so.
  return (
    <Typography variant="subtitle1" sx={{ px: 2, pt: 1 }}>
      {countOf(total ?? 0, 'order')}
    </Typography>
  );
}

function OrderCards() {
  const { data } = useListContext<Order>();
  return (
    <Stack spacing={1} sx={{ p: 1 }}>
      {data?.map((order) => (
        <RecordContextProvider key={order.id} value={order}>
          <Card variant="outlined" component="article" aria-label={`Order #${order.id}`}>
            <CardContent>
              <Typography variant="subtitle1">
                Order #{order.id} · {formatRupees(order.orderTotal)}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {customerName(order)} · {formatShopDate(order.orderDate, 'numeric')} ·{' '}
                {countOf(order.items.length, 'item')}
              </Typography>
              {order.tracking && (
                <Typography variant="body2">
                  <ShipmentTracking tracking={order.tracking} />
                </Typography>
              )}
            </CardContent>
            <CardActions>
              <OrderStatusSelect />
              <OrderDetailsButton />
            </CardActions>
          </Card>
        </RecordContextProvider>
      ))}
    </Stack>
  );
}

function OrderTable() {
  return (
    <DataTable rowClick={false} bulkActionButtons={false}>
      <DataTable.Col source="id" label="Order #" />
      <DataTable.Col
        source="createdAt"
        label="Date"
        render={(order: Order) => formatShopDate(order.orderDate, 'numeric')}
      />
      <DataTable.Col
        label="Customer"
        disableSort
        render={(order: Order) => `${customerName(order)} (${order.user.email})`}
      />
      <DataTable.Col label="Items" disableSort render={(order: Order) => order.items.length} />
      <DataTable.Col source="orderTotal" label="Total" render={(order: Order) => formatRupees(order.orderTotal)} />
      <DataTable.Col source="deliveryStatus" label="Status">
        <OrderStatusSelect />
      </DataTable.Col>
      <DataTable.Col
        label="Tracking"
        disableSort
        render={(order: Order) => <ShipmentTracking tracking={order.tracking} />}
      />
      <DataTable.Col label="Details" disableSort>
        <OrderDetailsButton />
      </DataTable.Col>
    </DataTable>
  );
}

export function OrderList() {
  const small = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const notify = useNotify();
  return (
    <List
      title="Orders"
      filters={filters}
      sort={{ field: 'createdAt', order: 'DESC' }}
      perPage={10}
      exporter={false}
      pagination={<Pagination rowsPerPageOptions={[10, 25, 50]} />}
      empty={false}
      // docs/product.md §8's wording rather than react-admin's default (the server's message).
      queryOptions={{ onError: () => notify('Failed to fetch orders', { type: 'error' }) }}
    >
      <OrderCount />
      {small ? <OrderCards /> : <OrderTable />}
    </List>
  );
}
