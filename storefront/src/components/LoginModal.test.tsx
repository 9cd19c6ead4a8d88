import { fireEvent, screen, within } from '@testing-library/react';
import { json, mockFetch, renderInShop } from '../test-utils';
import { Header } from './Header';
import { LoginModal } from './LoginModal';

function openLogin() {
  renderInShop(
    <>
      <Header />
      <LoginModal />
    </>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Log In' }));
  return screen.getByRole('dialog', { name: 'Sign In' });
}

afterEach(() => {
  localStorage.clear();
  jest.restoreAllMocks();
});

describe('LoginModal', () => {
  it('opens from the header as a modal dialog with focus on the first field', () => {
    const dialog = openLogin();

    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(within(dialog).getByLabelText('Email or username')).toHaveFocus();
  });

  it('closes on Escape and forgets what was typed', () => {
    const dialog = openLogin();
    fireEvent.change(within(dialog).getByLabelText('Email or username'), { target: { value: 'asha' } });

    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    const reopened = openAgain();
    expect(within(reopened).getByLabelText('Email or username')).toHaveValue('');
  });

  it('slides to the create-account view and back to sign in after registering, with empty fields', async () => {
    mockFetch(() => json({ message: 'Registration successful. Please log in.', user: {} }, 201));
    openLogin();

    fireEvent.click(screen.getByRole('button', { name: 'Create an account' }));
    expect(screen.getByRole('dialog', { name: 'Create Account' })).toBeInTheDocument();
    const register = screen.getByRole('region', { name: 'Create Account' });
    expect(within(register).getByLabelText('Username')).toHaveFocus();
    fireEvent.change(within(register).getByLabelText('Username'), { target: { value: 'ravi' } });
    fireEvent.change(within(register).getByLabelText('Email'), { target: { value: 'ravi@example.com' } });
    fireEvent.change(within(register).getByLabelText('Password'), { target: { value: 'leather-bag-1' } });
    fireEvent.change(within(register).getByLabelText('Confirm Password'), { target: { value: 'leather-bag-1' } });
    fireEvent.click(within(register).getByRole('button', { name: 'Create Account' }));

    expect(await screen.findByRole('dialog', { name: 'Sign In' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email or username')).toHaveFocus();
    for (const field of within(register).getAllByLabelText(/./)) expect(field).toHaveValue('');
  });
});

function openAgain() {
  fireEvent.click(screen.getByRole('button', { name: 'Log In' }));
  return screen.getByRole('dialog', { name: 'Sign In' });
}
