import { render, screen, within } from '@testing-library/react';
import { AdminContext, testDataProvider } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { admin, answerWith, storeSessionOf } from '../test-utils';
import { Dashboard } from './Dashboard';

const days = Array.from({ length: 30 }, (_, index) => ({
  date: new Date(Date.UTC(2026, 9, 25 + index)).toISOString().slice(0, 10),
  orders: index % 3,
  revenue: (index % 3) * 1999,
  tax: (index % 3) * 304.93,
  codeDiscounts: (index % 2) * 150,
  refunds: (index % 5) * 100,
}));

const summary = {
  categories: 8,
  products: 46,
  pendingOrders: 3,
  customers: 12,
  openReturns: 2,
  companyName: 'Satchel',
  days,
};

function renderDashboard() {
  // ResponsiveContainer measures its box; jsdom has no layout, so nothing to observe.
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
  const warn = console.warn;
  jest
    .spyOn(console, 'warn')
    .mockImplementation((...args) => !/width\(0\) and height\(0\) of chart/.test(String(args[0])) && warn(...args));
  return render(
    <MemoryRouter initialEntries={['/admin/dashboard']}>
      <AdminContext basename="/admin" dataProvider={testDataProvider()}>
        <Dashboard />
      </AdminContext>
    </MemoryRouter>,
  );
}

/** The tile whose heading is `label`: its link and the value it shows. */
function tile(label: string) {
  return screen.getByRole('heading', { name: label }).closest('a') as HTMLAnchorElement;
}

afterEach(() => {
  localStorage.clear();
  jest.restoreAllMocks();
});

describe('the dashboard', () => {
  it('asks the API for the summary with the admin token', async () => {
    storeSessionOf(admin);
    const fetch = answerWith(200, summary);
    renderDashboard();

    await screen.findByRole('heading', { name: 'Category' });
    const request = fetch.mock.calls[0][0] as Request;
    expect(new URL(request.url).pathname).toBe('/api/admin/dashboard');
    expect(request.headers.get('Authorization')).toBe('Bearer admin-token');
  });

  it('shows each count on a tile that leads to its page', async () => {
    answerWith(200, summary);
    renderDashboard();
    await screen.findByRole('heading', { name: 'Category' });

    const expected: [string, string, string][] = [
      ['Category', '8', '/admin/category'],
      ['Product', '46', '/admin/product'],
      ['Order', '3 pending', `/admin/order?filter=${encodeURIComponent('{"deliveryStatus":"PENDING"}')}`],
      ['Company', 'Satchel', '/admin/company'],
      ['Customers', '12', '/admin/customer'],
      ['Returns', '2 to handle', '/admin/returns'],
    ];
    for (const [label, value, href] of expected) {
      expect(within(tile(label)).getByText(value)).toBeInTheDocument();
      expect(tile(label)).toHaveAttribute('href', href);
    }
    expect(screen.getByRole('img', { name: 'Orders and revenue per day' })).toBeInTheDocument();
  });

  it('says when the company has no name yet', async () => {
    answerWith(200, { ...summary, companyName: '' });
    renderDashboard();

    expect(await screen.findByText('Not set yet')).toBeInTheDocument();
  });

  it('shows no tiles when the summary cannot be loaded', async () => {
    answerWith(500, { statusCode: 500, message: 'Internal server error' });
    renderDashboard();

    expect(await screen.findByText('Something went wrong')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Category' })).toBeNull();
  });
});
