import type { ReactNode } from 'react';
import { CartProvider } from './cart';
import { WishlistProvider } from './wishlist';

/** A customer's shopping state: the cart and the wishlist, each its own provider. */
export function ShopProvider({ children }: { children: ReactNode }) {
  return (
    <CartProvider>
      <WishlistProvider>{children}</WishlistProvider>
    </CartProvider>
  );
}
