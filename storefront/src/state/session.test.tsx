import { screen, waitFor } from '@testing-library/react';
import { customer, json, mockFetch, renderInShop, sentRequests } from '../test-utils';
import { useSession } from './session';

function WhoIsSignedIn() {
  const { user, isLoginOpen } = useSession();
  return (
    <>
      <p>{user ? `Signed in as ${user.username}` : 'Guest'}</p>
      {isLoginOpen && <p>Login open</p>}
    </>
  );
}

function storeSessionOf(user: unknown, token = 'token-1') {
  localStorage.setItem('authToken', token);
  localStorage.setItem('userData', typeof user === 'string' ? user : JSON.stringify(user));
  localStorage.setItem('role', 'CUSTOMER');
  localStorage.setItem('userId', '7');
}

afterEach(() => {
  localStorage.clear();
  jest.restoreAllMocks();
});

describe('session restore', () => {
  it('restores a stored token and user and confirms them with GET /api/auth/me', async () => {
    storeSessionOf(customer);
    const fetchMock = mockFetch(() => json({ data: { user: { ...customer, email: 'new@example.com' } } }));

    renderInShop(<WhoIsSignedIn />);

    expect(screen.getByText('Signed in as asha')).toBeInTheDocument();
    await waitFor(() => expect(JSON.parse(localStorage.getItem('userData')!).email).toBe('new@example.com'));
    const me = sentRequests(fetchMock).find((request) => new URL(request.url).pathname === '/api/auth/me');
    expect(me!.headers.get('Authorization')).toBe('Bearer token-1');
  });

  it('clears unparseable user data and stays a guest', () => {
    storeSessionOf('{not json');
    const fetchMock = mockFetch(() => json({}));

    renderInShop(<WhoIsSignedIn />);

    expect(screen.getByText('Guest')).toBeInTheDocument();
    for (const key of ['authToken', 'userData', 'role', 'userId']) expect(localStorage.getItem(key)).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('clears user data that is not a user', () => {
    storeSessionOf({ name: 'someone' });
    mockFetch(() => json({}));

    renderInShop(<WhoIsSignedIn />);

    expect(screen.getByText('Guest')).toBeInTheDocument();
    expect(localStorage.getItem('authToken')).toBeNull();
  });

  it('signs out and offers the login when the API refuses the stored token', async () => {
    storeSessionOf(customer);
    mockFetch(() => json({ statusCode: 401, message: 'Unauthorized', error: 'Unauthorized' }, 401));

    renderInShop(<WhoIsSignedIn />);

    expect(await screen.findByText('Guest')).toBeInTheDocument();
    expect(screen.getByText('Login open')).toBeInTheDocument();
    for (const key of ['authToken', 'userData', 'role', 'userId']) expect(localStorage.getItem(key)).toBeNull();
  });
});
