import { fireEvent, screen } from '@testing-library/react';
import { json, mockFetch, renderInShop, sentRequests } from '../test-utils';
import { CreateAccountForm } from './CreateAccountForm';

function fillIn(fields: Record<string, string>) {
  for (const [label, value] of Object.entries(fields)) {
    fireEvent.change(screen.getByLabelText(label), { target: { value } });
  }
}

const newShopper = {
  Username: 'ravi',
  Email: 'ravi@example.com',
  Password: 'leather-bag-1',
};

afterEach(() => jest.restoreAllMocks());

describe('CreateAccountForm', () => {
  it("refuses mismatched passwords with 'Passwords do not match.' and sends nothing", async () => {
    const fetchMock = mockFetch(() => json({}));
    const onRegistered = jest.fn();
    renderInShop(<CreateAccountForm onRegistered={onRegistered} />);

    fillIn({ ...newShopper, 'Confirm Password': 'something-else' });
    fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(await screen.findByText('Passwords do not match.')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(onRegistered).not.toHaveBeenCalled();
  });

  it('refuses a password the API would, counting characters as it does, and sends nothing', async () => {
    const fetchMock = mockFetch(() => json({}));
    renderInShop(<CreateAccountForm onRegistered={jest.fn()} />);
    // Four emoji: eight UTF-16 units, enough for the browser's minLength, but four characters.
    const emoji = '\u{1F45C}\u{1F45B}\u{1F45D}\u{1F392}';
    expect(emoji).toHaveLength(8);

    fillIn({ ...newShopper, Password: emoji, 'Confirm Password': emoji });
    fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(await screen.findByText('Password must be 8 to 128 characters')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('marks every field required and the email as an email', () => {
    renderInShop(<CreateAccountForm onRegistered={jest.fn()} />);

    for (const label of ['Username', 'Email', 'Password', 'Confirm Password']) {
      expect(screen.getByLabelText(label)).toBeRequired();
    }
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
  });

  it('registers a customer named after the username and reports the server message', async () => {
    const fetchMock = mockFetch(() => json({ message: 'Registration successful. Please log in.', user: {} }, 201));
    const onRegistered = jest.fn();
    renderInShop(<CreateAccountForm onRegistered={onRegistered} />);

    fillIn({ ...newShopper, 'Confirm Password': newShopper.Password });
    fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(await screen.findByText('Registration successful. Please log in.')).toBeInTheDocument();
    expect(onRegistered).toHaveBeenCalled();
    const [register] = sentRequests(fetchMock);
    expect(new URL(register!.url).pathname).toBe('/api/auth/register');
    expect(await register!.json()).toEqual({
      username: 'ravi',
      email: 'ravi@example.com',
      password: 'leather-bag-1',
      firstName: 'ravi',
      lastName: 'ravi',
      userType: 'CUSTOMER',
    });
  });

  it('shows every problem the server lists', async () => {
    mockFetch(() =>
      json({ statusCode: 409, message: ['Username is taken', 'Email is taken'], error: 'Conflict' }, 409),
    );
    renderInShop(<CreateAccountForm onRegistered={jest.fn()} />);

    fillIn({ ...newShopper, 'Confirm Password': newShopper.Password });
    fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(await screen.findByText('Username is taken Email is taken')).toBeInTheDocument();
  });
});
