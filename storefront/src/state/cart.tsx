import { createContext, useCallback, useContext, useMemo, type ReactNode } from 'react';
import { api, errorMessage } from '../api/client';
import { useCustomerCollection, type CollectionKind } from './collection';
import { useSession } from './session';
import { STORAGE_KEYS, type components } from '@satchel/shared/web';
import { useToast } from './toasts';
import { DISCOUNT_MESSAGES } from '@satchel/shared';

export type Cart = components['schemas']['CartDto'];
type Variant = components['schemas']['VariantDto'];

/** docs/product.md §3's notification event, fired whenever the cart changes. */
export const CART_UPDATED_EVENT = 'cartUpdated';

interface CartState {
  cart: Cart | null;
  /** Units in the cart, for the header badge. */
  cartCount: number;
  /** Adds a size to the cart; resolves true when it was added. */
  addToCart(variant: Variant | undefined, quantity?: number): Promise<boolean>;
  updateQuantity(cartItemId: number, quantity: number): Promise<void>;
  removeFromCart(cartItemId: number): Promise<void>;
  /** Reloads the cart from the API (after checkout, say). */
  reloadCart(): Promise<void>;
  /** Applies a discount code; resolves to why it was refused, or null when applied. */
  applyCode(code: string): Promise<string | null>;
  removeCode(): Promise<void>;
}

const CartContext = createContext<CartState | null>(null);

const CART: CollectionKind<Cart> = {
  load: async () => (await api.GET('/api/cart')).data,
  storageKey: STORAGE_KEYS.cart,
  ids: (cart) => cart.items.map((item) => item.product.variant.id),
  event: CART_UPDATED_EVENT,
  name: 'the cart',
};

/** The signed-in customer's cart, cached and counted for the header (docs/product.md §4). */
export function CartProvider({ children }: { children: ReactNode }) {
  const { user, openLogin } = useSession();
  const toast = useToast();
  const { collection: cart, set: setCart, reload: reloadCart } = useCustomerCollection(CART);

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

  const applyCode = useCallback(
    async (code: string) => {
      const { data, error } = await api.POST('/api/cart/discount', { body: { code } });
      if (!data) return errorMessage(error, 'Something went wrong with cart');
      setCart(data);
      if (data.code) toast.success(DISCOUNT_MESSAGES.applied(data.code.code));
      return null;
    },
    [setCart, toast],
  );

  const removeCode = useCallback(async () => {
    const { data, error } = await api.DELETE('/api/cart/discount');
    if (data) {
      setCart(data);
      toast.success(DISCOUNT_MESSAGES.removedByCustomer);
    } else toast.error(errorMessage(error, 'Something went wrong with cart'));
  }, [setCart, toast]);

  const state = useMemo<CartState>(
    () => ({
      cart,
      cartCount: cart?.itemCount ?? 0,
      addToCart,
      updateQuantity,
      removeFromCart,
      reloadCart,
      applyCode,
      removeCode,
    }),
    [cart, addToCart, updateQuantity, removeFromCart, reloadCart, applyCode, removeCode],
  );
  return <CartContext.Provider value={state}>{children}</CartContext.Provider>;
}

export function useCart(): CartState {
  const state = useContext(CartContext);
  if (!state) throw new Error('useCart must be used inside <CartProvider>');
  return state;
}
