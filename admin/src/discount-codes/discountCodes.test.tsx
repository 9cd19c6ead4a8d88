import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { DISCOUNT_MESSAGES } from '@satchel/shared';
import { fakeDataProvider, renderInAdmin } from '../admin-test-utils';
import { DiscountCodeEdit } from './DiscountCodeEdit';
import { DiscountCodeList } from './DiscountCodeList';
import { codeProblem, discountCodeBody, discountCodeUpdateBody, type DiscountCode } from './discountCodeRules';

const CODE: DiscountCode = {
  id: 4,
  code: 'DIWALI10',
  type: 'PERCENT',
  percent: 10,
  amount: null,
  maxDiscount: 500,
  minOrderValue: 999,
  startsAt: null,
  endsAt: '2026-11-05T18:30:00.000Z',
  usageLimit: 100,
  perCustomerLimit: 1,
  firstOrderOnly: false,
  categoryIds: [3],
  productIds: [],
  active: true,
  description: 'Diwali sale',
  used: 12,
  discountGiven: 1800,
  createdAt: '2026-10-01T00:00:00.000Z',
  updatedAt: '2026-10-01T00:00:00.000Z',
};
const SHIPPING: DiscountCode = {
  ...CODE,
  id: 5,
  code: 'SHIPFREE',
  type: 'FREE_DELIVERY',
  percent: null,
  maxDiscount: null,
  usageLimit: null,
  used: 3,
  discountGiven: 147,
  endsAt: null,
  active: false,
};

describe('discount codes in the back office', () => {
  it('lists each code with its discount, uses / limit, the discount given and whether it is active', async () => {
    const getList = jest.fn().mockResolvedValue({ data: [CODE, SHIPPING], total: 2 });
    renderInAdmin(
      <Routes>
        <Route path="/discount-codes" element={<DiscountCodeList />} />
      </Routes>,
      fakeDataProvider({ getList }),
      { resource: 'discount-codes', at: '/discount-codes' },
    );
    const row = await screen.findByRole('row', { name: /DIWALI10/ });
    const cells = within(row)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells.slice(0, 4)).toEqual(['DIWALI10', '10% off (at most ₹500.00)', '12 / 100', '₹1,800.00']);
    expect(cells[5]).toBe('Active');
    const shipping = within(screen.getByRole('row', { name: /SHIPFREE/ }))
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(shipping.slice(0, 4)).toEqual(['SHIPFREE', 'Free delivery', '3', '₹147.00']);
    expect(shipping[5]).toBe('Inactive');
    expect(screen.getByRole('link', { name: 'Add code' })).toHaveAttribute('href', '/discount-codes/create');
  });

  it('checks the code as the API does, in any case', () => {
    expect(codeProblem('diwali10')).toBeUndefined();
    expect(codeProblem('no spaces')).toBe(DISCOUNT_MESSAGES.invalidCode);
    expect(codeProblem('ab')).toBe(DISCOUNT_MESSAGES.invalidCode);
  });

  it("sends the form's fields only, empty ones cleared, and on edit only what changed", () => {
    const form = { ...CODE, maxDiscount: '', usageLimit: '', minOrderValue: '' } as unknown as Record<string, unknown>;
    const body = discountCodeBody(form);
    expect(body).not.toHaveProperty('id');
    expect(body).not.toHaveProperty('used');
    expect(body).not.toHaveProperty('discountGiven');
    expect(body).toMatchObject({ code: 'DIWALI10', maxDiscount: null, usageLimit: null, minOrderValue: 0 });
    const previous = CODE as unknown as Record<string, unknown>;
    expect(discountCodeUpdateBody({ ...previous, active: false }, previous)).toEqual({ active: false });
    // A new type carries its amounts, which the API checks with it.
    expect(discountCodeUpdateBody({ ...previous, type: 'FIXED', amount: 150, percent: null }, previous)).toEqual({
      type: 'FIXED',
      amount: 150,
      percent: null,
      maxDiscount: 500,
    });
  });

  /** The edit form of `code`, and the update it sends. */
  function editCode(code: DiscountCode) {
    const update = jest.fn((_resource: string, { id, data }: { id: number; data: DiscountCode }) =>
      Promise.resolve({ data: { ...data, id } }),
    );
    renderInAdmin(
      <Routes>
        <Route path="/discount-codes/:id" element={<DiscountCodeEdit />} />
        <Route path="/discount-codes" element={<p>The list</p>} />
      </Routes>,
      fakeDataProvider({
        getOne: jest.fn().mockResolvedValue({ data: code }),
        update,
        getMany: jest.fn().mockResolvedValue({ data: [] }),
        getList: jest.fn().mockResolvedValue({ data: [], total: 0 }),
      }),
      { resource: 'discount-codes', at: `/discount-codes/${code.id}` },
    );
    return async (): Promise<DiscountCode> => {
      fireEvent.click(screen.getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(update).toHaveBeenCalled());
      return update.mock.calls[0][1].data;
    };
  }

  it("shows and takes the code's times in India's time, whatever the browser's zone", async () => {
    // jest.config.cjs runs these tests in New York's zone, so the browser's clock is not India's.
    expect(new Date(CODE.endsAt!).getTimezoneOffset()).not.toBe(-330);
    // 18:30 UTC on 5 November is midnight starting 6 November in India (its seconds not shown).
    const save = editCode({ ...CODE, endsAt: '2026-11-05T18:30:45.000Z' });
    const ends = await screen.findByLabelText('Ends');
    expect(ends).toHaveValue('2026-11-06T00:00');
    const starts = screen.getByLabelText('Starts');
    expect(starts).toHaveValue('');
    fireEvent.change(starts, { target: { value: '2026-11-01T09:00' } });
    fireEvent.blur(starts);
    fireEvent.blur(ends);
    const data = await save();
    expect(data.startsAt).toBe('2026-11-01T03:30:00.000Z');
    // Looked at and left alone: sent as it was, seconds and all.
    expect(data.endsAt).toBe('2026-11-05T18:30:45.000Z');
  });

  it('clears a time emptied in the form', async () => {
    const save = editCode(CODE);
    const ends = await screen.findByLabelText('Ends');
    fireEvent.change(ends, { target: { value: '' } });
    fireEvent.blur(ends);
    expect((await save()).endsAt).toBeNull();
  });
});
