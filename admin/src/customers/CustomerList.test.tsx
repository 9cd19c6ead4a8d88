import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AdminContext, ResourceContextProvider, testDataProvider } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import type { components } from '@satchel/shared/web';
import { CustomerList } from './CustomerList';
import { screenIs } from '../test-utils';

type Customer = components['schemas']['CustomerDto'];

const customers: Customer[] = [
  {
    id: 7,
    username: 'asha',
    email: 'asha@example.com',
    firstName: 'Asha',
    lastName: 'Rao',
    mobile: '9876543210',
    createdAt: '2026-10-02T08:00:00.000Z',
    orderCount: 3,
  },
  {
    // Registration fills both names with the username.
    id: 8,
    username: 'ravi',
    email: 'ravi@example.com',
    firstName: 'ravi',
    lastName: 'ravi',
    mobile: null,
    createdAt: '2026-11-15T08:00:00.000Z',
    orderCount: 0,
  },
];

function renderCustomers() {
  const getList = jest.fn().mockResolvedValue({ data: customers, total: 2 });
  const view = render(
    <MemoryRouter initialEntries={['/customer']}>
      <AdminContext dataProvider={testDataProvider({ getList })}>
        <ResourceContextProvider value="customer">
          <CustomerList />
        </ResourceContextProvider>
      </AdminContext>
    </MemoryRouter>,
  );
  return { ...view, getList };
}

// react-admin's list renders slowly on a busy two-core machine.
jest.setTimeout(20_000);

describe('the customer list', () => {
  it('shows username, name, email, mobile, registration date and order count, newest first', async () => {
    const { getList } = renderCustomers();

    const row = await screen.findByRole('row', { name: /asha/ });
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['asha', 'Asha Rao', 'asha@example.com', '9876543210', '2/10/2026', '3']);
    expect(within(screen.getByRole('row', { name: /ravi/ })).getAllByRole('cell')[1]).toHaveTextContent(/^ravi$/);
    expect(getList).toHaveBeenCalledWith(
      'customer',
      expect.objectContaining({ sort: { field: 'createdAt', order: 'DESC' } }),
    );
    expect(screen.queryByRole('button', { name: /create/i })).toBeNull();
  });

  it('offers sorting only on the columns the API sorts by, and searches with q', async () => {
    const { container, getList } = renderCustomers();
    await screen.findByRole('row', { name: /asha/ });

    // backend CUSTOMER_SORTS: id, username, email, createdAt, orderCount
    const sortable = [...container.querySelectorAll('thead [data-field]')].map((cell) =>
      cell.getAttribute('data-field'),
    );
    expect(sortable).toEqual(['username', 'email', 'createdAt', 'orderCount']);

    fireEvent.change(screen.getByPlaceholderText('Name or e-mail'), { target: { value: 'asha' } });
    await waitFor(
      () => expect(getList).toHaveBeenLastCalledWith('customer', expect.objectContaining({ filter: { q: 'asha' } })),
      { timeout: 3000 },
    );
  });

  it('lists customers in one column on a phone, with no table to scroll sideways', async () => {
    screenIs('small');
    try {
      renderCustomers();
      expect(await screen.findByText('Asha Rao (asha)')).toBeInTheDocument();
      expect(screen.getByText('asha@example.com · 9876543210')).toBeInTheDocument();
      expect(screen.getByText('3 orders')).toBeInTheDocument();
      expect(screen.getByText('0 orders')).toBeInTheDocument();
      expect(screen.queryByRole('table')).toBeNull();
    } finally {
      screenIs('large');
    }
  });
});
