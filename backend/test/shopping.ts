import { EntityManager } from '@mikro-orm/postgresql';
import { endOfShopDay, shopDate } from '@satchel/shared';
import type { Test } from 'supertest';
import { OrderEmailKind } from '../src/modules/orders/order-email.entity';
import { orderEmailToSend } from '../src/modules/orders/order-email.sql';
import { RenderedEmail, renderOrderEmail } from '../src/modules/orders/order-email.template';
import { adminToken, createCategory, createProduct, customerToken, VariantInput } from './catalogue';
import { TestApp } from './test-app';

export const ADDRESS = {
  addressLine1: '14 Linking Road',
  addressLine2: 'Bandra West',
  city: 'Mumbai',
  state: 'Maharashtra',
  postalCode: '400050',
};

/** Sends a request with a bearer token. */
export function as(t: TestApp, token: string) {
  const auth = (test: Test) => test.set('Authorization', `Bearer ${token}`);
  return {
    get: (url: string) => auth(t.http.get(url)),
    post: (url: string) => auth(t.http.post(url)),
    put: (url: string) => auth(t.http.put(url)),
    delete: (url: string) => auth(t.http.delete(url)),
  };
}

export interface Shop {
  admin: string;
  categoryId: number;
  /** 'Aarav Leather Tote': M Tan 5 in stock at ₹4,999 (MRP ₹5,999), L Black out of stock at ₹6,499. */
  tote: { id: number; name: string; variants: { id: number; size: string; color: string; stock: number }[] };
  /** 'Kabir Wallet': one variant, 3 in stock at ₹1,499.50. */
  wallet: { id: number; name: string; variants: { id: number; size: string; color: string; stock: number }[] };
}

/** A small catalogue to shop in: one category, two products with known prices and stock. */
export async function openShop(t: TestApp): Promise<Shop> {
  const admin = await adminToken(t);
  const category = await createCategory(t, admin, 'Bags');
  const tote = await createProduct(t, admin, {
    productName: 'Aarav Leather Tote',
    categoryId: category.id,
    productVariants: [
      { size: 'M', color: 'Tan', stock: 5, originalPrice: 5999, discountPrice: 4999 },
      { size: 'L', color: 'Black', stock: 0, originalPrice: 6499, discountPrice: null },
    ] satisfies VariantInput[],
  });
  const wallet = await createProduct(t, admin, {
    productName: 'Kabir Wallet',
    categoryId: category.id,
    productVariants: [{ size: 'One Size', color: 'Cognac', stock: 3, originalPrice: 1499.5, discountPrice: null }],
  });
  return { admin, categoryId: category.id, tote: tote as Shop['tote'], wallet: wallet as Shop['wallet'] };
}

/** A customer with a token, optionally with an address and things in the cart. */
export async function customer(
  t: TestApp,
  name: string,
  setup: { address?: boolean; cart?: { variantId: number; quantity: number }[] } = {},
): Promise<{ token: string; addressId?: number }> {
  const token = await customerToken(t, name);
  const api = as(t, token);
  let addressId: number | undefined;
  if (setup.address) addressId = (await api.post('/api/addresses').send(ADDRESS).expect(201)).body.id;
  for (const line of setup.cart ?? []) {
    await api.post('/api/cart/add').send({ productVariantId: line.variantId, quantity: line.quantity }).expect(200);
  }
  return { token, addressId };
}

/** A new customer who has placed one cash-on-delivery order of these lines: their token and the order as answered. */
export async function customerWithOrder(
  t: TestApp,
  name: string,
  cart: { variantId: number; quantity: number }[],
): Promise<{ token: string; order: { id: number; createdAt: string } & Record<string, unknown> }> {
  const buyer = await customer(t, name, { address: true, cart });
  const placed = await as(t, buyer.token)
    .post('/api/orders/place')
    .send({ addressId: buyer.addressId, paymentMethod: 'COD' })
    .expect(201);
  return { token: buyer.token, order: placed.body };
}

/** A react-admin simple-rest list request (`sort`, `range`, `filter`, each sent as JSON). */
export function simpleRestList(api: ReturnType<typeof as>, path: string, query: Record<string, unknown>) {
  const params = new URLSearchParams(Object.entries(query).map(([name, value]) => [name, JSON.stringify(value)]));
  return api.get(`${path}?${params}`);
}

/** The order's confirmation e-mail as the e-mail job would write it now (with no shop details saved). */
export async function confirmationEmail(t: TestApp, orderId: number): Promise<RenderedEmail> {
  const em = t.app.get(EntityManager).fork();
  const [{ id }] = await em.execute<{ id: number }[]>('select id from order_emails where order_id = ? and kind = ?', [
    orderId,
    OrderEmailKind.CONFIRMATION,
  ]);
  const email = await orderEmailToSend(em, id);
  return renderOrderEmail(OrderEmailKind.CONFIRMATION, email!.order, { name: 'Satchel', url: 'http://shop' });
}

/**
 * The days in India of these instants (what the server wrote: createdAt, requestedAt, at), for a
 * day filter's test that holds when the run straddles India's midnight: the first and the last
 * day, and how many instants fell on the last.
 */
export function shopDaysOf(instants: string[]): { first: string; last: string; onLast: number } {
  const days = instants.map((instant) => shopDate(new Date(instant))).sort();
  const last = days[days.length - 1];
  return { first: days[0], last, onLast: days.filter((day) => day === last).length };
}

/**
 * Today in India, once India's next midnight is at least `seconds` away (waiting past it when
 * closer): for a test whose expectations hang on today's date, such as a birthday one day short of
 * 18 years, and that must not see the day change halfway.
 */
export async function shopTodayClearOfMidnight(seconds = 15): Promise<string> {
  const left = endOfShopDay(shopDate(new Date())).getTime() - Date.now();
  if (left < seconds * 1000) await new Promise((resolve) => setTimeout(resolve, left + 100));
  return shopDate(new Date());
}
