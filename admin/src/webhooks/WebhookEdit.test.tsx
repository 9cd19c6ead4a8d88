import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { formatShopDateTime, WEBHOOK_MESSAGES, WEBHOOK_TEST_EVENT } from '@satchel/shared';
import { fakeDataProvider, renderInAdmin } from '../admin-test-utils';
import { calledPath } from '../test-utils';
import { attempt, ENDPOINTS, json } from './testWebhooks';
import { FOLLOW_UP_MS } from './DeliveryLog';
import { WebhookEdit } from './WebhookEdit';

const endpoint = ENDPOINTS[0];
// 30 attempts in the log, newest first: a page of 25, then 5 more.
const LOG = Array.from({ length: 30 }, (_, index) => attempt(30 - index));
LOG[0] = attempt(30, {
  eventType: 'stock.low',
  deliveryStatus: 'failed',
  outcome: 'failed',
  attempt: 3,
  statusCode: 500,
  durationMs: 1204,
  responseExcerpt: 'Internal Server Error',
});
LOG[1] = attempt(29, {
  deliveryStatus: 'pending',
  outcome: 'failed',
  retryAt: '2026-11-25T10:01:00.000Z',
  statusCode: null,
  error: 'connect ECONNREFUSED 127.0.0.1:9',
  durationMs: 3,
  responseExcerpt: '',
});

/** The API behind the page's own calls: the log a page at a time, resend, test and rotate-secret. */
function stubApi() {
  const calls: { method: string; path: string }[] = [];
  jest.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const request = input as Request;
    const path = calledPath(request);
    calls.push({ method: request.method, path });
    if (path.startsWith(`/api/admin/webhooks/${endpoint.id}/attempts`)) {
      const [first, last] = JSON.parse(new URL(request.url).searchParams.get('range')!) as [number, number];
      const page = LOG.slice(first, last + 1);
      return json(200, page, { 'Content-Range': `attempts ${first}-${first + page.length - 1}/${LOG.length}` });
    }
    if (path === '/api/admin/webhooks/deliveries/70/resend')
      return json(202, { id: 72, eventId: 'msg_30', eventType: 'stock.low', status: 'pending', attempts: 0 });
    if (path === `/api/admin/webhooks/${endpoint.id}/test`)
      return json(202, { id: 73, eventId: 'msg_t', eventType: WEBHOOK_TEST_EVENT, status: 'pending', attempts: 0 });
    if (path === `/api/admin/webhooks/${endpoint.id}/rotate-secret`) return json(200, { secret: 'whsec_new' });
    return json(404, { statusCode: 404, message: 'Not found' });
  });
  return calls;
}

function openEdit(
  update = jest.fn((_resource: string, { data }: { data: object }) => Promise.resolve({ data })),
  getOne = jest.fn().mockResolvedValue({ data: endpoint }),
) {
  renderInAdmin(
    <Routes>
      <Route path="/webhooks/:id" element={<WebhookEdit />} />
      <Route path="/webhooks" element={<p>The list</p>} />
    </Routes>,
    fakeDataProvider({ getOne, update }),
    { resource: 'webhooks', at: `/webhooks/${endpoint.id}` },
  );
  return update;
}

const logRows = () =>
  within(screen.getByRole('table', { name: 'Delivery log' }))
    .getAllByRole('row')
    .slice(1);
const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

afterEach(() => jest.restoreAllMocks());

describe("an endpoint's page", () => {
  it('lists its delivery log newest first, 25 at a time with Load more', async () => {
    stubApi();
    openEdit();

    await waitFor(() => expect(logRows()).toHaveLength(25));
    // Each attempt as it went, not as its delivery stands; a failed one says when it is tried again, if it is.
    expect(cellsOf(logRows()[0]).slice(1)).toEqual([
      'stock.low',
      '3',
      'FailedHTTP 500',
      '1204 ms',
      'Internal Server Error',
      'Resend',
    ]);
    expect(cellsOf(logRows()[1]).slice(1, 6)).toEqual([
      'order.placed',
      '1',
      `Failed, retrying at ${formatShopDateTime('2026-11-25T10:01:00.000Z')}connect ECONNREFUSED 127.0.0.1:9`,
      '3 ms',
      '',
    ]);
    expect(cellsOf(logRows()[2])[3]).toBe('DeliveredHTTP 200');
    expect(screen.getByText('Showing 25 of 30 attempts')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));

    await waitFor(() => expect(logRows()).toHaveLength(30));
    expect(screen.getByText('Showing 30 of 30 attempts')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it("resends a row's delivery and says so", async () => {
    const calls = stubApi();
    openEdit();
    await waitFor(() => expect(logRows()).toHaveLength(25));

    fireEvent.click(within(logRows()[0]).getByRole('button', { name: /^Resend/ }));

    expect(await screen.findByText(WEBHOOK_MESSAGES.resent)).toBeInTheDocument();
    expect(calls).toContainEqual({ method: 'POST', path: '/api/admin/webhooks/deliveries/70/resend' });
    // The log is read again from its first page, and again while the job makes the attempt.
    const firstPages = () => calls.filter((call) => call.path === '/api/admin/webhooks/3/attempts?range=[0,24]');
    await waitFor(() => expect(firstPages()).toHaveLength(2));
    await waitFor(() => expect(firstPages()).toHaveLength(2 + FOLLOW_UP_MS.length), { timeout: 4000 });
  });

  it('sends a test event and reads the log again; Refresh reads it too', async () => {
    const calls = stubApi();
    openEdit();
    await waitFor(() => expect(logRows()).toHaveLength(25));
    const reads = () => calls.filter((call) => call.path.startsWith('/api/admin/webhooks/3/attempts')).length;

    fireEvent.click(screen.getByRole('button', { name: 'Send test event' }));

    expect(await screen.findByText(WEBHOOK_MESSAGES.testSent)).toBeInTheDocument();
    expect(calls).toContainEqual({ method: 'POST', path: '/api/admin/webhooks/3/test' });
    await waitFor(() => expect(reads()).toBe(2));
    await waitFor(() => expect(reads()).toBe(2 + FOLLOW_UP_MS.length), { timeout: 4000 });

    fireEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(reads()).toBe(3 + FOLLOW_UP_MS.length));
  });

  it('rotates the secret after a confirmation and shows the new one once', async () => {
    const calls = stubApi();
    const until = new Date(Date.now() + 24 * 3_600_000);
    const getOne = jest
      .fn()
      .mockResolvedValueOnce({ data: endpoint })
      .mockResolvedValue({ data: { ...endpoint, previousSecretUntil: until.toISOString() } });
    openEdit(undefined, getOne);
    fireEvent.click(await screen.findByRole('button', { name: 'Rotate secret' }));
    expect(screen.queryByText(/still signs until/)).toBeNull();
    expect(calls.some((call) => call.path.endsWith('/rotate-secret'))).toBe(false);

    fireEvent.click(await screen.findByRole('button', { name: 'Rotate' }));

    const dialog = await screen.findByRole('dialog', { name: 'Signing secret' });
    expect(within(dialog).getByText(WEBHOOK_MESSAGES.rotated)).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Secret')).toHaveValue('whsec_new');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByDisplayValue('whsec_new')).toBeNull());
    // Read again: the old secret's overlap is shown.
    expect(
      await screen.findByText(`The secret before the last rotation still signs until ${formatShopDateTime(until)}.`),
    ).toBeInTheDocument();
  });

  it('pauses the endpoint from its form', async () => {
    stubApi();
    const update = openEdit();
    fireEvent.click(await screen.findByRole('radio', { name: 'Paused' }));
    expect(await screen.findByText(WEBHOOK_MESSAGES.paused)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Endpoint saved.')).toBeInTheDocument();
    expect(update).toHaveBeenCalledWith(
      'webhooks',
      expect.objectContaining({ id: String(endpoint.id), data: expect.objectContaining({ status: 'paused' }) }),
    );
    expect(await screen.findByText('The list')).toBeInTheDocument();
  });
});
