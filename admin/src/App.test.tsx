import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { adminRoutes } from './App';
import { admin, answerWith, customer, storeSessionOf } from './test-utils';

function openAdminAt(path: string) {
  const router = createMemoryRouter(adminRoutes, { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return router;
}

async function signIn(identifier: string, password: string) {
  fireEvent.change(await screen.findByLabelText(/Email or username/), { target: { value: identifier } });
  fireEvent.change(screen.getByLabelText(/Password/), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: /sign in/i }));
}

afterEach(() => {
  localStorage.clear();
  jest.restoreAllMocks();
});

describe('back office at /admin', () => {
  it('sends a visitor without a session to /admin/login', async () => {
    const router = openAdminAt('/admin');

    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/login'));
    expect(await screen.findByLabelText(/Email or username/)).toBeInTheDocument();
    // Branded: the shop's name over the form, not react-admin's stock page.
    expect(screen.getByRole('heading', { name: 'Satchel Admin' })).toBeInTheDocument();
  });

  it('signs an admin in and shows the dashboard with their name', async () => {
    answerWith(200, { token: 'admin-token', user: admin });
    const router = openAdminAt('/admin/login');

    await signIn('admin', 'secret-pass');

    expect(await screen.findByText('Welcome, Meera Iyer')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/dashboard');
    expect(localStorage.getItem('authToken')).toBe('admin-token');
  });

  it('turns a customer away on the login page', async () => {
    answerWith(200, { token: 'customer-token', user: customer });
    const router = openAdminAt('/admin/login');

    await signIn('asha', 'secret-pass');

    expect(await screen.findByText('Only administrators can sign in here.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/login');
    expect(localStorage.getItem('authToken')).toBeNull();
  });

  it('leads an unknown admin path to the dashboard', async () => {
    storeSessionOf(admin);
    const router = openAdminAt('/admin/no-such-page');

    expect(await screen.findByText('Welcome, Meera Iyer')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/dashboard');
  });
});
