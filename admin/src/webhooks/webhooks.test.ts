import {
  MAX_STOCK,
  MAX_WEBHOOK_DESCRIPTION_LENGTH,
  MAX_WEBHOOK_URL_LENGTH,
  WEBHOOK_EVENTS,
  WEBHOOK_MESSAGES,
} from '@satchel/shared';
import { dataProvider } from '../dataProvider';
import { admin, calledPath, storeSessionOf } from '../test-utils';
import { ENDPOINTS, json } from './testWebhooks';
import {
  EVENT_CHOICES,
  lowStockThresholdProblem,
  webhookDescriptionProblem,
  webhookEventsProblem,
  webhookUrlProblem,
} from './webhookRules';

afterEach(() => {
  localStorage.clear();
  jest.restoreAllMocks();
});

describe('the webhook form rules (as the API checks them)', () => {
  it('wants an http(s) URL with a host, of at most MAX_WEBHOOK_URL_LENGTH characters', () => {
    expect(webhookUrlProblem('https://erp.example.com/hooks')).toBeUndefined();
    expect(webhookUrlProblem(' HTTP://127.0.0.1:9/hook ')).toBeUndefined();
    expect(webhookUrlProblem('')).toBe(WEBHOOK_MESSAGES.urlRequired);
    expect(webhookUrlProblem(undefined)).toBe(WEBHOOK_MESSAGES.urlRequired);
    expect(webhookUrlProblem('erp.example.com')).toBe(WEBHOOK_MESSAGES.urlFormat);
    expect(webhookUrlProblem('https:///path')).toBe(WEBHOOK_MESSAGES.urlFormat);
    const long = `https://erp.example.com/${'a'.repeat(MAX_WEBHOOK_URL_LENGTH)}`;
    expect(webhookUrlProblem(long)).toBe(WEBHOOK_MESSAGES.urlTooLong);
  });

  it('wants at least one event, a short description and a whole low-stock threshold', () => {
    expect(webhookEventsProblem([])).toBe(WEBHOOK_MESSAGES.eventsRequired);
    expect(webhookEventsProblem(['order.placed'])).toBeUndefined();
    expect(webhookDescriptionProblem('x'.repeat(MAX_WEBHOOK_DESCRIPTION_LENGTH))).toBeUndefined();
    expect(webhookDescriptionProblem('x'.repeat(MAX_WEBHOOK_DESCRIPTION_LENGTH + 1))).toBe(
      WEBHOOK_MESSAGES.descriptionTooLong,
    );
    expect([0, 5, MAX_STOCK, null].map(lowStockThresholdProblem)).toEqual([undefined, undefined, undefined, undefined]);
    expect([-1, 2.5, MAX_STOCK + 1].map((value) => typeof lowStockThresholdProblem(value))).toEqual([
      'string',
      'string',
      'string',
    ]);
  });

  it('offers the shared events, in their order', () => {
    expect(EVENT_CHOICES.map((choice) => choice.id)).toEqual([...WEBHOOK_EVENTS]);
  });
});

describe('the data provider for webhooks', () => {
  const answer = (status: number, body: unknown, headers?: Record<string, string>) =>
    jest.spyOn(globalThis, 'fetch').mockImplementation(async () => json(status, body, headers));
  const sent = async (fetch: jest.SpyInstance) => {
    const request = fetch.mock.calls.at(-1)?.[0] as Request;
    return { method: request.method, path: calledPath(request), body: await request.clone().json() };
  };

  it('lists endpoints in the simple-rest query, with the total from Content-Range', async () => {
    storeSessionOf(admin);
    const fetch = answer(200, ENDPOINTS, { 'Content-Range': 'webhooks 0-1/2' });
    const { data, total } = await dataProvider.getList('webhooks', {
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'id', order: 'DESC' },
      filter: {},
    });
    expect([data, total]).toEqual([ENDPOINTS, 2]);
    const request = fetch.mock.calls[0][0] as Request;
    expect(calledPath(request)).toBe('/api/admin/webhooks?filter={}&range=[0,9]&sort=["id","DESC"]');
    expect(request.headers.get('Authorization')).toBe('Bearer admin-token');
  });

  it('creates with the form’s fields, trimmed, and hands back the secret', async () => {
    const fetch = answer(201, { ...ENDPOINTS[0], secret: 'whsec_x' });
    const { data } = await dataProvider.create('webhooks', {
      data: { url: ' https://erp.example.com/hooks/satchel ', description: '', events: ['order.placed'] },
    });
    expect(data.secret).toBe('whsec_x');
    expect(await sent(fetch)).toEqual({
      method: 'POST',
      path: '/api/admin/webhooks',
      body: { url: 'https://erp.example.com/hooks/satchel', description: '', events: ['order.placed'] },
    });
  });

  it('updates with the editable fields only: no id, failure count, reason or dates', async () => {
    const fetch = answer(200, { ...ENDPOINTS[1], status: 'active' });
    await dataProvider.update('webhooks', {
      id: '2',
      data: { ...ENDPOINTS[1], status: 'active', lowStockThreshold: '7' },
      previousData: ENDPOINTS[1],
    });
    expect(await sent(fetch)).toEqual({
      method: 'PUT',
      path: '/api/admin/webhooks/2',
      body: {
        url: 'https://crm.example.com/in',
        description: '',
        events: ['product.created'],
        lowStockThreshold: 7,
        status: 'active',
      },
    });
  });

  it('sends the status only when the admin changed it: a pause the shop made meanwhile stands', async () => {
    const fetch = answer(200, ENDPOINTS[0]);
    await dataProvider.update('webhooks', {
      id: '3',
      data: { ...ENDPOINTS[0], description: 'ERP' },
      previousData: ENDPOINTS[0],
    });
    const { body } = await sent(fetch);
    expect(body).toEqual(expect.objectContaining({ description: 'ERP' }));
    expect(body).not.toHaveProperty('status');
  });

  it('deletes an endpoint at its path', async () => {
    const fetch = answer(200, ENDPOINTS[0]);
    await dataProvider.delete('webhooks', { id: 3, previousData: ENDPOINTS[0] });
    const request = fetch.mock.calls[0][0] as Request;
    expect([request.method, calledPath(request)]).toEqual(['DELETE', '/api/admin/webhooks/3']);
  });
});
