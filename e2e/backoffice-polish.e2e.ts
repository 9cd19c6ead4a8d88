import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
// From its source: the journeys run before (and without) the shared package's build.
import { WEBHOOK_MESSAGES } from '../packages/shared/src/rules/webhooks';
import { inStockVariantId, isPhone, newShopper, signInAsOwner } from './support';

/**
 * Two elements on screen that do not cover each other, even in part, once the layout has settled.
 * Both boxes come from one layout: measured one after the other, a late layout shift (a lazy
 * editor replacing its placeholder) could put them in two different ones. A layout still moving
 * (or an element re-rendered between the lookups) is measured again; one that stays overlapped fails.
 */
async function expectApart(one: Locator, other: Locator) {
  await expect(async () => {
    const otherHandle = await other.elementHandle();
    const [a, b] = await one.evaluate(
      (first, second) =>
        [first, second].map((element) =>
          element?.isConnected ? element.getBoundingClientRect().toJSON() : null,
        ) as (DOMRect | null)[],
      otherHandle,
    );
    await otherHandle?.dispose();
    for (const box of [a, b]) expect(box && box.width > 0 && box.height > 0, 'both on screen').toBe(true);
    const overlap =
      a!.x < b!.x + b!.width && b!.x < a!.x + a!.width && a!.y < b!.y + b!.height && b!.y < a!.y + a!.height;
    expect(overlap, `${JSON.stringify(a)} overlaps ${JSON.stringify(b)}`).toBe(false);
  }).toPass({ timeout: 5_000 });
}

/** The back office's toast (react-admin's notification) saying `text`. */
const toast = (page: Page, text: string | RegExp) => page.locator('.MuiSnackbarContent-root').filter({ hasText: text });

/** An order placed through the API by a new customer: its id. */
async function placeOrder(page: Page, name: string): Promise<number> {
  const { token } = await newShopper(page.request, name, [
    { addressLine1: '4 Park Street', city: 'Kolkata', state: 'West Bengal', postalCode: '700016' },
  ]);
  const headers = { Authorization: `Bearer ${token}` };
  const [address] = await (await page.request.get('/api/addresses', { headers })).json();
  const variantId = await inStockVariantId(page.request);
  await page.request.post('/api/cart/add', { headers, data: { productVariantId: variantId, quantity: 1 } });
  const placed = await page.request.post('/api/orders/place', {
    headers,
    data: { addressId: address.id, paymentMethod: 'COD' },
  });
  expect(placed.status()).toBe(201);
  return (await placed.json()).id;
}

test('on a phone, an error toast leaves the Save bar free (category, product, webhook)', async ({ page }) => {
  test.skip(!isPhone(page), 'The Save bar sticks to the bottom of the screen on a phone only');
  await signInAsOwner(page);
  // Each form with one field filled (Save waits for a change) and others still missing.
  for (const [path, field] of [
    ['/admin/category/create', 'Category name'],
    ['/admin/product/create', 'Product Name'],
    ['/admin/webhooks/create', 'Description'],
  ]) {
    await page.goto(path);
    await page.getByLabel(field, { exact: true }).fill('Polish');
    const save = page.getByRole('button', { name: 'Save' });
    await save.click();
    const notice = toast(page, 'The form is not valid. Please check for errors');
    await expect(notice).toBeVisible();
    await expectApart(notice, save);
    // Save can be pressed again at once, without waiting for the toast to go.
    await save.click({ timeout: 2_000 });
  }
});

test('a webhook URL the server refuses is shown on its field', async ({ page }) => {
  await signInAsOwner(page);
  await page.goto('/admin/webhooks/create');
  // Well formed, so the form lets it go; the server finds that the name does not resolve.
  await page.getByLabel('Endpoint URL').fill('https://satchel-e2e.invalid/hook');
  await page.getByRole('checkbox', { name: /^product\.deleted/ }).check();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByLabel('Endpoint URL')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Endpoint URL')).toHaveAccessibleDescription(WEBHOOK_MESSAGES.urlUnresolved);
});

test('the catalogue import counts only the products that change, and says how many stay as they are', async ({
  page,
}) => {
  const owner = await signInAsOwner(page);
  const exported = await page.request.get('/api/admin/products/export', { headers: owner });
  expect(exported.ok()).toBe(true);
  // One product's price changed: a row's original price, one rupee up (still above its discount).
  const csv = await exported.text();
  const lines = csv.split('\n');
  const header = lines[0].split(',');
  const priceColumn = header.indexOf('original_price');
  // A row of plain cells (no quoted text with commas or line breaks in it).
  const row = lines.findIndex(
    (line, index) => index > 0 && !line.includes('"') && line.split(',').length === header.length,
  );
  const cells = lines[row].split(',');
  cells[priceColumn] = String(Number(cells[priceColumn]) + 1);
  lines[row] = cells.join(',');
  const checked = await page.request.post('/api/admin/products/import/check', {
    headers: owner,
    multipart: { file: { name: 'products.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) } },
  });
  const { products } = (await checked.json()) as { products: number };

  await page.goto('/admin/product');
  await page.getByRole('button', { name: 'Import CSV' }).click();
  const importing = page.getByRole('dialog', { name: 'Import products from CSV' });
  await importing
    .getByLabel('CSV file')
    .setInputFiles({ name: 'products.csv', mimeType: 'text/csv', buffer: Buffer.from(lines.join('\n')) });
  await expect(importing.getByText(/^No problems found/)).toContainText(
    `0 new, 1 updated and ${products - 1} unchanged products`,
  );
  await importing.getByRole('button', { name: `Import ${products} products` }).click();
  await expect(importing.getByText(`0 created, 1 updated, ${products - 1} unchanged, 0 failed.`)).toBeVisible({
    timeout: 60_000,
  });
});

test('the title bar names the page once', async ({ page }) => {
  await signInAsOwner(page);
  await page.goto('/admin/category/create');
  await expect(page.getByRole('dialog', { name: 'Create category' })).toBeVisible();
  await expect(page.locator('#react-admin-title')).toHaveText('Categories');
  await page.goto('/admin/product/create');
  await expect(page.locator('#react-admin-title')).toHaveText('Add product');
  await page.goto('/admin/webhooks/create');
  await expect(page.locator('#react-admin-title')).toHaveText('Add webhook endpoint');
});

test('the product form says Colour, and its swatch sits clear of the label', async ({ page }) => {
  await signInAsOwner(page);
  await page.goto('/admin/product/create');
  const colour = page.getByLabel('Colour', { exact: true });
  await expect(colour).toBeVisible();
  // The form as it settles: the description's editor loads after the fields around it.
  await expect(page.getByRole('textbox', { name: 'Description' })).toBeVisible();
  await expectApart(page.locator('label', { hasText: /^Colour/ }), page.getByLabel(/^Swatch of/));
  await expect(page.getByText(/\bColor\b/)).toHaveCount(0);
  // The list's sizes table too.
  await page.goto('/admin/product');
  const first = isPhone(page) ? page.getByRole('article').first() : page.getByRole('row').nth(1);
  await first.getByRole('button', { name: /\d+ variants?/ }).click();
  await expect(page.getByRole('columnheader', { name: 'Colour' }).first()).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Color' })).toHaveCount(0);
});

test('a cancelled order offers no invoice, and its details say Canceled only', async ({ page }, info) => {
  const owner = await signInAsOwner(page);
  const orderId = await placeOrder(page, `called${info.project.name}${Date.now().toString(36)}`);
  const cancelled = await page.request.put(`/api/admin/orders/${orderId}`, {
    headers: owner,
    data: { deliveryStatus: 'CANCELED' },
  });
  expect(cancelled.ok()).toBe(true);
  await page.goto('/admin/order');
  const card = isPhone(page)
    ? page.getByRole('article', { name: `Order #${orderId}` })
    : page.getByRole('row', { name: new RegExp(`^${orderId} `) });
  await card.getByRole('button', { name: 'Details' }).click();
  const details = page.getByRole('dialog', { name: `Order #${orderId}` });
  await expect(details.getByText(/Canceled/).first()).toBeVisible();
  await expect(details.getByRole('button', { name: 'Close' })).toBeVisible();
  await expect(details.getByRole('button', { name: 'Download invoice' })).toHaveCount(0);
  await expect(details).not.toContainText(/cancelled/i);
  await expect(details.getByRole('columnheader', { name: 'Color' })).toHaveCount(0);
});

test('the delivery log shows a failed attempt as failed, with its whole error', async ({ page }, info) => {
  const owner = await signInAsOwner(page);
  const created = await page.request.post('/api/admin/webhooks', {
    headers: owner,
    data: {
      url: 'http://127.0.0.1:9/hook',
      description: `Polish ${info.project.name}`,
      events: ['product.deleted'],
    },
  });
  expect(created.status()).toBe(201);
  const { id } = await created.json();
  await page.goto(`/admin/webhooks/${id}`);
  await page.getByRole('button', { name: 'Send test event' }).click();
  // The green toast reads clearly (axe's colour contrast), once it has faded in.
  const sent = toast(page, WEBHOOK_MESSAGES.testSent);
  await expect(sent).toBeVisible();
  await page.waitForTimeout(500);
  const { violations } = await new AxeBuilder({ page })
    .include('.MuiSnackbarContent-root')
    .withRules(['color-contrast'])
    .analyze();
  expect(violations.map((violation) => violation.nodes.map((node) => node.failureSummary).join(' '))).toEqual([]);

  // Nothing listens on port 9: the first attempt fails, and its delivery tries again later.
  const log = page.getByRole('region', { name: 'Delivery log' });
  const error = log.getByText('connect ECONNREFUSED 127.0.0.1:9', { exact: false });
  await expect(async () => {
    await log.getByRole('button', { name: 'Refresh' }).click();
    await expect(error).toBeVisible({ timeout: 1_000 });
  }).toPass();
  await expect(log.getByText(/^Failed, retrying at /)).toBeVisible();
  await expect(log.getByText(/pending/i)).toHaveCount(0);
  // The whole error reads where it is, without scrolling the log sideways.
  await error.scrollIntoViewIfNeeded();
  const region = await log.boundingBox();
  const text = await error.boundingBox();
  expect(text!.x).toBeGreaterThanOrEqual(region!.x);
  expect(text!.x + text!.width).toBeLessThanOrEqual(region!.x + region!.width);
  const sideways = await log.evaluate((element) =>
    [...element.querySelectorAll('*')].some(
      (child) => /auto|scroll/.test(getComputedStyle(child).overflowX) && child.scrollWidth > child.clientWidth + 1,
    ),
  );
  expect(sideways).toBe(false);
});

test('the server answers /favicon.ico with the shop icon', async ({ page }) => {
  const icon = await page.request.get('/favicon.ico');
  expect(icon.status()).toBe(200);
  expect(icon.headers()['content-type']).toMatch(/^image\/(x-icon|vnd\.microsoft\.icon)/);
  // An ICO file: reserved 0, type 1 (icon).
  expect([...(await icon.body()).subarray(0, 4)]).toEqual([0, 0, 1, 0]);
});
