import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { adminRoutes } from '../App';
import { admin, storeSessionOf } from '../test-utils';

const summary = { categories: 1, products: 2, pendingOrders: 0, customers: 3, companyName: 'Satchel', days: [] };

function json(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** The API as the dashboard sees it; the queue dashboard's cookie is refused (so no page navigation). */
function stubApi() {
  return jest.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = new URL(input instanceof Request ? input.url : String(input), window.location.origin);
    if (url.pathname === '/api/ops/session')
      return json(403, { statusCode: 403, message: 'You do not have permission to do this', error: 'Forbidden' });
    return json(200, summary);
  });
}

function openAdminAt(path: string, user = admin) {
  storeSessionOf(user);
  const router = createMemoryRouter(adminRoutes, { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return router;
}

// The whole app renders here; on a busy two-core machine the first render alone can take seconds.
jest.setTimeout(20_000);

afterEach(() => {
  localStorage.clear();
  jest.restoreAllMocks();
});

describe('the back office menu', () => {
  it('shows staff only the areas they may work in', async () => {
    stubApi();
    openAdminAt('/admin/order', { ...admin, id: 2, isOwner: false, permissions: ['orders'] });

    const menu = await screen.findByRole('menu', {}, { timeout: 10_000 });
    await within(menu).findByRole('menuitem', { name: 'Order' });
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Dashboard', 'Order', 'Returns', 'Reports', 'Back to shop']);
  });

  it("lists the product's five entries (returns after orders), then reports, customers, legal pages, delivery, discount codes, webhooks, the team, its audit log, job queues and the way back to the shop", async () => {
    stubApi();
    openAdminAt('/admin/dashboard');

    const menu = await screen.findByRole('menu', {}, { timeout: 10_000 });
    await within(menu).findByRole('menuitem', { name: 'Customers' });
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Dashboard',
      'Category',
      'Product',
      'Order',
      'Returns',
      'Company',
      'Reports',
      'Customers',
      'Legal pages',
      'Delivery',
      'Discount codes',
      'Webhooks',
      'Team',
      'Audit log',
      'Job queues',
      'Back to shop',
    ]);
    const links: [string, string][] = [
      ['Dashboard', '/admin/dashboard'],
      ['Category', '/admin/category'],
      ['Product', '/admin/product'],
      ['Order', '/admin/order'],
      ['Returns', '/admin/returns'],
      ['Company', '/admin/company'],
      ['Customers', '/admin/customer'],
      ['Legal pages', '/admin/legal'],
      ['Delivery', '/admin/delivery'],
      ['Discount codes', '/admin/discount-codes'],
      ['Webhooks', '/admin/webhooks'],
      ['Team', '/admin/team'],
      ['Audit log', '/admin/audit-log'],
      // The storefront is another app: a plain link, a full page load.
      ['Back to shop', '/'],
    ];
    for (const [name, href] of links)
      expect(within(menu).getByRole('menuitem', { name })).toHaveAttribute('href', href);
  });

  it('takes staff without orders from the dashboard to the first area they may work in', async () => {
    stubApi();
    const router = openAdminAt('/admin', { ...admin, id: 3, isOwner: false, permissions: ['customers', 'team'] });

    const menu = await screen.findByRole('menu', {}, { timeout: 10_000 });
    await within(menu).findByRole('menuitem', { name: 'Customers' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/customer'));
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Customers', 'Team', 'Audit log', 'Back to shop']);
  });

  it('welcomes staff who may work in no area with a page of its own, instead of a refusal', async () => {
    stubApi();
    const router = openAdminAt('/admin', { ...admin, id: 4, isOwner: false, permissions: ['promotions'] });

    expect(await screen.findByText(/no area of the back office yet/, {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/welcome');
  });

  it("asks for the queue dashboard's cookie and passes on a refusal", async () => {
    const fetch = stubApi();
    openAdminAt('/admin/dashboard');

    fireEvent.click(await screen.findByRole('menuitem', { name: 'Job queues' }, { timeout: 10_000 }));

    expect(await screen.findByText('You do not have permission to do this')).toBeInTheDocument();
    const sessionCall = fetch.mock.calls.find(([input]) => String((input as Request).url).endsWith('/api/ops/session'));
    expect((sessionCall?.[0] as Request).method).toBe('POST');
  });

  it("keeps Logout in react-admin's user menu", async () => {
    stubApi();
    openAdminAt('/admin/dashboard');

    fireEvent.click(await screen.findByRole('button', { name: 'Profile' }, { timeout: 10_000 }));

    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Logout' })).toBeInTheDocument());
  });
});
