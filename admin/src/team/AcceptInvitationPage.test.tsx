import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ACCOUNT_MESSAGES, TEAM_MESSAGES } from '@satchel/shared';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { adminRoutes } from '../App';
import { admin, calledPath } from '../test-utils';
import { json } from '../webhooks/testWebhooks';

const TOKEN = 'a'.repeat(43);

function openAt(path: string) {
  render(<RouterProvider router={createMemoryRouter(adminRoutes, { initialEntries: [path] })} />);
}

function fill(username: string, password: string, confirm = password) {
  fireEvent.change(screen.getByLabelText(/^Username/), { target: { value: username } });
  fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: password } });
  fireEvent.change(screen.getByLabelText(/^Confirm password/), { target: { value: confirm } });
  fireEvent.click(screen.getByRole('button', { name: 'Accept invitation' }));
}

jest.setTimeout(20_000);
afterEach(() => {
  localStorage.clear();
  jest.restoreAllMocks();
});

describe('accepting an invitation', () => {
  it('checks the fields as registration does, then sets them and signs the new member in', async () => {
    const fetch = jest.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
      const path = calledPath(input);
      if (path === '/api/auth/accept-invite') return new Response(null, { status: 204 });
      if (path === '/api/auth/login')
        return json(200, { token: 'signed', user: { ...admin, id: 5, username: 'ravi' } });
      return json(200, { categories: 0, products: 0, pendingOrders: 0, customers: 0, companyName: '', days: [] });
    });
    openAt(`/admin/accept-invite?token=${TOKEN}`);
    await screen.findByRole('heading', { name: 'Join the Satchel team' }, { timeout: 10_000 });

    fill('ravi', 'long enough secret', 'another secret');
    expect(await screen.findByRole('alert')).toHaveTextContent(ACCOUNT_MESSAGES.passwordsDiffer);
    fill('r', 'long enough secret');
    expect(await screen.findByRole('alert')).toHaveTextContent(ACCOUNT_MESSAGES.usernameLength);
    const accepted = () => fetch.mock.calls.filter(([input]) => calledPath(input) === '/api/auth/accept-invite');
    expect(accepted()).toEqual([]);

    fill('ravi', 'long enough secret');
    // Signed in (the page then loads the back office afresh, which jsdom does not do).
    expect(await screen.findByText(TEAM_MESSAGES.accepted)).toBeInTheDocument();
    await waitFor(() => expect(localStorage.getItem('authToken')).toBe('signed'));
    expect(await (accepted()[0][0] as Request).clone().json()).toEqual({
      token: TOKEN,
      username: 'ravi',
      password: 'long enough secret',
    });
  });

  it('says why the API refused (a used link)', async () => {
    jest
      .spyOn(globalThis, 'fetch')
      .mockImplementation(async () =>
        json(400, { statusCode: 400, message: TEAM_MESSAGES.invitationInvalid, error: 'Bad Request' }),
      );
    openAt(`/admin/accept-invite?token=${TOKEN}`);
    await screen.findByRole('heading', { name: 'Join the Satchel team' }, { timeout: 10_000 });
    fill('ravi', 'long enough secret');
    expect(await screen.findByRole('alert')).toHaveTextContent(TEAM_MESSAGES.invitationInvalid);
  });
});
