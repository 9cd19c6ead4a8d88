import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import type { components } from '@satchel/shared/web';
import { customer, json, mockFetch, renderInShop, sentRequests } from '../../test-utils';
import OrdersPage from './OrdersPage';
import PasswordPage from './PasswordPage';
import ProfilePage from './ProfilePage';

type Order = components['schemas']['OrderDto'];

const order = (id: number, deliveryStatus: Order['deliveryStatus']): Order => ({
  id,
  user: { id: 7, firstName: 'asha', lastName: 'asha', email: 'asha@example.com' },
  items: [
    {
      id: 1,
      quantity: 2,
      lineTotal: 9998,
      product: {
        id: 2,
        name: 'Aarav Leather Tote',
        images: [],
        variant: { id: 11, size: 'M', color: 'Tan', originalPrice: 5999, discountPrice: 4999, price: 4999 },
      },
      hsnCode: '4202',
      gstRate: 18,
      codeDiscount: 0,
    },
  ],
  paymentMethod: 'COD',
  paymentStatus: 'PENDING',
  deliveryStatus,
  status: deliveryStatus,
  orderDate: '2026-11-23T05:00:00.000Z',
  createdAt: '2026-11-23T05:00:00.000Z',
  orderTotal: 9998,
  deliveryCharge: 0,
  codFee: 0,
  tax: 0,
  discountCode: null,
  codeDiscount: 0,
  invoiceNumber: null,
  creditNoteNumber: null,
  tracking: null,
  address: {
    addressLine1: '14 Linking Road',
    addressLine2: null,
    city: 'Mumbai',
    state: 'Maharashtra',
    stateCode: '27',
    postalCode: '400050',
  },
  expectedDeliveryDate: '2026-11-30',
  deliveredOn: null,
});

beforeEach(() => {
  localStorage.setItem('authToken', 'token-1');
  localStorage.setItem('userData', JSON.stringify(customer));
});
afterEach(() => {
  localStorage.clear();
  jest.restoreAllMocks();
});

describe('order history', () => {
  it('labels statuses as docs/product.md says, opens an order, and cancels a pending one after asking', async () => {
    const orders = [order(9, 'PENDING'), order(8, 'CANCELED')];
    const fetchMock = mockFetch((request) => {
      const path = new URL(request.url).pathname;
      if (path === '/api/orders/my-orders') return json(orders);
      if (path === '/api/orders/9/cancel') {
        orders[0] = order(9, 'CANCELED');
        return json(orders[0]);
      }
      return json({ message: 'Not found' }, 404);
    });
    renderInShop(<OrdersPage />);

    const pending = (await screen.findByRole('button', { name: /Order #9/ })).closest('li')!;
    expect(within(pending).getByText('Pending')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Order #8/ })).toHaveTextContent('Cancelled');
    expect(within(pending).getByRole('button', { name: /Order #9/ })).toHaveTextContent('₹9,998.00');

    fireEvent.click(within(pending).getByRole('button', { name: /Order #9/ }));
    expect(within(pending).getByText('Expected delivery: 30 November 2026')).toBeVisible();
    fireEvent.click(within(pending).getByRole('button', { name: 'Cancel Order' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel order' });
    expect(dialog).toHaveTextContent('Are you sure you want to cancel order #9?');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes, cancel it' }));

    expect(await screen.findByText('Order cancelled successfully!')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: /Order #9/ })).toHaveTextContent('Cancelled'));
    const cancel = sentRequests(fetchMock).find((r) => r.url.endsWith('/api/orders/9/cancel'));
    expect(cancel?.method).toBe('PUT');
  });

  it("shows an order's delivery charge, COD fee and, once shipped, its tracking link", async () => {
    const shipped: Order = {
      ...order(10, 'SHIPPED'),
      orderTotal: 10067,
      deliveryCharge: 49,
      codFee: 20,
      tracking: {
        carrier: 'Delhivery',
        trackingNumber: 'DL1234567',
        url: 'https://www.delhivery.com/track/package/DL1234567',
      },
    };
    mockFetch((request) =>
      new URL(request.url).pathname === '/api/orders/my-orders' ? json([shipped]) : json({ message: 'Not found' }, 404),
    );
    renderInShop(<OrdersPage />);
    const row = (await screen.findByRole('button', { name: /Order #10/ })).closest('li')!;
    fireEvent.click(within(row).getByRole('button', { name: /Order #10/ }));
    expect(row).toHaveTextContent('Delivery₹49.00');
    expect(row).toHaveTextContent('Cash on delivery fee₹20.00');
    expect(row).toHaveTextContent('Total₹10,067.00');
    expect(row).toHaveTextContent('Shipped with Delhivery · AWB DL1234567 · Track your parcel');
    expect(within(row).getByRole('link', { name: 'Track your parcel' })).toHaveAttribute(
      'href',
      'https://www.delhivery.com/track/package/DL1234567',
    );
  });

  it('shows the server message when a cancel is refused', async () => {
    mockFetch((request) => {
      const path = new URL(request.url).pathname;
      if (path === '/api/orders/my-orders') return json([order(9, 'PENDING')]);
      if (path === '/api/orders/9/cancel') return json({ message: 'Only pending orders can be cancelled' }, 409);
      return json({ message: 'Not found' }, 404);
    });
    renderInShop(<OrdersPage />);
    fireEvent.click(await screen.findByRole('button', { name: /Order #9/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel Order' }));
    fireEvent.click(screen.getByRole('button', { name: 'Yes, cancel it' }));
    expect(await screen.findByText('Only pending orders can be cancelled')).toBeInTheDocument();
  });

  it('downloads the invoice of an order, with the token, as a PDF file', async () => {
    const fetchMock = mockFetch((request) => {
      const path = new URL(request.url).pathname;
      if (path === '/api/orders/my-orders') return json([order(9, 'SHIPPED'), order(8, 'CANCELED')]);
      if (path === '/api/orders/9/invoice') {
        return new Response('%PDF-1.3 an invoice', { headers: { 'Content-Type': 'application/pdf' } });
      }
      return json({ message: 'Order not found' }, 404);
    });
    const saved: { href: string; download: string }[] = [];
    const blobs: Blob[] = [];
    URL.createObjectURL = jest.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:invoice-9';
    });
    URL.revokeObjectURL = jest.fn();
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ href: this.href, download: this.download });
    });
    renderInShop(<OrdersPage />);

    fireEvent.click(await screen.findByRole('button', { name: /Order #9/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Download invoice' }));
    await waitFor(() => expect(saved).toEqual([{ href: 'blob:invoice-9', download: 'invoice-9.pdf' }]));
    expect(await blobs[0].text()).toBe('%PDF-1.3 an invoice');
    const sent = sentRequests(fetchMock).find((r) => r.url.endsWith('/api/orders/9/invoice'));
    expect(sent?.headers.get('Authorization')).toBe('Bearer token-1');
    // A cancelled order has nothing to invoice.
    fireEvent.click(screen.getByRole('button', { name: /Order #8/ }));
    const cancelled = screen.getByRole('button', { name: /Order #8/ }).closest('li')!;
    expect(within(cancelled).queryByRole('button', { name: 'Download invoice' })).not.toBeInTheDocument();
  });

  it("shows the GST in a taxed order's total, its tax invoice and, once cancelled, its credit note to download", async () => {
    const invoiced: Order = { ...order(9, 'SHIPPED'), tax: 1524.9, invoiceNumber: 'INV/2026-27/0007' };
    const credited: Order = {
      ...order(8, 'CANCELED'),
      tax: 762.56,
      invoiceNumber: 'INV/2026-27/0005',
      creditNoteNumber: 'CN/2026-27/00002',
    };
    const fetchMock = mockFetch((request) => {
      const path = new URL(request.url).pathname;
      if (path === '/api/orders/my-orders') return json([invoiced, credited]);
      if (path === '/api/orders/8/credit-note') {
        return new Response('%PDF-1.3 a credit note', { headers: { 'Content-Type': 'application/pdf' } });
      }
      return json({ message: 'Order not found' }, 404);
    });
    const saved: string[] = [];
    URL.createObjectURL = jest.fn(() => 'blob:credit-note-8');
    URL.revokeObjectURL = jest.fn();
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    renderInShop(<OrdersPage />);
    const row = (await screen.findByRole('button', { name: /Order #9/ })).closest('li')!;
    fireEvent.click(within(row).getByRole('button', { name: /Order #9/ }));
    expect(row).toHaveTextContent('Includes GST₹1,524.90');
    expect(row).toHaveTextContent('Tax invoice INV/2026-27/0007');
    expect(row).toHaveTextContent('Payment: Cash on Delivery (Pay when you receive)');
    expect(within(row).queryByRole('button', { name: 'Download credit note' })).not.toBeInTheDocument();

    const cancelled = screen.getByRole('button', { name: /Order #8/ }).closest('li')!;
    fireEvent.click(within(cancelled).getByRole('button', { name: /Order #8/ }));
    expect(cancelled).toHaveTextContent('Credit note CN/2026-27/00002');
    // A cancelled order is owed nothing, though its payment stays PENDING.
    expect(cancelled).toHaveTextContent('Payment: Cash on Delivery (Cancelled: nothing to pay)');
    fireEvent.click(within(cancelled).getByRole('button', { name: 'Download credit note' }));
    await waitFor(() => expect(saved).toEqual(['credit-note-8.pdf']));
    expect(sentRequests(fetchMock).some((r) => r.url.endsWith('/api/orders/8/credit-note'))).toBe(true);
  });
});

describe('change password', () => {
  function fill(values: Record<string, string>) {
    for (const [label, value] of Object.entries(values)) {
      fireEvent.change(screen.getByLabelText(label), { target: { value } });
    }
    fireEvent.click(screen.getByRole('button', { name: 'Change Password' }));
  }

  it('refuses a confirmation that does not match, without calling the API', () => {
    const fetchMock = mockFetch(() => json({ data: { user: customer } }));
    renderInShop(<PasswordPage />);
    fill({ 'Current Password': 'old-secret-1', 'New Password': 'new-secret-1', 'Confirm Password': 'new-secret-2' });
    expect(screen.getByText('New password and confirm password do not match')).toBeInTheDocument();
    expect(sentRequests(fetchMock).some((r) => r.url.includes('change-password'))).toBe(false);
  });

  it("shows the server's answer either way, and goes on with the fresh token", async () => {
    localStorage.setItem('authToken', 'old-token');
    localStorage.setItem('userData', JSON.stringify(customer));
    let accept = false;
    mockFetch((request) => {
      if (!request.url.includes('change-password')) return json({ data: { user: customer } });
      return accept
        ? json({ data: { message: 'Password changed successfully' }, token: 'fresh-token' })
        : json({ message: 'Current password is incorrect' }, 400);
    });
    renderInShop(
      <Routes>
        <Route path="/" element={<PasswordPage />} />
      </Routes>,
    );
    fill({ 'Current Password': 'wrong-secret', 'New Password': 'new-secret-1', 'Confirm Password': 'new-secret-1' });
    expect(await screen.findByText('Current password is incorrect')).toBeInTheDocument();
    accept = true;
    fill({ 'Current Password': 'old-secret-1', 'New Password': 'new-secret-1', 'Confirm Password': 'new-secret-1' });
    expect(await screen.findByText('Password changed successfully')).toBeInTheDocument();
    expect(screen.getByLabelText('Current Password')).toHaveValue('');
    // Earlier tokens stopped working: the session goes on with the fresh one.
    expect(localStorage.getItem('authToken')).toBe('fresh-token');
  });
});

describe('profile', () => {
  it('asks for the current password only when the e-mail changes, and sends it then', async () => {
    const fetchMock = mockFetch((request) =>
      request.url.includes('/api/users/profile')
        ? json({ data: { user: { ...customer, email: 'asha.rao@example.com', firstName: 'Asha' } } })
        : json({ data: { user: customer } }),
    );
    renderInShop(<ProfilePage />);
    fireEvent.click(screen.getByRole('button', { name: 'Edit Profile' }));
    fireEvent.change(screen.getByLabelText('First name'), { target: { value: 'Asha' } });
    // The same e-mail in another case is no change.
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'Asha@Example.com' } });
    expect(screen.queryByLabelText('Current Password')).not.toBeInTheDocument();

    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'asha.rao@example.com' } });
    const password = screen.getByLabelText('Current Password');
    expect(password).toBeRequired();
    expect(password).toHaveAccessibleDescription('Enter your current password to change your e-mail');
    fireEvent.change(password, { target: { value: 'old-secret-1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Profile updated!')).toBeInTheDocument();
    const [update] = sentRequests(fetchMock).filter((r) => r.url.includes('/api/users/profile'));
    expect(await update!.json()).toMatchObject({
      email: 'asha.rao@example.com',
      firstName: 'Asha',
      currentPassword: 'old-secret-1',
    });
  });

  it('sends neither the e-mail nor a password when the e-mail stays, and shows the API refusal as it comes', async () => {
    const fetchMock = mockFetch((request) =>
      request.url.includes('/api/users/profile')
        ? json({ statusCode: 409, message: 'Username is already taken', error: 'Conflict' }, 409)
        : json({ data: { user: customer } }),
    );
    renderInShop(<ProfilePage />);
    fireEvent.click(screen.getByRole('button', { name: 'Edit Profile' }));
    fireEvent.change(screen.getByLabelText('Username'), { target: { value: 'ravi' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Username is already taken')).toBeInTheDocument();
    const [update] = sentRequests(fetchMock).filter((r) => r.url.includes('/api/users/profile'));
    // Nor the e-mail: this tab's copy may be stale (changed in another), and would move it back.
    const body = await update!.json();
    expect(body).toMatchObject({ username: 'ravi' });
    expect(body).not.toHaveProperty('currentPassword');
    expect(body).not.toHaveProperty('email');
  });

  it('edits the account as the server last told it, not as the page first had it', async () => {
    // Changed on another device: the session's check with the server brings the new e-mail and name.
    const fresh = { ...customer, email: 'asha.new@example.com', firstName: 'Asha' };
    const fetchMock = mockFetch((request) =>
      request.url.includes('/api/users/profile')
        ? json({ data: { user: { ...fresh, lastName: 'Rao' } } })
        : json({ data: { user: fresh } }),
    );
    renderInShop(<ProfilePage />);
    expect(await screen.findByText('asha.new@example.com')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Edit Profile' }));
    expect(screen.getByLabelText('Email')).toHaveValue('asha.new@example.com');
    expect(screen.getByLabelText('First name')).toHaveValue('Asha');
    expect(screen.queryByLabelText('Current Password')).not.toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Last name'), { target: { value: 'Rao' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Profile updated!')).toBeInTheDocument();
    const [update] = sentRequests(fetchMock).filter((r) => r.url.includes('/api/users/profile'));
    const body = await update!.json();
    expect(body).toMatchObject({ firstName: 'Asha', lastName: 'Rao' });
    expect(body).not.toHaveProperty('email');
  });
});
