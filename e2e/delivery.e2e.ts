import { expect, test } from '@playwright/test';
// From its source: the journeys run before (and without) the shared package's build.
import { DELIVERY_MESSAGES } from '../packages/shared/src/rules/delivery';
import { expectAccessible, openArea, shipOrder, shopperPage, signInAsOwner } from './support';

const SPEC_DELIVERY = {
  charge: 0,
  freeAbove: null,
  codLimit: null,
  codFee: 0,
  pincodes: { mode: 'all', list: [] },
  zones: [],
};

test('the owner prices delivery and excludes a pincode; a shopper sees the charge, cannot pick that address, orders, and follows the parcel', async ({
  page,
  browser,
}, info) => {
  // The owner: ₹49 a parcel (free only on very large orders), and no deliveries to 799001.
  const owner = await signInAsOwner(page);
  try {
    await openArea(page, 'Delivery');
    await expect(page).toHaveURL(/\/admin\/delivery$/);
    await page.getByLabel('Delivery charge (₹)').fill('49');
    await page.getByLabel('Free delivery from (₹)').fill('500000');
    await page.getByRole('combobox', { name: 'Deliver to' }).click();
    await page.getByRole('option', { name: 'Every pincode except those listed' }).click();
    await page.getByLabel('Pincodes').fill('799001');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(DELIVERY_MESSAGES.saved)).toBeVisible();
    await expectAccessible(page);

    // The shopper, in a browser of their own, with an address in Agartala (the default) and one in Pune.
    const served = { addressLine1: '12 MG Road', city: 'Pune', state: 'Maharashtra', postalCode: '411001' };
    const unserved = { addressLine1: '9 Akhaura Road', city: 'Agartala', state: 'Tripura', postalCode: '799001' };
    const { shopper, context, token } = await shopperPage(browser, page, info, 'parcel', [unserved, served]);

    // The product page: a pincode box says when, and what delivery costs.
    await shopper.goto('/product/Aarav%20Leather%20Tote');
    await shopper
      .getByRole('group', { name: 'Size' })
      .getByRole('button', { name: /^M · Tan$/ })
      .click();
    await shopper.getByRole('textbox', { name: 'Check delivery' }).fill('411001');
    await shopper.getByRole('button', { name: 'Check', exact: true }).click();
    await expect(
      shopper.getByText(/^Delivery to 411001 by \w{3}, \d{1,2} \w{3} · Cash on Delivery available$/),
    ).toBeVisible();
    await expect(shopper.getByText('Delivery ₹49.00')).toBeVisible();
    await shopper.getByRole('textbox', { name: 'Check delivery' }).fill('799001');
    await shopper.getByRole('button', { name: 'Check', exact: true }).click();
    await expect(shopper.getByText(DELIVERY_MESSAGES.notServiceable('799001'))).toBeVisible();
    await expectAccessible(shopper);
    await shopper.getByRole('textbox', { name: 'Check delivery' }).fill('411001');
    await shopper.getByRole('button', { name: 'Check', exact: true }).click();
    await shopper.getByRole('button', { name: /^Add to Cart ·/ }).click();

    // The cart: delivery to the pincode checked, as a line of its own.
    await expect(shopper).toHaveURL(/\/cart$/);
    const cartSummary = shopper.getByRole('complementary', { name: 'Order Summary' });
    await expect(cartSummary.getByText('₹49.00', { exact: true })).toBeVisible();

    // Checkout: the Agartala address is marked and cannot be chosen; Pune is.
    await shopper.getByRole('link', { name: 'Proceed to Checkout' }).click();
    const agartala = shopper.getByRole('radio', { name: /9 Akhaura Road/ });
    await expect(agartala).toBeDisabled();
    await expect(shopper.getByText(DELIVERY_MESSAGES.notServiceable('799001'))).toBeVisible();
    await expect(shopper.getByRole('radio', { name: /12 MG Road/ })).toBeChecked();
    const summary = shopper.getByRole('complementary', { name: 'Order Summary' });
    await expect(summary.getByText('₹49.00', { exact: true })).toBeVisible();
    await expectAccessible(shopper);
    await shopper.getByRole('button', { name: 'Place Order' }).click();
    await expect(shopper.getByRole('dialog', { name: 'Order placed!' })).toBeVisible();
    const [order] = await (
      await shopper.request.get('/api/orders/my-orders', { headers: { Authorization: `Bearer ${token}` } })
    ).json();
    expect(order).toMatchObject({ deliveryCharge: 49, address: { postalCode: '411001' } });

    // The owner ships it with an AWB.
    await page.goto('/admin/order');
    await shipOrder(page, order.id, { carrier: 'Delhivery', awb: 'DL1234567890' });

    // My Account: the charge as placed, and the tracking link.
    await shopper.goto('/myaccount/order');
    const row = shopper
      .getByRole('listitem')
      .filter({ has: shopper.getByRole('button', { name: `Order #${order.id}` }) });
    await row.getByRole('button', { name: new RegExp(`^Order #${order.id}`) }).click();
    await expect(row.getByText('Shipped with Delhivery · AWB DL1234567890')).toBeVisible();
    await expect(row.getByRole('link', { name: 'Track your parcel' })).toHaveAttribute(
      'href',
      'https://www.delhivery.com/track/package/DL1234567890',
    );
    await expect(row.getByText('₹49.00')).toBeVisible();
    await expectAccessible(shopper);
    await context.close();
  } finally {
    // The other journeys shop under SPEC's delivery rules.
    const reset = await page.request.put('/api/admin/delivery-settings', { headers: owner, data: SPEC_DELIVERY });
    expect(reset.status()).toBe(200);
  }
});
