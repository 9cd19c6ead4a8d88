import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { RETURN_MESSAGES } from '@satchel/shared';
import { fakeDataProvider, renderInAdmin } from '../admin-test-utils';
import { ReturnList } from './ReturnList';
import { ReturnShow } from './ReturnShow';
import { stepBody, type Return } from './returnRules';

const RETURN: Return = {
  id: 7,
  orderId: 42,
  customer: { id: 3, name: 'Meera Iyer', email: 'meera@example.com' },
  status: 'REQUESTED',
  items: [
    {
      id: 1,
      orderLineId: 90,
      productName: 'Aarav Leather Tote',
      size: 'M',
      color: 'Tan',
      variantId: 12,
      quantity: 1,
      reason: 'DAMAGED',
      refundable: 4999,
      restockedAt: null,
    },
  ],
  refundable: 4999,
  comment: 'The strap is torn.',
  photos: [],
  destination: 'UPI',
  upiId: 'meera@okaxis',
  accountName: null,
  accountNumber: null,
  ifsc: null,
  note: '',
  requestedAt: '2026-11-20T05:30:00.000Z',
  decidedAt: null,
  receivedAt: null,
  refundDueOn: null,
  refund: null,
};

function showReturn(record: Return, update = jest.fn()) {
  const getOne = jest.fn().mockResolvedValue({ data: record });
  renderInAdmin(
    <Routes>
      <Route path="/returns/:id/show" element={<ReturnShow />} />
    </Routes>,
    fakeDataProvider({ getOne, update }),
    { resource: 'returns', at: `/returns/${record.id}/show` },
  );
  return update;
}

describe('returns in the back office', () => {
  it('lists each return with its order, customer, items, refundable amount and status', async () => {
    const getList = jest.fn().mockResolvedValue({ data: [RETURN], total: 1 });
    renderInAdmin(
      <Routes>
        <Route path="/returns" element={<ReturnList />} />
      </Routes>,
      fakeDataProvider({ getList }),
      { resource: 'returns', at: '/returns' },
    );
    const row = await screen.findByRole('row', { name: /#7/ });
    const cells = within(row)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells.slice(0, 5)).toEqual([
      '#7',
      '#42',
      'meera@example.com',
      'Aarav Leather Tote (M, Tan) × 1',
      '₹4,999.00',
    ]);
    expect(cells[6]).toBe('Requested');
  });

  it('approves a requested return, and asks a note before rejecting one', async () => {
    // The stub answers with the return unchanged, so both steps stay on offer.
    const update = showReturn(RETURN, jest.fn().mockResolvedValue({ data: RETURN }));
    expect(await screen.findByText('UPI meera@okaxis')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(update).toHaveBeenCalled());
    expect(update.mock.calls[0][1].data).toEqual({ status: 'APPROVED' });
    expect(await screen.findByText(RETURN_MESSAGES.updated)).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject the return' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByText(RETURN_MESSAGES.noteRequired)).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText(/Note to the customer/), { target: { value: 'Worn and washed.' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(update).toHaveBeenCalledTimes(2));
    expect(update.mock.calls[1][1].data).toEqual({ status: 'REJECTED', note: 'Worn and washed.' });
  });

  it('records a refund no larger than the refundable amount', async () => {
    const update = showReturn(
      { ...RETURN, status: 'RECEIVED', receivedAt: '2026-11-22T05:30:00.000Z', refundDueOn: '2026-12-06' },
      jest.fn().mockResolvedValue({ data: { ...RETURN, status: 'REFUNDED' } }),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Record refund' }));
    const dialog = await screen.findByRole('dialog', { name: 'Record the refund' });
    const amount = within(dialog).getByLabelText('Amount (₹)');
    expect(amount).toHaveValue('4999');
    fireEvent.change(amount, { target: { value: '5000' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Record refund' }));
    expect(await within(dialog).findByText(RETURN_MESSAGES.refundTooLarge(499900))).toBeInTheDocument();
    expect(within(dialog).getByText(RETURN_MESSAGES.referenceRequired)).toBeInTheDocument();
    expect(update).not.toHaveBeenCalled();
    fireEvent.change(amount, { target: { value: '4999' } });
    fireEvent.change(within(dialog).getByLabelText('Reference'), { target: { value: 'UPI-4123' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Record refund' }));
    await waitFor(() => expect(update).toHaveBeenCalled());
    expect(update.mock.calls[0][1].data).toEqual({
      status: 'REFUNDED',
      refund: { amount: 4999, method: 'UPI', reference: 'UPI-4123' },
    });
  });

  it('sends only the step’s own fields', () => {
    expect(stepBody({ ...RETURN, status: 'RECEIVED', restock: true } as never)).toEqual({
      status: 'RECEIVED',
      note: '',
      restock: true,
    });
  });
});
