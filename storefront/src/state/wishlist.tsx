import { createContext, useCallback, useContext, useMemo, type ReactNode } from 'react';
import { api, errorMessage } from '../api/client';
import { useCustomerCollection, type CollectionKind } from './collection';
import { useSession } from './session';
import { STORAGE_KEYS, type components } from '@satchel/shared/web';
import { useToast } from './toasts';

export type Wishlist = components['schemas']['WishlistDto'];

/** docs/product.md §3's notification event, fired whenever the wishlist changes. */
export const WISHLIST_UPDATED_EVENT = 'wishlistUpdated';

interface WishlistState {
  wishlist: Wishlist | null;
  wishlistCount: number;
  isWishlisted(productId: number): boolean;
  toggleWishlist(productId: number): Promise<void>;
}

const WishlistContext = createContext<WishlistState | null>(null);

const WISHLIST: CollectionKind<Wishlist> = {
  load: async () => (await api.GET('/api/wishlist')).data,
  storageKey: STORAGE_KEYS.wishlist,
  ids: (wishlist) => wishlist.items.map((item) => item.productId),
  event: WISHLIST_UPDATED_EVENT,
  name: 'the wishlist',
};

/** The signed-in customer's wishlist, cached and counted for the header (docs/product.md §4). */
export function WishlistProvider({ children }: { children: ReactNode }) {
  const { user, openLogin } = useSession();
  const toast = useToast();
  const { collection: wishlist, set: setWishlist } = useCustomerCollection(WISHLIST);

  const isWishlisted = useCallback(
    (productId: number) => Boolean(wishlist?.items.some((item) => item.productId === productId)),
    [wishlist],
  );

  const toggleWishlist = useCallback(
    async (productId: number) => {
      if (!user) {
        toast.error('Please login to add to wishlist');
        openLogin();
        return;
      }
      const removing = isWishlisted(productId);
      const path = { params: { path: { productId } } };
      const { data, error } = await (removing
        ? api.DELETE('/api/wishlist/{productId}', path)
        : api.POST('/api/wishlist/{productId}', path));
      if (!data) {
        toast.error(errorMessage(error, 'Something went wrong with wishlist'));
        return;
      }
      setWishlist(data);
      if (removing) toast.success('Removed from wishlist');
      else toast.success('Added to wishlist');
    },
    [user, isWishlisted, openLogin, setWishlist, toast],
  );

  const state = useMemo<WishlistState>(
    () => ({ wishlist, wishlistCount: wishlist?.items.length ?? 0, isWishlisted, toggleWishlist }),
    [wishlist, isWishlisted, toggleWishlist],
  );
  return <WishlistContext.Provider value={state}>{children}</WishlistContext.Provider>;
}

export function useWishlist(): WishlistState {
  const state = useContext(WishlistContext);
  if (!state) throw new Error('useWishlist must be used inside <WishlistProvider>');
  return state;
}
