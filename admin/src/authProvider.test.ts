import { ADMINS_ONLY, authProvider } from './authProvider';
import { admin, answerWith, customer, storedSession, storeSessionOf } from './test-utils';

afterEach(() => {
  localStorage.clear();
  jest.restoreAllMocks();
});

describe('authProvider.login', () => {
  it('admits an admin, sending the login form username as the identifier, and stores the session', async () => {
    const fetchMock = answerWith(200, { token: 'admin-token', user: admin });

    await authProvider.login({ username: 'admin@example.com', password: 'secret-pass' });

    const request = fetchMock.mock.calls[0]![0] as Request;
    expect(new URL(request.url).pathname).toBe('/api/auth/login');
    expect(await request.json()).toEqual({ identifier: 'admin@example.com', password: 'secret-pass' });
    expect(storedSession()).toEqual(['admin-token', JSON.stringify(admin), 'ADMIN', '1']);
    await expect(authProvider.checkAuth({})).resolves.toBeUndefined();
    await expect(authProvider.getIdentity!()).resolves.toEqual({ id: 1, fullName: 'Meera Iyer' });
  });

  it('refuses a customer and stores nothing', async () => {
    answerWith(200, { token: 'customer-token', user: customer });

    await expect(authProvider.login({ username: 'asha', password: 'secret-pass' })).rejects.toThrow(ADMINS_ONLY);
    expect(storedSession()).toEqual([null, null, null, null]);
  });

  it("passes on the server's refusal", async () => {
    answerWith(401, { statusCode: 401, message: 'Invalid credentials', error: 'Unauthorized' });

    await expect(authProvider.login({ username: 'admin', password: 'wrong' })).rejects.toThrow('Invalid credentials');
    expect(storedSession()).toEqual([null, null, null, null]);
  });
});

describe('authProvider session checks', () => {
  beforeEach(() => storeSessionOf(admin));

  it('rejects checkAuth without a token', async () => {
    localStorage.removeItem('authToken');
    await expect(authProvider.checkAuth({})).rejects.toThrow();
  });

  it('logs out on a 401: checkError rejects and logout clears the stored session and ends the token', async () => {
    const rejection = await authProvider.checkError({ status: 401 }).catch((error: unknown) => error);
    expect(rejection).toBeInstanceOf(Error);
    expect((rejection as { logoutUser?: boolean }).logoutUser).toBeUndefined();

    const fetchMock = jest.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(null, { status: 204 }));
    await authProvider.logout({});
    expect(storedSession()).toEqual([null, null, null, null]);
    const request = fetchMock.mock.calls[0]![0] as Request;
    expect([request.method, new URL(request.url).pathname]).toEqual(['POST', '/api/auth/logout']);
    expect(request.headers.get('Authorization')).toBe('Bearer admin-token');
  });

  it("keeps the session on a 403, rejecting with 'forbidden'", async () => {
    await expect(authProvider.checkError({ status: 403 })).rejects.toEqual({ logoutUser: false, message: 'forbidden' });
    expect(storedSession()[0]).toBe('admin-token');
  });

  it('lets other errors through without touching the session', async () => {
    await expect(authProvider.checkError({ status: 500 })).resolves.toBeUndefined();
    expect(storedSession()[0]).toBe('admin-token');
  });

  it("turns a customer's storefront session away without ending it", async () => {
    storeSessionOf(customer);

    await expect(authProvider.checkAuth({})).rejects.toThrow(ADMINS_ONLY);
    await authProvider.logout({});
    expect(localStorage.getItem('authToken')).toBe('admin-token');
  });
});

describe('authProvider.getPermissions', () => {
  it("takes the API's answer, so permissions an owner changed show without signing in again", async () => {
    storeSessionOf({ ...admin, isOwner: false, permissions: ['orders'] });
    answerWith(200, { data: { user: { ...admin, isOwner: false, permissions: ['orders', 'customers'] } } });

    await expect(authProvider.getPermissions!({})).resolves.toMatchObject({ permissions: ['orders', 'customers'] });
    expect(JSON.parse(storedSession()[1]!).permissions).toEqual(['orders', 'customers']);
  });

  it('falls back on the stored account when the API cannot be reached', async () => {
    storeSessionOf({ ...admin, isOwner: false, permissions: ['orders'] });
    jest.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));

    await expect(authProvider.getPermissions!({})).resolves.toMatchObject({ permissions: ['orders'] });
  });
});
