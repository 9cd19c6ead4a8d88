import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { api, errorMessage } from '../api/client';
import { useSession } from './session';
import { STORAGE_KEYS, type components } from '@satchel/shared/web';
import { useToast } from './toasts';

export type Cart = components['schemas']['CartDto'];
export type Wishlist = components['schemas']['WishlistDto'];
type Variant = components['schemas']['VariantDto'];

/** docs/product.md §3's notification events, fired whenever the cart or the wishlist changes. */
export const CART_UPDATED_EVENT = 'cartUpdated';
export const WISHLIST_UPDATED_EVENT = 'wishlistUpdated';

interface Shop {
  cart: Cart | null;
  wishlist: Wishlist | null;
  /** Units in the cart, for the header badge. */
  cartCount: number;
  wishlistCount: number;
  /** Adds a size to the cart; resolves true when it was added. */
  addToCart(variant: Variant | undefined, quantity?: number): Promise<boolean>;
  updateQuantity(cartItemId: number, quantity: number): Promise<void>;
  removeFromCart(cartItemId: number): Promise<void>;
  isWishlisted(productId: number): boolean;
  toggleWishlist(productId: number): Promise<void>;
  /** Reloads the cart from the API (after checkout, say). */
  reloadCart(): Promise<void>;
}

const ShopContext = createContext<Shop | null>(null);

/** The signed-in customer's cart and wishlist, cached and counted for the header (docs/product.md §4). */
export function ShopProvider({ children }: { children: ReactNode }) {
  const { user, openLogin } = useSession();
  const toast = useToast();
  const [cart, setCartState] = useState<Cart | null>(null);
  const [wishlist, setWishlistState] = useState<Wishlist | null>(null);
  const isCustomer = user?.userType === 'CUSTOMER';

  const setCart = useCallback((next: Cart | null) => {
    setCartState(next);
    if (next) localStorage.setItem(STORAGE_KEYS.cart, JSON.stringify(next.items.map((i) => i.product.variant.id)));
    window.dispatchEvent(new Event(CART_UPDATED_EVENT));
  }, []);

  const setWishlist = useCallback((next: Wishlist | null) => {
    setWishlistState(next);
    if (next) localStorage.setItem(STORAGE_KEYS.wishlist, JSON.stringify(next.items.map((i) => i.productId)));
    window.dispatchEvent(new Event(WISHLIST_UPDATED_EVENT));
  }, []);

  const reloadCart = useCallback(async () => {
    const { data } = await api.GET('/api/cart');
    if (Array.isArray(data?.items)) setCart(data);
  }, [setCart]);

  const reloadWishlist = useCallback(async () => {
    const { data } = await api.GET('/api/wishlist');
    if (Array.isArray(data?.items)) setWishlist(data);
  }, [setWishlist]);

  // Fetched once a customer is signed in; admins and guests have neither (docs/product.md §4).
  useEffect(() => {
    if (!isCustomer) {
      setCartState(null);
      setWishlistState(null);
      return;
    }
    // Load failures are only logged (docs/product.md §8); the badges stay empty.
    reloadCart().catch((error) => console.warn('Could not load the cart', error));
    reloadWishlist().catch((error) => console.warn('Could not load the wishlist', error));
  }, [isCustomer, reloadCart, reloadWishlist]);

  const addToCart = useCallback(
    async (variant: Variant | undefined, quantity = 1) => {
      if (!user) {
        toast.error('Please login to add to cart');
        openLogin();
        return false;
      }
      if (!variant) {
        toast.error('Please select a size first');
        return false;
      }
      if (variant.stock <= 0) {
        toast.error('This size is out of stock');
        return false;
      }
      const already = cart?.items.some((item) => item.product.variant.id === variant.id);
      const { data, error } = await api.POST('/api/cart/add', { body: { productVariantId: variant.id, quantity } });
      if (!data) {
        toast.error(errorMessage(error, 'Something went wrong with cart'));
        return false;
      }
      setCart(data);
      toast.success(already ? 'Increased quantity in Cart' : 'Added to Cart');
      return true;
    },
    [user, cart, openLogin, setCart, toast],
  );

  const updateQuantity = useCallback(
    async (cartItemId: number, quantity: number) => {
      if (quantity < 1) return; // docs/product.md §5: a quantity below 1 is ignored
      const { data, error } = await api.PUT('/api/cart/update-quantity', {
        body: { cartItemId, newQuantity: quantity },
      });
      if (data) setCart(data);
      else toast.error(errorMessage(error, 'Something went wrong with cart'));
    },
    [setCart, toast],
  );

  const removeFromCart = useCallback(
    async (cartItemId: number) => {
      const { data, error } = await api.DELETE('/api/cart/remove/{id}', { params: { path: { id: cartItemId } } });
      if (data) setCart(data);
      else toast.error(errorMessage(error, 'Something went wrong with cart'));
    },
    [setCart, toast],
  );

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

  const shop = useMemo<Shop>(
    () => ({
      cart,
      wishlist,
      cartCount: cart?.itemCount ?? 0,
      wishlistCount: wishlist?.items.length ?? 0,
      addToCart,
      updateQuantity,
      removeFromCart,
      isWishlisted,
      toggleWishlist,
      reloadCart,
    }),
    [cart, wishlist, addToCart, updateQuantity, removeFromCart, isWishlisted, toggleWishlist, reloadCart],
  );

  return <ShopContext.Provider value={shop}>{children}</ShopContext.Provider>;
}

export function useShop(): Shop {
  const shop = useContext(ShopContext);
  if (!shop) throw new Error('useShop must be used inside <ShopProvider>');
  return shop;
}
