import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpError } from 'react-admin';
import { Route, Routes } from 'react-router-dom';
import {
  DEFAULT_LOW_STOCK_THRESHOLD,
  MAX_WEBHOOK_DESCRIPTION_LENGTH,
  WEBHOOK_EVENT_DESCRIPTIONS,
  WEBHOOK_EVENTS,
  WEBHOOK_MESSAGES,
} from '@satchel/shared';
import { fakeDataProvider, renderInAdmin } from '../admin-test-utils';
import { ENDPOINTS } from './testWebhooks';
import { WebhookCreate } from './WebhookCreate';

const SECRET = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';

function openCreate(
  create = jest.fn((_resource: string, { data }: { data: object }) =>
    Promise.resolve({ data: { ...ENDPOINTS[0], ...data, id: 9, secret: SECRET } }),
  ),
) {
  renderInAdmin(
    <Routes>
      <Route path="/webhooks/create" element={<WebhookCreate />} />
      <Route path="/webhooks/:id" element={<p>The endpoint&apos;s page</p>} />
    </Routes>,
    fakeDataProvider({ create }),
    { resource: 'webhooks', at: '/webhooks/create' },
  );
  return create;
}

const type = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const check = (event: string) => fireEvent.click(screen.getByRole('checkbox', { name: new RegExp(`^${event}`) }));
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save' }));

afterEach(() => jest.restoreAllMocks());

describe('the new webhook endpoint form', () => {
  it("checks the URL, events and description before sending, with the API's messages", async () => {
    const create = openCreate();
    await screen.findByLabelText(/^Endpoint URL/);
    // Spaces are not a URL (the API trims them too).
    type(/^Endpoint URL/, '   ');
    save();
    expect(await screen.findByText(WEBHOOK_MESSAGES.urlRequired)).toBeInTheDocument();
    expect(screen.getByText(WEBHOOK_MESSAGES.eventsRequired)).toBeInTheDocument();

    type(/^Endpoint URL/, 'ftp://erp.example.com');
    type(/^Description/, 'x'.repeat(MAX_WEBHOOK_DESCRIPTION_LENGTH + 1));
    save();
    expect(await screen.findByText(WEBHOOK_MESSAGES.urlFormat)).toBeInTheDocument();
    expect(screen.getByText(WEBHOOK_MESSAGES.descriptionTooLong)).toBeInTheDocument();
    expect(create).not.toHaveBeenCalled();
  });

  it('offers every event with what it says, and asks the low-stock threshold only for stock.low', async () => {
    openCreate();
    const events = within((await screen.findByText('Events')).closest('fieldset')!).getAllByRole('checkbox');
    expect(events).toHaveLength(WEBHOOK_EVENTS.length);
    expect(screen.getByRole('checkbox', { name: /^order\.placed/ })).toHaveAccessibleName(
      `order.placed ${WEBHOOK_EVENT_DESCRIPTIONS['order.placed']}`,
    );
    expect(screen.queryByLabelText(/^Low-stock threshold/)).toBeNull();

    check('stock.low');

    expect(await screen.findByLabelText(/^Low-stock threshold/)).toHaveValue(DEFAULT_LOW_STOCK_THRESHOLD);
  });

  it('shows the signing secret once, then leads to the endpoint’s page', async () => {
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
    const create = openCreate();
    await screen.findByLabelText(/^Endpoint URL/);
    type(/^Endpoint URL/, ' https://erp.example.com/hooks/satchel ');
    type(/^Description/, 'Warehouse ERP');
    check('order.placed');
    check('stock.low');
    save();

    const dialog = await screen.findByRole('dialog', { name: 'Signing secret' });
    expect(within(dialog).getByText(WEBHOOK_MESSAGES.created)).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Secret')).toHaveValue(SECRET);
    expect(create).toHaveBeenCalledTimes(1);
    expect(create.mock.calls[0][1].data).toEqual({
      url: ' https://erp.example.com/hooks/satchel ',
      description: 'Warehouse ERP',
      events: ['order.placed', 'stock.low'],
      lowStockThreshold: DEFAULT_LOW_STOCK_THRESHOLD,
    });

    fireEvent.click(within(dialog).getByRole('button', { name: 'Copy the secret' }));
    expect(await within(dialog).findByText('Copied to the clipboard.')).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledWith(SECRET);

    // A click beside the dialog or Escape keeps it: the secret cannot be shown again.
    fireEvent.click(document.querySelector('.MuiBackdrop-root')!);
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.getByRole('dialog', { name: 'Signing secret' })).toBeInTheDocument();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(await screen.findByText("The endpoint's page")).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByDisplayValue(SECRET)).toBeNull();
    delete (navigator as { clipboard?: unknown }).clipboard;
  });

  it("shows the API's reason when it refuses the URL", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const body = { statusCode: 400, message: [WEBHOOK_MESSAGES.urlPrivate] };
    openCreate(jest.fn().mockRejectedValue(new HttpError(WEBHOOK_MESSAGES.urlPrivate, 400, body)));
    await screen.findByLabelText(/^Endpoint URL/);
    type(/^Endpoint URL/, 'http://127.0.0.1:9/hook');
    check('order.placed');
    save();

    expect(await screen.findByText(WEBHOOK_MESSAGES.urlPrivate)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
