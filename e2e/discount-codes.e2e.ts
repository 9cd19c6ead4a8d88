import { expect, test } from '@playwright/test';
// From its source: the journeys run before (and without) the shared package's build.
import { DELIVERY_MESSAGES } from '../packages/shared/src/rules/delivery';
import { DISCOUNT_LABELS, DISCOUNT_MESSAGES } from '../packages/shared/src/rules/discount-codes';
import { addToCart, expectAccessible, isPhone, openArea, shopperPage, signInAsOwner } from './support';

const ADDRESS = {
  addressLine1: '9 Residency Road',
  city: 'Bengaluru',
  state: 'Karnataka',
  postalCode: '560025',
};

test('the owner creates a code; a shopper applies it in the cart, sees its line at checkout and orders; the admin sees the code on the order', async ({
  page,
  browser,
}, info) => {
  const owner = await signInAsOwner(page);
  // One code per run and project: codes are unique.
  const code =
    `SAVE${info.project.name.replace(/\W/g, '').toUpperCase()}${Date.now().toString(36).toUpperCase()}`.slice(0, 32);

  // The owner: ₹150 off, for one use per customer.
  await openArea(page, 'Discount codes');
  await expect(page).toHaveURL(/\/admin\/discount-codes$/);
  await page.getByRole('link', { name: 'Add code' }).first().click();
  await page.getByLabel('Code *').fill(code.toLowerCase());
  await page.getByRole('combobox', { name: 'Type' }).click();
  await page.getByRole('option', { name: 'Amount off' }).click();
  await page.getByLabel('Amount off (₹) *').fill('150');
  await page.getByLabel('Uses per customer').fill('1');
  await page.getByLabel('Description (for staff)').fill('Browser journey');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Discount code saved.')).toBeVisible();
  await expect(page.getByText(code).first()).toBeVisible();
  await expectAccessible(page);

  // The shopper: a tote in the cart, a wrong code refused, the right one (in small letters) applied.
  const { shopper, context, headers } = await shopperPage(browser, page, info, 'codes', [ADDRESS]);
  await addToCart(shopper, 'Aarav Leather Tote', 'M · Tan');
  const field = shopper.getByLabel(DISCOUNT_LABELS.field);
  await field.fill('NOSUCHCODE');
  await shopper.getByRole('button', { name: DISCOUNT_LABELS.apply }).click();
  await expect(shopper.getByRole('alert')).toHaveText('This code does not exist');
  await field.fill(code.toLowerCase());
  await shopper.getByRole('button', { name: DISCOUNT_LABELS.apply }).click();
  await expect(shopper.getByText(DISCOUNT_MESSAGES.applied(code))).toBeVisible();
  const summary = shopper.getByRole('complementary', { name: 'Order Summary' });
  await expect(summary.getByText(DISCOUNT_LABELS.line(code)).first()).toBeVisible();
  await expect(summary.getByText('−₹150.00')).toBeVisible();
  await expectAccessible(shopper);

  // At checkout: the code's line, and the total net of it.
  await shopper.getByRole('link', { name: 'Proceed to Checkout' }).click();
  const checkout = shopper.getByRole('complementary', { name: 'Order Summary' });
  await expect(checkout.getByText('−₹150.00')).toBeVisible();
  await expect(checkout.getByText('₹4,849.00')).toBeVisible();
  // The "applied" toast may still cover the address cards on a phone: checked once it is gone.
  await expect(shopper.getByText(DISCOUNT_MESSAGES.applied(code))).toBeHidden({ timeout: 15_000 });
  await expectAccessible(shopper);
  await shopper.getByRole('button', { name: 'Place Order' }).click();
  await expect(shopper.getByRole('dialog', { name: 'Order placed!' })).toBeVisible();
  const [placed] = await (await shopper.request.get('/api/orders/my-orders', { headers })).json();
  expect(placed).toMatchObject({ discountCode: code, codeDiscount: 150, orderTotal: 4849 });

  // My Account shows the code's line.
  await shopper.goto('/myaccount/order');
  const mine = shopper
    .getByRole('listitem')
    .filter({ has: shopper.getByRole('button', { name: `Order #${placed.id}` }) });
  await mine.getByRole('button', { name: new RegExp(`^Order #${placed.id}`) }).click();
  await expect(mine.getByText(DISCOUNT_LABELS.line(code))).toBeVisible();
  await context.close();

  // The admin sees the code on the order, and its use counted.
  await page.goto('/admin/order');
  const card = isPhone(page)
    ? page.getByRole('article', { name: `Order #${placed.id}` })
    : page.getByRole('row', { name: new RegExp(`^${placed.id} `) });
  await card.getByRole('button', { name: 'Details' }).click();
  const details = page.getByRole('dialog', { name: `Order #${placed.id}` });
  await expect(details.getByText(DISCOUNT_LABELS.line(code))).toBeVisible();
  await expect(details.getByText('−₹150.00')).toBeVisible();
  await expectAccessible(page);
  const [listed] = await (
    await page.request.get(`/api/admin/discount-codes?filter=${encodeURIComponent(JSON.stringify({ q: code }))}`, {
      headers: owner,
    })
  ).json();
  expect(listed).toMatchObject({ code, used: 1, discountGiven: 150 });
});

test('a free-delivery code: at checkout the charge is waived and cash on delivery judged without it, as the order is placed', async ({
  page,
  browser,
}, info) => {
  const owner = await signInAsOwner(page);
  const code = `SHIP${info.project.name.replace(/\W/g, '').toUpperCase()}${Date.now().toString(36).toUpperCase()}`;
  const settings = { charge: 49, freeAbove: null, codLimit: 5000, codFee: 0, pincodes: { mode: 'all', list: [] } };
  // ₹49 a parcel and cash up to ₹5,000.00: the tote (₹4,999.00) with its charge is over the limit.
  expect(
    (
      await page.request.put('/api/admin/delivery-settings', { headers: owner, data: { ...settings, zones: [] } })
    ).status(),
  ).toBe(200);
  try {
    const made = await page.request.post('/api/admin/discount-codes', {
      headers: owner,
      data: { code, type: 'FREE_DELIVERY' },
    });
    expect(made.status()).toBe(201);

    const { shopper, context, headers } = await shopperPage(browser, page, info, 'shipfree', [ADDRESS]);
    await addToCart(shopper, 'Aarav Leather Tote', 'M · Tan');
    await shopper.getByRole('link', { name: 'Proceed to Checkout' }).click();
    const overLimit = shopper.getByText(DELIVERY_MESSAGES.codOverLimit(500000));
    await expect(overLimit).toBeVisible();
    await expect(shopper.getByRole('button', { name: 'Place Order' })).toBeDisabled();

    // The code, applied at checkout: delivery free, ₹4,999.00 in cash, within the limit.
    await shopper.getByLabel(DISCOUNT_LABELS.field).fill(code);
    await shopper.getByRole('button', { name: DISCOUNT_LABELS.apply }).click();
    await expect(shopper.getByText(DISCOUNT_MESSAGES.applied(code))).toBeVisible();
    const summary = shopper.getByRole('complementary', { name: 'Order Summary' });
    await expect(summary).toContainText('DeliveryFree');
    await expect(summary).toContainText('Total₹4,999.00');
    await expect(overLimit).toBeHidden();
    await expect(shopper.getByText(DISCOUNT_MESSAGES.applied(code))).toBeHidden({ timeout: 15_000 });
    await expectAccessible(shopper);
    await shopper.getByRole('button', { name: 'Place Order' }).click();
    await expect(shopper.getByRole('dialog', { name: 'Order placed!' })).toBeVisible();
    const [placed] = await (await shopper.request.get('/api/orders/my-orders', { headers })).json();
    expect(placed).toMatchObject({ discountCode: code, deliveryCharge: 49, codeDiscount: 49, orderTotal: 4999 });
    await context.close();
  } finally {
    // The other journeys shop under SPEC's delivery rules.
    const reset = await page.request.put('/api/admin/delivery-settings', {
      headers: owner,
      data: { ...settings, charge: 0, codLimit: null, zones: [] },
    });
    expect(reset.status()).toBe(200);
  }
});
