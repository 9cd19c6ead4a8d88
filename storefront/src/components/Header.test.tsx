import { fireEvent, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { customer, json, mockFetch, renderInShop } from '../test-utils';
import { Header } from './Header';

afterEach(() => {
  localStorage.clear();
  jest.restoreAllMocks();
});

describe('Header', () => {
  it('shows the first letter of the username, and logout forgets the shopper and goes home', async () => {
    localStorage.setItem('authToken', 'token-1');
    localStorage.setItem('userData', JSON.stringify(customer));
    localStorage.setItem('role', 'CUSTOMER');
    localStorage.setItem('userId', '7');
    localStorage.setItem('wishlist', '[3]');
    localStorage.setItem('cart', '[12]');
    mockFetch(() => json({ data: { user: customer } }));
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

    const avatar = screen.getByRole('button', { name: 'Account: asha' });
    expect(avatar).toHaveTextContent('A');
    fireEvent.click(avatar);
    fireEvent.click(screen.getByRole('button', { name: 'Logout' }));

    expect(await screen.findByText('Home')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Log In' })).toBeInTheDocument();
    for (const key of ['authToken', 'userData', 'role', 'userId', 'wishlist', 'cart']) {
      expect(localStorage.getItem(key)).toBeNull();
    }
  });
});
