import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { PASSWORD_RESET_MESSAGES } from '@satchel/shared';
import { Header } from '../components/Header';
import { LoginModal } from '../components/LoginModal';
import { json, mockFetch, renderInShop, sentRequests } from '../test-utils';
import ResetPasswordPage from './ResetPasswordPage';

const TOKEN = 'k'.repeat(43);

function openResetPage(route: string) {
  return renderInShop(
    <>
      <Header />
      <LoginModal />
      <Routes>
        <Route path="/" element={<p>Home</p>} />
        <Route path="/reset-password" element={<ResetPasswordPage />} />
      </Routes>
    </>,
    route,
  );
}

afterEach(() => {
  localStorage.clear();
  jest.restoreAllMocks();
});

describe('a forgotten password', () => {
  it('is asked for from the sign-in dialog, which shows the answer the API gave', async () => {
    const fetchMock = mockFetch(() => json({ message: PASSWORD_RESET_MESSAGES.sent }, 202));
    openResetPage('/');
    fireEvent.click(screen.getByRole('button', { name: 'Log In' }));
    fireEvent.click(screen.getByRole('button', { name: PASSWORD_RESET_MESSAGES.linkLabel }));

    expect(screen.getByRole('dialog', { name: 'Reset Password' })).toBeInTheDocument();
    const dialog = screen.getByRole('region', { name: 'Reset Password' });
    expect(within(dialog).getByLabelText('Email')).toHaveFocus();
    fireEvent.change(within(dialog).getByLabelText('Email'), { target: { value: ' asha@example.com ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send Reset Link' }));

    await waitFor(() => expect(within(dialog).getByRole('status')).toHaveTextContent(PASSWORD_RESET_MESSAGES.sent));
    const [request] = sentRequests(fetchMock).filter((sent) => sent.url.endsWith('/api/auth/forgot-password'));
    expect(await request.json()).toEqual({ email: 'asha@example.com' });

    fireEvent.click(within(dialog).getByRole('button', { name: 'Back to sign in' }));
    expect(screen.getByRole('dialog', { name: 'Sign In' })).toBeInTheDocument();
  });

  it('is set on the page of the link, then the shopper signs in', async () => {
    const fetchMock = mockFetch(() => new Response(null, { status: 204 }));
    openResetPage(`/reset-password?token=${TOKEN}`);
    fireEvent.change(screen.getByLabelText('New Password'), { target: { value: 'a brand new passphrase' } });
    fireEvent.change(screen.getByLabelText('Confirm Password'), { target: { value: 'a brand new passphrase' } });
    fireEvent.click(screen.getByRole('button', { name: 'Set New Password' }));

    expect(await screen.findByText(PASSWORD_RESET_MESSAGES.done)).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Sign In' })).toBeInTheDocument();
    expect(await screen.findByText('Home')).toBeInTheDocument();
    const [request] = sentRequests(fetchMock).filter((sent) => sent.url.endsWith('/api/auth/reset-password'));
    expect(await request.json()).toEqual({ token: TOKEN, password: 'a brand new passphrase' });
  });

  it("refuses passwords that do not match, and shows the API's refusal of a used link", async () => {
    mockFetch(() => json({ statusCode: 400, message: PASSWORD_RESET_MESSAGES.invalid, error: 'Bad Request' }, 400));
    openResetPage(`/reset-password?token=${TOKEN}`);
    fireEvent.change(screen.getByLabelText('New Password'), { target: { value: 'a brand new passphrase' } });
    fireEvent.change(screen.getByLabelText('Confirm Password'), { target: { value: 'another passphrase' } });
    fireEvent.click(screen.getByRole('button', { name: 'Set New Password' }));
    expect(await screen.findByText('Passwords do not match.')).toBeInTheDocument();

    fireEvent.change(screen.getByLabelText('Confirm Password'), { target: { value: 'a brand new passphrase' } });
    fireEvent.click(screen.getByRole('button', { name: 'Set New Password' }));
    expect(await screen.findByText(PASSWORD_RESET_MESSAGES.invalid)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('says the link is not valid when it has no token', () => {
    openResetPage('/reset-password');
    expect(screen.getByText(PASSWORD_RESET_MESSAGES.invalid)).toBeInTheDocument();
  });
});
