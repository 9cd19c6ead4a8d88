import { admin, answerWith, storeSessionOf } from '../test-utils';
import { openQueueDashboard, QUEUE_DASHBOARD_PATH } from './openQueueDashboard';

afterEach(() => {
  localStorage.clear();
  jest.restoreAllMocks();
});

describe('openQueueDashboard', () => {
  it('exchanges the bearer token for the ops cookie, then opens the dashboard', async () => {
    storeSessionOf(admin);
    const fetchMock = jest.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(null, { status: 204 }));
    const navigate = jest.fn();

    await openQueueDashboard(navigate);

    const request = fetchMock.mock.calls[0]![0] as Request;
    expect(request.method).toBe('POST');
    expect(new URL(request.url).pathname).toBe('/api/ops/session');
    expect(request.headers.get('Authorization')).toBe('Bearer admin-token');
    expect(navigate).toHaveBeenCalledWith(QUEUE_DASHBOARD_PATH);
  });

  it("stays put and passes on the server's refusal", async () => {
    storeSessionOf(admin);
    answerWith(403, { statusCode: 403, message: 'You do not have permission to do this', error: 'Forbidden' });
    const navigate = jest.fn();

    await expect(openQueueDashboard(navigate)).rejects.toThrow('You do not have permission to do this');
    expect(navigate).not.toHaveBeenCalled();
  });
});
