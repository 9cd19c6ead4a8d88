import { fireEvent, screen, waitFor } from '@testing-library/react';
import { customer, json, mockFetch, renderInShop, sentRequests } from '../test-utils';
import { NETWORK_FAILURE } from '../api/client';
import { SignInForm } from './SignInForm';

function signInAs(identifier: string, password: string) {
  fireEvent.change(screen.getByLabelText('Email or username'), { target: { value: identifier } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
}

afterEach(() => {
  localStorage.clear();
  jest.restoreAllMocks();
});

describe('SignInForm', () => {
  it('logs in through the API client and stores the session', async () => {
    const fetchMock = mockFetch(() => json({ token: 'token-1', user: customer }));
    renderInShop(<SignInForm />);

    signInAs('asha@example.com', 'leather-bag-1');

    expect(await screen.findByText('Welcome back, asha!')).toBeInTheDocument();
    const [login] = sentRequests(fetchMock);
    expect(login!.method).toBe('POST');
    expect(new URL(login!.url).pathname).toBe('/api/auth/login');
    expect(await login!.json()).toEqual({ identifier: 'asha@example.com', password: 'leather-bag-1' });
    expect(localStorage.getItem('authToken')).toBe('token-1');
    expect(JSON.parse(localStorage.getItem('userData')!)).toEqual(customer);
    expect(localStorage.getItem('role')).toBe('CUSTOMER');
    expect(localStorage.getItem('userId')).toBe('7');
  });

  it("shows the server's message when the login is refused and stores nothing", async () => {
    mockFetch(() => json({ statusCode: 401, message: 'Invalid credentials', error: 'Unauthorized' }, 401));
    renderInShop(<SignInForm />);

    signInAs('asha', 'wrong-password');

    expect(await screen.findByText('Invalid credentials')).toBeInTheDocument();
    expect(localStorage.getItem('authToken')).toBeNull();
  });

  it('asks for both fields', () => {
    renderInShop(<SignInForm />);

    expect(screen.getByLabelText('Email or username')).toBeRequired();
    expect(screen.getByLabelText('Password')).toBeRequired();
  });

  it('says that the shop could not be reached when the network fails, without crashing', async () => {
    jest.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    renderInShop(<SignInForm />);

    signInAs('asha', 'leather-bag-1');

    await waitFor(() => expect(screen.getByText(NETWORK_FAILURE)).toBeInTheDocument());
  });
});
