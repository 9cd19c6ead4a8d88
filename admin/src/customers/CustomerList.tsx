import { useMediaQuery, type Theme } from '@mui/material';
import { DataTable, DateField, List, SearchInput, SimpleList } from 'react-admin';
import { countOf, SHOP_TIME_ZONE } from '@satchel/shared';

interface CustomerRecord {
  id: number;
  username: string;
  firstName: string;
  lastName: string;
  email: string;
  mobile: string | null;
  createdAt: string;
  orderCount: number;
}

const fullName = (customer: CustomerRecord) =>
  [...new Set([customer.firstName, customer.lastName])].filter(Boolean).join(' ');

/** Registered customers with how many orders each placed; read-only. On a phone, a list that fits its width. */
export function CustomerList() {
  const small = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  return (
    <List
      title="Customers"
      filters={[<SearchInput key="q" source="q" alwaysOn placeholder="Name or e-mail" />]}
      sort={{ field: 'createdAt', order: 'DESC' }}
      exporter={false}
    >
      {small ? (
        <SimpleList<CustomerRecord>
          linkType={false}
          primaryText={(customer) => `${fullName(customer) || customer.username} (${customer.username})`}
          secondaryText={(customer) => [customer.email, customer.mobile].filter(Boolean).join(' · ')}
          tertiaryText={(customer) => countOf(customer.orderCount, 'order')}
          sx={{ '& .MuiListItemText-secondary': { overflowWrap: 'anywhere' } }}
        />
      ) : (
        <DataTable rowClick={false} bulkActionButtons={false}>
          <DataTable.Col source="username" label="Username" />
          <DataTable.Col label="Name" disableSort render={fullName} />
          <DataTable.Col source="email" label="Email" />
          <DataTable.Col source="mobile" label="Mobile" disableSort />
          <DataTable.Col source="createdAt" label="Registered on">
            <DateField source="createdAt" locales="en-IN" options={{ timeZone: SHOP_TIME_ZONE }} />
          </DataTable.Col>
          <DataTable.NumberCol source="orderCount" label="Orders" />
        </DataTable>
      )}
    </List>
  );
}
