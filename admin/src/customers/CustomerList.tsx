import { DataTable, DateField, List, SearchInput } from 'react-admin';

/** Registered customers with how many orders each placed; read-only. */
export function CustomerList() {
  return (
    <List
      title="Customers"
      filters={[<SearchInput key="q" source="q" alwaysOn placeholder="Name or e-mail" />]}
      sort={{ field: 'createdAt', order: 'DESC' }}
      exporter={false}
    >
      <DataTable rowClick={false} bulkActionButtons={false}>
        <DataTable.Col source="username" label="Username" />
        <DataTable.Col
          label="Name"
          disableSort
          render={(customer: { firstName: string; lastName: string }) =>
            [...new Set([customer.firstName, customer.lastName])].filter(Boolean).join(' ')
          }
        />
        <DataTable.Col source="email" label="Email" />
        <DataTable.Col source="mobile" label="Mobile" disableSort />
        <DataTable.Col source="createdAt" label="Registered on">
          <DateField source="createdAt" locales="en-IN" />
        </DataTable.Col>
        <DataTable.NumberCol source="orderCount" label="Orders" />
      </DataTable>
    </List>
  );
}
