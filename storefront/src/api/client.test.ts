import { api, errorMessage, NETWORK_FAILURE, SESSION_EXPIRED_EVENT } from './client';

afterEach(() => {
  localStorage.clear();
  jest.restoreAllMocks();
});

describe('API client', () => {
  it('answers a request that never reached the server like a refusal that says so (no throw)', async () => {
    jest.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    const { data, error, response } = await api.GET('/api/cart');
    expect(data).toBeUndefined();
    expect(errorMessage(error, 'Something went wrong with cart')).toBe(NETWORK_FAILURE);
    expect(response.status).toBeGreaterThanOrEqual(500); // it may have been carried out: retry, don't renew keys
  });

  it('sends the stored token, and a 401 for it ends the session', async () => {
    localStorage.setItem('authToken', 'token-1');
    localStorage.setItem('userData', '{}');
    const fetchMock = jest
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(new Response('{"message":"Unauthorized"}', { status: 401 }));
    const expired = jest.fn();
    window.addEventListener(SESSION_EXPIRED_EVENT, expired);
    await api.GET('/api/cart');
    window.removeEventListener(SESSION_EXPIRED_EVENT, expired);
    expect((fetchMock.mock.calls[0][0] as Request).headers.get('Authorization')).toBe('Bearer token-1');
    expect(localStorage.getItem('authToken')).toBeNull();
    expect(expired).toHaveBeenCalledTimes(1);
  });
});
