import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { PASSWORD_RESET_MESSAGES } from '@satchel/shared';
import { ForgotPassword } from './ForgotPassword';

function json(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

afterEach(() => jest.restoreAllMocks());

describe('the sign-in page’s Forgot password?', () => {
  it('asks for a reset link and shows the answer, which is the same for every e-mail', async () => {
    const fetchMock = jest
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(json(202, { message: PASSWORD_RESET_MESSAGES.sent }));
    render(<ForgotPassword />);
    fireEvent.click(screen.getByRole('button', { name: PASSWORD_RESET_MESSAGES.linkLabel }));
    fireEvent.change(screen.getByLabelText(/Email/), { target: { value: 'owner@example.com ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send Reset Link' }));

    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(PASSWORD_RESET_MESSAGES.sent));
    const request = fetchMock.mock.calls[0][0] as Request;
    expect(new URL(request.url).pathname).toBe('/api/auth/forgot-password');
    expect(await request.json()).toEqual({ email: 'owner@example.com' });
  });

  it('shows a refusal (too many requests) as an error', async () => {
    jest
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(
        json(429, { statusCode: 429, message: PASSWORD_RESET_MESSAGES.tooMany, error: 'Too Many Requests' }),
      );
    render(<ForgotPassword />);
    fireEvent.click(screen.getByRole('button', { name: PASSWORD_RESET_MESSAGES.linkLabel }));
    fireEvent.change(screen.getByLabelText(/Email/), { target: { value: 'owner@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(PASSWORD_RESET_MESSAGES.tooMany));
  });
});
