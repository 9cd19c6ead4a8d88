import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { DELIVERY_MESSAGES } from '@satchel/shared';
import { fakeDataProvider, renderInAdmin } from '../admin-test-utils';
import { admin, storeSessionOf } from '../test-utils';
import { DeliveryPage } from './DeliveryPage';

const saved = {
  charge: 49,
  freeAbove: 999,
  codLimit: null,
  codFee: 0,
  pincodes: { mode: 'all', list: [] },
  zones: [{ kind: 'state', match: 'Kerala', charge: 80, freeAbove: null, days: 6 }],
  updatedAt: '2026-11-27T04:00:00.000Z',
};

/** Answers the page's reads with `saved`, and a PUT with what it was sent; records the PUTs. */
function serve() {
  const sent: unknown[] = [];
  jest.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const request = input as Request;
    let body: unknown = saved;
    if (request.method === 'PUT') {
      const form = await request.json();
      sent.push(form);
      body = { ...form, updatedAt: saved.updatedAt };
    }
    return new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
  });
  return sent;
}

const input = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement;

beforeEach(() => storeSessionOf(admin));
afterEach(() => {
  localStorage.clear();
  jest.restoreAllMocks();
});

describe('the delivery page', () => {
  it('shows the settings, takes a pincode list from a CSV file and saves them whole, in rupees', async () => {
    const sent = serve();
    renderInAdmin(<DeliveryPage />, fakeDataProvider({}));
    await waitFor(() => expect(input(/^Delivery charge/)).toHaveValue(49));
    expect(input(/^Free delivery from/)).toHaveValue(999);
    expect(input(/^COD limit/)).toHaveValue(null);
    expect(
      within(screen.getByRole('group', { name: 'Zone 1' })).getByRole('combobox', { name: 'State' }),
    ).toHaveTextContent('Kerala');

    fireEvent.change(input(/^COD limit/), { target: { value: '20000' } });
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Deliver to' }));
    fireEvent.click(
      within(screen.getByRole('listbox')).getByRole('option', { name: 'Every pincode except those listed' }),
    );
    // India Post's directory: pincodes in one column among others (a 5-digit slip is flagged).
    const csv =
      'officename,pincode,district,latitude\nA B.O,411001,Pune,18.5204\nC S.O,411002,Pune,18.52\nD,41100,Pune,1\n';
    fireEvent.change(screen.getByLabelText('Pincode file'), {
      target: { files: [new File([csv], 'pincodes.csv', { type: 'text/csv' })] },
    });
    expect(await screen.findByText('2 pincodes imported; 1 skipped (not 6 digits)')).toBeInTheDocument();
    expect(input(/^Pincodes/)).toHaveValue('411001\n411002');

    fireEvent.click(screen.getByRole('button', { name: 'Add zone' }));
    const zone = screen.getByRole('group', { name: 'Zone 2' });
    // States come from the list.
    fireEvent.mouseDown(within(zone).getByRole('combobox', { name: 'State' }));
    fireEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'Goa' }));
    fireEvent.change(within(zone).getByRole('spinbutton', { name: 'Charge (₹)' }), { target: { value: '60.5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText(DELIVERY_MESSAGES.saved)).toBeInTheDocument();
    expect(sent).toEqual([
      {
        charge: 49,
        freeAbove: 999,
        codLimit: 20000,
        codFee: 0,
        pincodes: { mode: 'except', list: ['411001', '411002'] },
        zones: [
          { kind: 'state', match: 'Kerala', charge: 80, freeAbove: null, days: 6 },
          { kind: 'state', match: 'Goa', charge: 60.5, freeAbove: null, days: 7 },
        ],
      },
    ]);
  });

  it("shows the API's reason when it refuses the settings", async () => {
    jest.spyOn(globalThis, 'fetch').mockImplementation(async (input) =>
      (input as Request).method === 'PUT'
        ? new Response(JSON.stringify({ statusCode: 400, message: DELIVERY_MESSAGES.zonePrefixFormat }), {
            status: 400,
            headers: { 'Content-Type': 'application/json' },
          })
        : new Response(JSON.stringify(saved), { status: 200, headers: { 'Content-Type': 'application/json' } }),
    );
    renderInAdmin(<DeliveryPage />, fakeDataProvider({}));
    await waitFor(() => expect(input(/^Delivery charge/)).toHaveValue(49));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(DELIVERY_MESSAGES.zonePrefixFormat)).toBeInTheDocument();
  });
});
