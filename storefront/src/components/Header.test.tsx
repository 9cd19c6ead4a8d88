import { fireEvent, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { customer, json, mockFetch, renderInShop } from '../test-utils';
import { forgetCatalogueReads } from '../state/catalogue';
import { Header } from './Header';

afterEach(() => {
  localStorage.clear();
  jest.restoreAllMocks();
});

describe('Header', () => {
  it('shows the first letter of the username, and logout forgets the shopper, ends the token and goes home', async () => {
    localStorage.setItem('authToken', 'token-1');
    localStorage.setItem('userData', JSON.stringify(customer));
    localStorage.setItem('role', 'CUSTOMER');
    localStorage.setItem('userId', '7');
    localStorage.setItem('wishlist', '[3]');
    localStorage.setItem('cart', '[12]');
    const fetchMock = mockFetch((request) => {
      const path = new URL(request.url).pathname;
      if (path === '/api/auth/logout') return new Response(null, { status: 204 });
      if (path === '/api/auth/me') return json({ data: { user: customer } });
      if (path === '/api/cart') return json({ items: [], itemCount: 2, subtotal: 0, discount: 0, tax: 0, total: 0 });
      if (path === '/api/wishlist') return json({ id: 7, userId: 7, items: [] });
      if (path === '/api/categories') return json([]);
      return json({ message: 'Not found' }, 404);
    });
    renderInShop(
      <>
        <Header />
        <Routes>
          <Route path="/" element={<p>Home</p>} />
          <Route path="/somewhere" element={<p>Somewhere</p>} />
        </Routes>
      </>,
      '/somewhere',
    );

    expect(await screen.findByRole('link', { name: 'Cart, 2 items' })).toBeInTheDocument();
    const avatar = screen.getByRole('button', { name: 'Account: asha' });
    expect(avatar).toHaveTextContent('A');
    fireEvent.click(avatar);
    fireEvent.click(screen.getByRole('button', { name: 'Logout' }));

    expect(await screen.findByText('Home')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Log In' })).toBeInTheDocument();
    for (const key of ['authToken', 'userData', 'role', 'userId', 'wishlist', 'cart']) {
      expect(localStorage.getItem(key)).toBeNull();
    }
    const logout = fetchMock.mock.calls
      .map(([request]) => request as Request)
      .find((r) => r.url.endsWith('/api/auth/logout'));
    expect(logout?.method).toBe('POST');
    expect(logout?.headers.get('Authorization')).toBe('Bearer token-1');
  });
});

describe('the header’s logo', () => {
  const company = (logoUrl: string | null) => ({
    name: 'Satchel & Sons',
    email: '',
    phone: '',
    address: '',
    pincode: '',
    logoUrl,
    logo: null,
  });
  const serve = (logoUrl: string | null) =>
    mockFetch((request) =>
      new URL(request.url).pathname === '/api/company-details'
        ? json(company(logoUrl))
        : json(new URL(request.url).pathname === '/api/categories' ? [] : { message: 'Not found' }, 200),
    );

  it('is the company’s picture when it has one, and its name in text once the admin removed it', async () => {
    forgetCatalogueReads();
    serve('/uploads/logo.png');
    const { unmount } = renderInShop(<Header />);
    const logo = await screen.findByRole('img', { name: 'Satchel & Sons' });
    expect(logo).toHaveAttribute('src', '/uploads/logo.png');
    // Its box is known before the picture loads, so the header does not move when it does.
    expect(logo).toHaveAttribute('width');
    expect(logo).toHaveAttribute('height', '36');
    unmount();
    forgetCatalogueReads();
    serve(null);
    renderInShop(<Header />);
    expect(await screen.findByRole('link', { name: 'Satchel & Sons' })).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Satchel & Sons' })).toBeNull();
  });
});
