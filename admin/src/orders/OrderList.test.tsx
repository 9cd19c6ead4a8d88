import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AdminContext, Notification, ResourceContextProvider, testDataProvider, type DataProvider } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { OrderList } from './OrderList';
import type { Order } from './orderStatus';
import { screenIs } from '../test-utils';

function orderOf(id: number, overrides: Partial<Order> = {}): Order {
  return {
    id,
    user: { id: 7, firstName: 'Asha', lastName: 'Rao', email: 'asha@example.com' },
    items: [
      {
        id: id * 10,
        quantity: 2,
        lineTotal: 9998,
        product: {
          id: 3,
          name: 'Aarav Leather Tote',
          images: [],
          variant: { id: 5, size: 'M', color: 'Tan', originalPrice: 5999, discountPrice: 4999, price: 4999 },
        },
        hsnCode: '4202',
        gstRate: 18,
        codeDiscount: 0,
      },
      {
        id: id * 10 + 1,
        quantity: 1,
        lineTotal: 1499,
        product: {
          id: 4,
          name: 'Kavi Card Holder',
          images: [],
          variant: { id: 6, size: 'One size', color: 'Black', originalPrice: 1499, discountPrice: null, price: 1499 },
        },
        hsnCode: '4202',
        gstRate: 18,
        codeDiscount: 0,
      },
    ],
    paymentMethod: 'COD',
    paymentStatus: 'PENDING',
    deliveryStatus: 'PENDING',
    status: 'PENDING',
    orderDate: '2026-11-20T06:30:00.000Z',
    createdAt: '2026-11-20T06:30:00.000Z',
    orderTotal: 11497,
    deliveryCharge: 0,
    codFee: 0,
    tax: 0,
    discountCode: null,
    codeDiscount: 0,
    invoiceNumber: null,
    creditNoteNumber: null,
    tracking: null,
    address: {
      addressLine1: '12 MG Road',
      addressLine2: null,
      city: 'Pune',
      state: 'Maharashtra',
      stateCode: '27',
      postalCode: '411001',
    },
    expectedDeliveryDate: '2026-11-27',
    deliveredOn: null,
    ...overrides,
  };
}

const orders = [
  orderOf(12, { deliveryCharge: 49, codFee: 20, orderTotal: 11566 }),
  orderOf(11, {
    deliveryStatus: 'SHIPPED',
    status: 'SHIPPED',
    orderTotal: 1499,
    tracking: {
      carrier: 'Delhivery',
      trackingNumber: 'DL1234567',
      url: 'https://www.delhivery.com/track/package/DL1234567',
    },
  }),
];

function renderOrders(provider: Partial<DataProvider>, path = '/order') {
  const dataProvider = testDataProvider(provider);
  const view = render(
    <MemoryRouter initialEntries={[path]}>
      <AdminContext dataProvider={dataProvider}>
        <ResourceContextProvider value="order">
          <OrderList />
        </ResourceContextProvider>
        <Notification />
      </AdminContext>
    </MemoryRouter>,
  );
  return { ...view, dataProvider };
}

const answering = (data = orders, total = 23) => jest.fn().mockResolvedValue({ data, total });

// react-admin's list renders slowly on a busy two-core machine.
jest.setTimeout(20_000);

afterEach(() => {
  jest.restoreAllMocks();
  Reflect.deleteProperty(window, 'matchMedia');
});

describe('the order list', () => {
  it('shows the total count and a table of orders on large screens, newest first, 10 a page', async () => {
    screenIs('large');
    const getList = answering();
    renderOrders({ getList });

    expect(await screen.findByText('23 orders')).toBeInTheDocument();
    const table = screen.getByRole('table');
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual(['Order #', 'Date', 'Customer', 'Items', 'Total', 'Status', 'Tracking', 'Details']);
    const row = within(table).getByRole('row', { name: /^12 / });
    expect(row).toHaveTextContent('20/11/2026');
    expect(row).toHaveTextContent('Asha Rao (asha@example.com)');
    expect(row).toHaveTextContent('₹11,566.00');
    expect(within(row).getByRole('combobox', { name: 'Status of order 12' })).toHaveTextContent('Pending');
    const shipped = within(table).getByRole('row', { name: /^11 / });
    expect(shipped).toHaveTextContent('Delhivery · AWB DL1234567');
    expect(within(shipped).getByRole('link', { name: 'AWB DL1234567' })).toHaveAttribute(
      'href',
      'https://www.delhivery.com/track/package/DL1234567',
    );
    expect(within(table).getByRole('combobox', { name: 'Status of order 11' })).toHaveTextContent('Shipped');
    expect(getList).toHaveBeenCalledWith(
      'order',
      expect.objectContaining({ sort: { field: 'createdAt', order: 'DESC' }, pagination: { page: 1, perPage: 10 } }),
    );
  });

  it('offers sorting only on the columns the API sorts by', async () => {
    screenIs('large');
    const getList = answering();
    const { container } = renderOrders({ getList });
    await screen.findByRole('table');

    // backend ADMIN_ORDER_SORTS: id, createdAt, orderTotal, deliveryStatus
    const sortable = [...container.querySelectorAll('thead [data-field]')].map((cell) =>
      cell.getAttribute('data-field'),
    );
    expect(sortable).toEqual(['id', 'createdAt', 'orderTotal', 'deliveryStatus']);

    fireEvent.click(screen.getByText('Total'));
    await waitFor(() =>
      expect(getList).toHaveBeenLastCalledWith(
        'order',
        expect.objectContaining({ sort: { field: 'orderTotal', order: 'ASC' } }),
      ),
    );
  });

  it('shows cards instead of the table on small screens', async () => {
    screenIs('small');
    renderOrders({ getList: answering() });

    expect(await screen.findByText('Order #12 · ₹11,566.00')).toBeInTheDocument();
    expect(screen.getByText('Order #11 · ₹1,499.00')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByRole('combobox', { name: 'Status of order 12' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Details' })).toHaveLength(2);
  });

  it("opens an order's details: customer, delivery address, items, charges and the stored total", async () => {
    screenIs('large');
    renderOrders({ getList: answering() });

    const row = await screen.findByRole('row', { name: /^12 / });
    fireEvent.click(within(row).getByRole('button', { name: 'Details' }));

    const details = await screen.findByRole('dialog', { name: 'Order #12' });
    expect(details).toHaveTextContent('Asha Rao · asha@example.com');
    expect(within(details).getByText('12 MG Road, Pune, Maharashtra, 411001')).toBeInTheDocument();
    const tote = within(details).getByRole('row', { name: /Aarav Leather Tote/ });
    expect(
      within(tote)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Aarav Leather Tote', 'M', 'Tan', '2', '₹4,999.00', '₹9,998.00']);
    expect(within(details).getByRole('row', { name: /^Delivery/ })).toHaveTextContent('₹49.00');
    expect(within(details).getByRole('row', { name: /^Cash on delivery fee/ })).toHaveTextContent('₹20.00');
    expect(within(details).getByRole('row', { name: /^Total/ })).toHaveTextContent('₹11,566.00');
  });

  it("downloads an order's invoice from its details, or says why not", async () => {
    screenIs('large');
    localStorage.setItem('authToken', 'admin-token');
    const asked: Request[] = [];
    jest.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
      const request = input as Request;
      asked.push(request);
      return request.url.endsWith('/api/orders/12/invoice')
        ? new Response('%PDF-1.3 an invoice', { headers: { 'Content-Type': 'application/pdf' } })
        : new Response(JSON.stringify({ statusCode: 404, message: 'Order not found' }), {
            status: 404,
            headers: { 'Content-Type': 'application/json' },
          });
    });
    URL.createObjectURL = jest.fn(() => 'blob:invoice');
    URL.revokeObjectURL = jest.fn();
    const saved: string[] = [];
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    renderOrders({ getList: answering() });

    fireEvent.click(within(await screen.findByRole('row', { name: /^12 / })).getByRole('button', { name: 'Details' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Download invoice' }));
    await waitFor(() => expect(saved).toEqual(['invoice-12.pdf']));
    expect(asked[0].headers.get('Authorization')).toBe('Bearer admin-token');
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Close' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    fireEvent.click(within(screen.getByRole('row', { name: /^11 / })).getByRole('button', { name: 'Details' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Download invoice' }));
    expect(await screen.findByText('Order not found')).toBeInTheDocument();
    localStorage.clear();
  });

  it("fits an order's details on a phone: size and colour join the item, Price and Total stay", async () => {
    screenIs('small');
    renderOrders({ getList: answering() });
    const card = await screen.findByRole('article', { name: 'Order #12' });
    expect(card).toHaveTextContent('2 items');
    fireEvent.click(within(card).getByRole('button', { name: 'Details' }));

    const details = await screen.findByRole('dialog', { name: 'Order #12' });
    const headers = within(details)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual(['Item', 'Qty', 'Price', 'Total']);
    const tote = within(details).getByRole('row', { name: /Aarav Leather Tote/ });
    expect(
      within(tote)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Aarav Leather Tote (M, Tan)', '2', '₹4,999.00', '₹9,998.00']);
  });

  it('counts one order in the singular', async () => {
    screenIs('large');
    renderOrders({ getList: answering([orders[0]], 1) });
    expect(await screen.findByText('1 order')).toBeInTheDocument();
  });

  it('reads its filters from the address, as the dashboard links to pending orders', async () => {
    screenIs('large');
    const getList = answering([orders[0]], 1);
    const filter = encodeURIComponent(JSON.stringify({ deliveryStatus: 'PENDING', createdAt_gte: '2026-11-01' }));
    renderOrders({ getList }, `/order?filter=${filter}`);

    expect(await screen.findByText('1 order')).toBeInTheDocument();
    expect(getList).toHaveBeenCalledWith(
      'order',
      expect.objectContaining({ filter: { deliveryStatus: 'PENDING', createdAt_gte: '2026-11-01' } }),
    );
  });

  it('searches with q', async () => {
    screenIs('large');
    const getList = answering();
    renderOrders({ getList });
    await screen.findByText('23 orders');

    fireEvent.change(screen.getByPlaceholderText('Customer or order #'), { target: { value: 'asha' } });

    await waitFor(
      () => expect(getList).toHaveBeenLastCalledWith('order', expect.objectContaining({ filter: { q: 'asha' } })),
      { timeout: 3000 },
    );
  });

  it("says 'Failed to fetch orders' when the list cannot be loaded", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    screenIs('large');
    renderOrders({ getList: jest.fn().mockRejectedValue(new Error('Internal server error')) });

    expect(await screen.findByText('Failed to fetch orders')).toBeInTheDocument();
    expect(screen.queryByText('Internal server error')).toBeNull();
    expect(screen.queryByText(/\d+ orders/)).toBeNull();
  });
});
