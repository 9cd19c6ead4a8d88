import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { RETURN_MESSAGES } from '@satchel/shared';
import type { components } from '@satchel/shared/web';
import { ReturnRequestDialog } from '../../components/ReturnRequestDialog';
import { customer, json, mockFetch, renderInShop, sentRequests, signInAs } from '../../test-utils';
import ReturnsPage from './ReturnsPage';

type Return = components['schemas']['ReturnDto'];

const returnable = {
  orderId: 9,
  returnableUntil: '2026-11-30',
  open: true,
  reason: null,
  lines: [
    {
      orderLineId: 1,
      productName: 'Aarav Leather Tote',
      size: 'M',
      color: 'Tan',
      quantity: 2,
      returnable: 2,
      refundable: 9998,
    },
    {
      orderLineId: 2,
      productName: 'Kabir Wallet',
      size: 'One Size',
      color: 'Cognac',
      quantity: 1,
      returnable: 0,
      refundable: 0,
    },
    { orderLineId: 3, productName: 'Meera Belt', size: 'S', color: 'Black', quantity: 1, returnable: 1, refundable: 0 },
  ],
};

const refunded: Return = {
  id: 5,
  orderId: 9,
  customer: { id: 7, name: 'asha asha', email: 'asha@example.com' },
  status: 'REFUNDED',
  items: [
    {
      id: 1,
      orderLineId: 1,
      productName: 'Aarav Leather Tote',
      size: 'M',
      color: 'Tan',
      variantId: 11,
      quantity: 1,
      reason: 'DAMAGED',
      refundable: 4999,
      restockedAt: '2026-11-25T05:00:00.000Z',
    },
  ],
  refundable: 4999,
  comment: '',
  photos: [],
  destination: 'UPI',
  upiId: 'asha@okaxis',
  accountName: null,
  accountNumber: null,
  ifsc: null,
  note: '',
  requestedAt: '2026-11-24T05:00:00.000Z',
  decidedAt: '2026-11-24T06:00:00.000Z',
  receivedAt: '2026-11-25T05:00:00.000Z',
  refundDueOn: '2026-12-09',
  refund: {
    amount: 4999,
    method: 'UPI',
    reference: 'UPI-4123',
    refundedAt: '2026-11-26T05:00:00.000Z',
    creditNoteNumber: null,
  },
};

beforeEach(() => signInAs(customer));
afterEach(() => {
  localStorage.clear();
  jest.restoreAllMocks();
});

describe('returns in My Account', () => {
  it('asks which units, why and where the refund goes, and sends them as JSON', async () => {
    const fetchMock = mockFetch((request) => {
      const path = new URL(request.url).pathname;
      if (path === '/api/orders/9/returnable') return json(returnable);
      if (path === '/api/orders/9/returns') return json(refunded, 201);
      return json({ message: 'Not found' }, 404);
    });
    const requested = jest.fn();
    renderInShop(<ReturnRequestDialog orderId={9} onClose={jest.fn()} onRequested={requested} />);
    const dialog = await screen.findByRole('dialog', { name: 'Return items of order #9' });
    expect(await within(dialog).findByText('Returns are open until 30 November 2026.')).toBeInTheDocument();
    // A line already returned in full is not offered; one a code made free is shown, not to be chosen.
    expect(within(dialog).queryByText(/Kabir Wallet/)).not.toBeInTheDocument();
    const belt = within(dialog).getByRole('checkbox', { name: /Meera Belt/ });
    expect(belt).toBeDisabled();
    expect(belt).toHaveAccessibleDescription(RETURN_MESSAGES.freeLine);
    fireEvent.change(within(dialog).getByLabelText('UPI ID *'), { target: { value: 'asha@okaxis' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Request return' }));
    expect(await within(dialog).findByText(RETURN_MESSAGES.noItems)).toBeInTheDocument();

    fireEvent.click(within(dialog).getByRole('checkbox', { name: /Aarav Leather Tote/ }));
    fireEvent.change(within(dialog).getByRole('combobox', { name: 'Quantity' }), { target: { value: '2' } });
    fireEvent.change(within(dialog).getByRole('combobox', { name: 'Reason' }), { target: { value: 'SIZE_OR_FIT' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Request return' }));

    await waitFor(() => expect(requested).toHaveBeenCalled());
    expect(await screen.findByText(RETURN_MESSAGES.requested)).toBeInTheDocument();
    const sent = sentRequests(fetchMock).find((r) => r.url.endsWith('/api/orders/9/returns'))!;
    expect(sent.method).toBe('POST');
    expect(await sent.json()).toEqual({
      items: [{ orderLineId: 1, quantity: 2, reason: 'SIZE_OR_FIT' }],
      destination: 'UPI',
      upiId: 'asha@okaxis',
    });
  });

  it('says why an order can no longer be returned', async () => {
    mockFetch((request) =>
      new URL(request.url).pathname === '/api/orders/9/returnable'
        ? json({ ...returnable, open: false, reason: RETURN_MESSAGES.windowClosed('30 November 2026') })
        : json({ message: 'Not found' }, 404),
    );
    renderInShop(<ReturnRequestDialog orderId={9} onClose={jest.fn()} onRequested={jest.fn()} />);
    expect(await screen.findByRole('alert')).toHaveTextContent(RETURN_MESSAGES.windowClosed('30 November 2026'));
  });

  it('offers nothing when every unit left was made free by a code', async () => {
    mockFetch((request) =>
      new URL(request.url).pathname === '/api/orders/9/returnable'
        ? json({ ...returnable, lines: returnable.lines.map((line) => ({ ...line, refundable: 0 })) })
        : json({ message: 'Not found' }, 404),
    );
    renderInShop(<ReturnRequestDialog orderId={9} onClose={jest.fn()} onRequested={jest.fn()} />);
    const dialog = await screen.findByRole('dialog', { name: 'Return items of order #9' });
    expect(await within(dialog).findByRole('status')).toHaveTextContent(RETURN_MESSAGES.nothingLeftToRefund);
    expect(within(dialog).queryByRole('button', { name: 'Request return' })).not.toBeInTheDocument();
  });

  it('lists returns with their status and refund', async () => {
    mockFetch((request) =>
      new URL(request.url).pathname === '/api/returns/my' ? json([refunded]) : json({ message: 'Not found' }, 404),
    );
    renderInShop(<ReturnsPage />);
    const row = await screen.findByRole('listitem', { name: 'Return #5' });
    expect(within(row).getByText('Refunded')).toBeInTheDocument();
    expect(row).toHaveTextContent('Aarav Leather Tote (Size: M, Colour: Tan) × 1 · Arrived damaged or faulty');
    expect(row).toHaveTextContent('Refunded ₹4,999.00 by UPI on 26 November 2026 (reference UPI-4123)');
  });
});
