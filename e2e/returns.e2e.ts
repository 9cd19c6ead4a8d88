import { expect, test } from '@playwright/test';
// From its source: the journeys run before (and without) the shared package's build.
import { RETURN_MESSAGES } from '../packages/shared/src/rules/returns';
import { expectAccessible, isPhone, mailTo, openArea, shopperPage, signInAsOwner } from './support';

const ADDRESS = { addressLine1: '4 Park Street', city: 'Kolkata', state: 'West Bengal', postalCode: '700016' };

interface Variant {
  id: number;
  stock: number;
}

test('a shopper returns one of two items of a delivered order; the admin approves, receives it back into stock and records a UPI refund; the shopper sees it refunded', async ({
  page,
  browser,
}, info) => {
  const owner = await signInAsOwner(page);
  const { shopper, context, headers } = await shopperPage(browser, page, info, 'returns', [ADDRESS]);

  // Two items of the demo catalogue, ordered and delivered (the order's own journeys are elsewhere).
  const catalogue = await (await shopper.request.get('/api/products?limit=24')).json();
  const [first, second] = catalogue.data
    .map((product: { name: string; variants: Variant[] }) => ({
      name: product.name,
      variant: product.variants.find((variant) => variant.stock > 1),
    }))
    .filter((product: { variant?: Variant }) => product.variant);
  for (const { variant } of [first, second]) {
    await shopper.request.post('/api/cart/add', { headers, data: { productVariantId: variant.id, quantity: 1 } });
  }
  const [address] = await (await shopper.request.get('/api/addresses', { headers })).json();
  const placed = await (
    await shopper.request.post('/api/orders/place', { headers, data: { addressId: address.id, paymentMethod: 'COD' } })
  ).json();
  expect(placed.items).toHaveLength(2);
  await page.request.put(`/api/orders/${placed.id}/status`, { headers: owner, data: { deliveryStatus: 'DELIVERED' } });
  const stockOf = async () => {
    const product = await (await page.request.get(`/api/products/by-name/${encodeURIComponent(first.name)}`)).json();
    return (product.variants as Variant[]).find((variant) => variant.id === first.variant.id)!.stock;
  };
  const stockBefore = await stockOf();

  // The shopper asks to return the first item, refunded by UPI.
  await shopper.goto('/myaccount/order');
  const row = shopper
    .getByRole('listitem')
    .filter({ has: shopper.getByRole('button', { name: `Order #${placed.id}` }) });
  await row.getByRole('button', { name: new RegExp(`^Order #${placed.id}`) }).click();
  await row.getByRole('button', { name: 'Return items' }).click();
  const dialog = shopper.getByRole('dialog', { name: `Return items of order #${placed.id}` });
  await dialog.getByRole('checkbox', { name: new RegExp(first.name) }).check();
  await dialog.getByRole('combobox', { name: 'Reason' }).selectOption({ label: 'Arrived damaged or faulty' });
  await dialog.getByLabel('UPI ID *').fill('ira@okaxis');
  await expectAccessible(shopper);
  await dialog.getByRole('button', { name: 'Request return' }).click();
  await expect(shopper.getByText(RETURN_MESSAGES.requested)).toBeVisible();
  await expect(shopper).toHaveURL(/\/myaccount\/returns$/);
  const requested = shopper.getByRole('listitem').filter({ hasText: `Order #${placed.id}` });
  await expect(requested.getByText('Requested')).toBeVisible();
  await expect(requested).toContainText(first.name);
  await expect(requested).not.toContainText(second.name);
  await expectAccessible(shopper);

  // The admin: approves, receives it back into stock, records the refund.
  await openArea(page, 'Returns');
  await expect(page).toHaveURL(/\/admin\/returns/);
  const email = (await (await shopper.request.get('/api/auth/me', { headers })).json()).data.user.email;
  const entry = isPhone(page)
    ? page.getByRole('link').filter({ hasText: `order #${placed.id}` })
    : page.getByRole('row').filter({ hasText: email });
  await entry.first().click();
  await expect(page.getByText('UPI ira@okaxis')).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText(RETURN_MESSAGES.updated)).toBeVisible();
  await page.getByRole('button', { name: 'Mark received' }).click();
  const receive = page.getByRole('dialog', { name: 'Mark the return received' });
  await expect(receive.getByRole('checkbox', { name: 'Put the returned items back in stock' })).toBeChecked();
  await receive.getByRole('button', { name: 'Mark received' }).click();
  await expect(page.getByRole('button', { name: 'Record refund' })).toBeVisible();
  expect(await stockOf()).toBe(stockBefore + 1);
  await page.getByRole('button', { name: 'Record refund' }).click();
  const refund = page.getByRole('dialog', { name: 'Record the refund' });
  const amount = await refund.getByLabel('Amount (₹)').inputValue();
  await refund.getByLabel('Reference').fill('UPI-412345678901');
  await expectAccessible(page);
  await refund.getByRole('button', { name: 'Record refund' }).click();
  await expect(page.getByText('Refunded').first()).toBeVisible();
  await expect(page.getByText(/by UPI, reference UPI-412345678901/)).toBeVisible();
  // Receiving again would change nothing: the stock came back once.
  expect(await stockOf()).toBe(stockBefore + 1);

  // The shopper sees it refunded, and has the e-mail saying so.
  await shopper.goto('/myaccount/returns');
  const done = shopper.getByRole('listitem').filter({ hasText: `Order #${placed.id}` });
  await expect(done.getByText('Refunded', { exact: true })).toBeVisible();
  await expect(done).toContainText('reference UPI-412345678901');
  const [mine] = await (await shopper.request.get('/api/returns/my', { headers })).json();
  expect(mine.refund.amount).toBe(Number(amount));
  const mail = await mailTo(email, `Your refund for return #${mine.id}`);
  expect(mail.text).toContain('by UPI (reference UPI-412345678901)');
  await context.close();
});
