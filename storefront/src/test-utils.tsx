import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import type { components } from '@satchel/shared/web';
import type { User } from './api/client';
import { SessionProvider } from './state/session';
import { ShopProvider } from './state/shop';
import { ToastProvider } from './state/toasts';

export const customer: User = {
  id: 7,
  username: 'asha',
  email: 'asha@example.com',
  firstName: 'asha',
  lastName: 'asha',
  mobile: null,
  dob: null,
  userType: 'CUSTOMER',
  isOwner: false,
  permissions: [],
  createdAt: '2025-01-01T00:00:00.000Z',
};

type Cart = components['schemas']['CartDto'];
type Variant = components['schemas']['VariantDto'];

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** Stubs the browser's fetch: `answer` gets each Request the API client sends. */
export function mockFetch(answer: (request: Request) => Response | Promise<Response>) {
  return jest.spyOn(globalThis, 'fetch').mockImplementation(async (input) => answer(input as Request));
}

/** The fetch calls made so far, as the Requests the API client built. */
export function sentRequests(fetchMock: ReturnType<typeof mockFetch>): Request[] {
  return fetchMock.mock.calls.map(([input]) => input as Request);
}

export function renderInShop(ui: ReactElement, route = '/') {
  return render(
    <MemoryRouter initialEntries={[route]}>
      <ToastProvider>
        <SessionProvider>
          <ShopProvider>{ui}</ShopProvider>
        </SessionProvider>
      </ToastProvider>
    </MemoryRouter>,
  );
}

export const tan: Variant = {
  id: 11,
  size: 'M',
  color: 'Tan',
  colorHexCode: '#d2b48c',
  stock: 3,
  version: 1,
  originalPrice: 5999,
  discountPrice: 4999,
  price: 4999,
  percentOff: 17,
};
export const soldOut: Variant = { ...tan, id: 12, size: 'L', stock: 0 };
export const image = { id: 1, filename: 'a.png', url: '/uploads/a.png', width: 10, height: 10, renditions: [] };

export function cartOf(quantity: number): Cart {
  return {
    items: quantity
      ? [
          {
            id: 5,
            quantity,
            unitPrice: 4999,
            lineTotal: 4999 * quantity,
            discount: 1000 * quantity,
            product: { id: 2, name: 'Aarav Leather Tote', images: [image], variant: tan },
          },
        ]
      : [],
    itemCount: quantity,
    subtotal: 5999 * quantity,
    discount: 1000 * quantity,
    tax: 0,
    code: null,
    codeMessage: null,
    total: 4999 * quantity,
  };
}

export function signInAs(user: typeof customer) {
  localStorage.setItem('authToken', 'token-1');
  localStorage.setItem('userData', JSON.stringify(user));
}

/** Serves the API a customer's shop needs, with a cart that add/update/remove change and a wishlist. */
export function shopApi(start: number, user = customer) {
  let quantity = start;
  let wished: number[] = [];
  return mockFetch(async (request) => {
    const path = new URL(request.url).pathname;
    if (path === '/api/auth/me') return json({ data: { user } });
    if (path === '/api/wishlist') return json(wishlistOf(wished));
    const wish = /^\/api\/wishlist\/(\d+)$/.exec(path);
    if (wish) {
      const id = Number(wish[1]);
      wished = request.method === 'DELETE' ? wished.filter((w) => w !== id) : [...new Set([...wished, id])];
      return json(wishlistOf(wished));
    }
    if (path === '/api/cart/remove/5') {
      quantity = 0;
      return json(cartOf(0));
    }
    if (path === '/api/cart') return json(cartOf(quantity));
    if (path === '/api/cart/add') {
      quantity += (await request.json()).quantity;
      return json(cartOf(quantity));
    }
    if (path === '/api/cart/update-quantity') {
      quantity = (await request.json()).newQuantity;
      return json(cartOf(quantity));
    }
    return json({ message: 'Not found' }, 404);
  });
}

function wishlistOf(productIds: number[]) {
  return {
    id: 7,
    userId: 7,
    items: productIds.map((productId, i) => ({ id: i + 1, productId, createdAt: '2026-11-01T00:00:00.000Z' })),
  };
}
