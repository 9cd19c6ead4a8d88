import { act, screen } from '@testing-library/react';
import { LoginModal } from '../components/LoginModal';
import { customer, renderInShop, sentRequests, shopApi, signInAs } from '../test-utils';
import { useWishlist } from './wishlist';

let wishlist: ReturnType<typeof useWishlist>;
function Probe() {
  wishlist = useWishlist();
  return <p>{`wishlist: ${wishlist.wishlistCount}, tote: ${wishlist.isWishlisted(2) ? 'yes' : 'no'}`}</p>;
}

/** The probe in the whole shop's state (cart and wishlist), with the login modal a guest is sent to. */
function renderWishlist() {
  return renderInShop(
    <>
      <Probe />
      <LoginModal />
    </>,
  );
}

afterEach(() => {
  localStorage.clear();
  jest.restoreAllMocks();
});

describe('the wishlist rules', () => {
  it('asks a guest to log in, and sends nothing', async () => {
    const fetchMock = shopApi(0);
    renderWishlist();
    await act(() => wishlist.toggleWishlist(2));
    expect(screen.getByText('Please login to add to wishlist')).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(sentRequests(fetchMock)).toEqual([]);
  });

  it('adds, then removes, saying so each time and keeping the ids for the header', async () => {
    signInAs(customer);
    const fetchMock = shopApi(0);
    renderWishlist();
    await screen.findByText('wishlist: 0, tote: no');

    await act(() => wishlist.toggleWishlist(2));
    expect(await screen.findByText('Added to wishlist')).toBeInTheDocument();
    expect(screen.getByText('wishlist: 1, tote: yes')).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('wishlist')!)).toEqual([2]);

    await act(() => wishlist.toggleWishlist(2));
    expect(await screen.findByText('Removed from wishlist')).toBeInTheDocument();
    expect(screen.getByText('wishlist: 0, tote: no')).toBeInTheDocument();
    const methods = sentRequests(fetchMock)
      .filter((r) => new URL(r.url).pathname === '/api/wishlist/2')
      .map((r) => r.method);
    expect(methods).toEqual(['POST', 'DELETE']);
  });
});
