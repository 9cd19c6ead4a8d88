import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
// From its source: the journeys run before (and without) the shared package's build.
import { TEAM_MESSAGES } from '../packages/shared/src/rules/staff';
import { WEBHOOK_MESSAGES } from '../packages/shared/src/rules/webhooks';
import { E2E_ADMIN, expectAccessible, inStockVariantId, isPhone, mailTo, shipOrder, signIn } from './support';

/** A real picture to upload (the API checks content, not names). */
async function picture(color: string) {
  const buffer = await sharp({ create: { width: 120, height: 90, channels: 3, background: color } })
    .png()
    .toBuffer();
  return { name: 'picture.png', mimeType: 'image/png', buffer };
}

/** A customer's order to work on, placed through the API: its number. */
async function placeAnOrder(page: Page, buyer: string): Promise<number> {
  await page.request.post('/api/auth/register', {
    data: {
      username: buyer,
      email: `${buyer}@example.com`,
      password: 'a-long-secret-1',
      firstName: 'Bela',
      lastName: 'Sen',
    },
  });
  const login = await page.request.post('/api/auth/login', {
    data: { identifier: buyer, password: 'a-long-secret-1' },
  });
  const headers = { Authorization: `Bearer ${(await login.json()).token}` };
  const address = await page.request.post('/api/addresses', {
    headers,
    data: { addressLine1: '12 MG Road', city: 'Pune', state: 'Maharashtra', postalCode: '411001', isDefault: true },
  });
  const variantId = await inStockVariantId(page.request);
  await page.request.post('/api/cart/add', { headers, data: { productVariantId: variantId, quantity: 1 } });
  const placed = await page.request.post('/api/orders/place', {
    headers,
    data: { addressId: (await address.json()).id, paymentMethod: 'COD' },
  });
  expect(placed.status()).toBe(201);
  return (await placed.json()).id as number;
}

test('a customer is refused, and a guest cannot open the queue dashboard', async ({ page }, info) => {
  const username = `buyer${info.project.name}${Date.now().toString(36)}`;
  await page.request.post('/api/auth/register', {
    data: {
      username,
      email: `${username}@example.com`,
      password: 'a-long-secret-1',
      firstName: 'Asha',
      lastName: 'Rao',
    },
  });
  // Nothing in the console: react-admin's telemetry call, blocked by our CSP, logged an error on every page.
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  await signIn(page, username, 'a-long-secret-1');
  await expect(page.getByText('Only administrators can sign in here.')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/login$/);
  // The shop's own sign-in page and icon, not react-admin's stock ones.
  await expect(page.getByRole('heading', { name: 'Satchel Admin' })).toBeVisible();
  await expect(page.locator('link[rel=icon]')).toHaveAttribute('href', /^data:image\/svg\+xml/);
  expect(errors.filter((error) => !/401|Unauthorized|403|Forbidden/.test(error))).toEqual([]);

  const guest = await page.request.get('/ops/queues', { headers: { Accept: 'text/html' } });
  expect(guest.status()).toBe(401);
  const api = await page.request.get('/ops/queues/api/queues', { headers: { Accept: 'application/json' } });
  expect(api.status()).toBe(401);
});

test('an admin runs the shop: dashboard, categories, products, webhooks, orders, company, legal pages, queues', async ({
  page,
}, info) => {
  const stamp = `${info.project.name}${Date.now().toString(36)}`;

  const buyer = `orderer${stamp}`;
  const orderId = await placeAnOrder(page, buyer);

  // Sign in: the dashboard's tiles and chart.
  await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  for (const tile of ['Category', 'Product', 'Order', 'Company', 'Customers']) {
    await expect(page.getByRole('heading', { name: tile, exact: true })).toBeVisible();
  }
  await expect(page.getByRole('img', { name: 'Orders and revenue per day' })).toBeVisible();
  await expectAccessible(page);

  // Categories: the numbered tree, a new one (name stripped as typed), then deleted.
  await page.getByRole('heading', { name: 'Category', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/category$/);
  const tree = page.getByRole('table', { name: 'Categories' });
  await expect(tree.getByRole('row', { name: /^2 .*Handbags/ })).toBeVisible();
  await tree.getByRole('button', { name: 'Expand Handbags' }).click();
  await expect(tree.getByRole('row', { name: /^2\.3 .*Totes/ })).toBeVisible();
  await tree.getByRole('button', { name: 'Collapse Handbags' }).click();
  await expect(tree.getByRole('row', { name: /^2\.3 / })).toBeHidden();
  await expectAccessible(page);

  const category = `Satchels ${stamp}`;
  await page.getByRole('link', { name: 'Create New' }).click();
  // The form opens in a dialog over the tree, at an address of its own.
  const form = page.getByRole('dialog', { name: 'Create category' });
  await expect(form).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/category\/create$/);
  await page.getByLabel('Category name').fill(`${category}!?`);
  await expect(page.getByLabel('Category name')).toHaveValue(category);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Please upload at least 1 images.')).toBeVisible();
  await page.locator('input[type=file]').setInputFiles(await picture('#7b3f00'));
  // Enter submits too (on a phone the form's error notice sits over the Save bar).
  await page.getByLabel('Category name').press('Enter');
  await expect(page.getByText('Category saved successfully!')).toBeVisible();
  await expect(form).toBeHidden();
  await expect(tree.getByRole('row', { name: new RegExp(category) })).toBeVisible();
  await tree.getByRole('link', { name: `Edit ${category}` }).click();
  const editing = page.getByRole('dialog', { name: 'Edit category' });
  await expect(editing.getByLabel('Category name')).toHaveValue(category);
  await expect(page).toHaveURL(/\/admin\/category\/\d+$/);
  await expectAccessible(page);
  await editing.getByRole('button', { name: 'Close' }).click();
  await expect(page).toHaveURL(/\/admin\/category$/);

  await tree.getByRole('button', { name: `Delete ${category}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText(`Deleted category: ${category}`)).toBeVisible();
  await expect(tree.getByRole('row', { name: new RegExp(category) })).toBeHidden();

  // Products: 10 a page, the variants sub-table, a new product through the form.
  await page.goto('/admin/product');
  await expect(page.getByText(/^Showing 1 - 10 of \d+ products$/)).toBeVisible();
  await page.getByRole('button', { name: 'Next page' }).click();
  await expect(page.getByText(/^Showing 11 - 20 of \d+ products$/)).toBeVisible();
  await page.getByRole('button', { name: 'First page' }).click();
  await expect(page.getByText(/^Showing 1 - 10 of \d+ products$/)).toBeVisible();
  await expectAccessible(page);

  // The catalogue as CSV: exported, checked by the dry run, and imported back as updates.
  const [exported] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  expect(exported.suggestedFilename()).toMatch(/^products-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await readFile((await exported.path())!);
  await page.getByRole('button', { name: 'Import CSV' }).click();
  const importing = page.getByRole('dialog', { name: 'Import products from CSV' });
  await importing.getByLabel('CSV file').setInputFiles({ name: 'products.csv', mimeType: 'text/csv', buffer: csv });
  await expect(importing.getByText(/^No problems found: 0 new, \d+ updated and \d+ unchanged products/)).toBeVisible();
  await importing.getByRole('button', { name: /^Import \d+ products$/ }).click();
  await expect(importing.getByText(/^0 created, \d+ updated, \d+ unchanged, 0 failed\.$/)).toBeVisible({
    timeout: 60_000,
  });
  await expect(importing.getByRole('progressbar', { name: 'Import progress' })).toHaveAttribute('aria-valuenow', '100');
  await expectAccessible(page);
  await importing.getByRole('button', { name: 'Close' }).click();

  const product = `Ira Belt ${stamp}`;
  await page.getByRole('link', { name: 'Add product' }).click();
  await page.getByLabel('Product Name').fill(product);
  await page.getByRole('combobox', { name: 'Category' }).click();
  await page.getByRole('option', { name: 'Handbags' }).click();
  await page.getByRole('combobox', { name: 'Subcategory' }).click();
  await page.getByRole('option', { name: 'Totes' }).click();
  await page.getByLabel('Colour', { exact: true }).fill('#7b3f00');
  await page.getByLabel('Size').fill('M');
  await page.getByLabel('Original Price *').fill('999');
  await page.getByLabel('Discount Price').fill('1299');
  await page.locator('input[type=file]').setInputFiles(await picture('#333333'));
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Discount Price cannot be greater than Original Price')).toBeVisible();
  await page.getByLabel('Discount Price').fill('799');
  await page.getByLabel('Discount Price').press('Enter');
  await expect(page.getByText('Product added successfully!')).toBeVisible();
  // On a phone each product is a card with its actions in reach; on a desktop, a table row.
  const row = isPhone(page)
    ? page.getByRole('article', { name: product })
    : page.getByRole('row', { name: new RegExp(product) });
  await expect(row).toBeVisible();
  await expect(row.getByRole('link', { name: 'Edit' })).toBeInViewport();
  await expect(row.getByRole('button', { name: 'Delete' })).toBeInViewport();
  await row.getByRole('button', { name: '1 variant' }).click();
  await expect(page.getByRole('table', { name: `Variants of ${product}` }).getByText('#7b3f00')).toBeVisible();

  // Webhooks: a new endpoint (a local address, which this run allows), its secret shown once, a test event.
  await page.goto('/admin/webhooks');
  await page.getByRole('link', { name: 'Add endpoint' }).click();
  await page.getByLabel('Endpoint URL').fill('http://127.0.0.1:9/hook');
  await page.getByLabel('Description').fill(`Journey ${stamp}`);
  await page.getByRole('checkbox', { name: /^product\.deleted/ }).check();
  await page.getByRole('button', { name: 'Save' }).click();
  const secret = page.getByRole('dialog', { name: 'Signing secret' });
  await expect(secret.getByText(WEBHOOK_MESSAGES.created)).toBeVisible();
  await expect(secret.getByRole('textbox', { name: 'Secret' })).toHaveValue(/^whsec_/);
  await secret.getByRole('button', { name: 'Done' }).click();
  await expect(secret).toBeHidden();
  await page.getByRole('button', { name: 'Send test event' }).click();
  await expect(page.getByText(WEBHOOK_MESSAGES.testSent)).toBeVisible();
  // Nothing listens on port 9: the log shows the refused attempt once the job has made it.
  const log = page.getByRole('region', { name: 'Delivery log' });
  await expect(async () => {
    await log.getByRole('button', { name: 'Refresh' }).click();
    await expect(log.getByRole('row', { name: /webhook\.test .*ECONNREFUSED/ })).toBeVisible({ timeout: 1_000 });
  }).toPass();

  // Orders: the new order's status, then its details.
  await page.goto('/admin/order');
  await expect(page.getByText(/^\d+ orders?$/)).toBeVisible();
  await shipOrder(page, orderId);
  const card = isPhone(page)
    ? page.getByRole('article', { name: `Order #${orderId}` })
    : page.getByRole('row', { name: new RegExp(`^${orderId} `) });
  await card.getByRole('button', { name: 'Details' }).click();
  const details = page.getByRole('dialog', { name: `Order #${orderId}` });
  await expect(details.getByText('12 MG Road, Pune, Maharashtra, 411001')).toBeVisible();
  // Price and Total in view, at either width.
  const totals = details.getByRole('row', { name: /Total/ }).last();
  await expect(totals.getByRole('cell').last()).toBeInViewport();
  await expect(details.getByRole('columnheader', { name: 'Price' })).toBeInViewport();
  await details.getByRole('button', { name: 'Close' }).click();

  // Customers, read-only, with order counts; on a phone a list that does not scroll sideways.
  await page.goto('/admin/customer');
  if (isPhone(page)) {
    await expect(page.getByText(new RegExp(`\\(${buyer}\\)`))).toBeVisible();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(page.viewportSize()!.width);
  } else {
    await expect(page.getByRole('row', { name: new RegExp(buyer) })).toContainText('1');
  }

  // Company details.
  await page.goto('/admin/company');
  await page.getByLabel('Name').fill('Satchel Leather Co');
  await page.getByLabel('Phone').fill('9876543210');
  await page.getByLabel('Pincode').fill('411001');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Company details updated successfully!')).toBeVisible();

  // Legal pages: the terms tab, saved, shown on the storefront.
  await page.goto('/admin/legal');
  await page.getByRole('tab', { name: 'Terms & Conditions' }).click();
  const text = page.getByRole('textbox', { name: 'Terms and Conditions' });
  // A rich-text editor: a heading (it becomes the storefront's contents), then a paragraph made
  // bold with the toolbar.
  await text.fill('Conduct');
  await page.getByRole('button', { name: 'Heading', exact: true }).click();
  await text.press('End');
  await text.press('Enter');
  await text.pressSequentially(`Be kind ${stamp}.`);
  await text.press('Shift+Home');
  await page.getByRole('button', { name: 'Bold' }).click();
  await expect(text.locator('h2')).toHaveText('Conduct');
  await expect(text.locator('p strong')).toHaveText(`Be kind ${stamp}.`);
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Page saved successfully!')).toBeVisible();
  await page.goto('/terms-and-conditions');
  await expect(page.getByRole('region', { name: 'Conduct' }).locator('strong')).toHaveText(`Be kind ${stamp}.`);
  await expect(page.getByRole('navigation', { name: 'Contents' }).getByRole('link', { name: 'Conduct' })).toBeVisible();

  // The operators' queue dashboard, from the admin menu (a cookie the admin app asks for).
  await page.goto('/admin/dashboard');
  if (isPhone(page)) await page.getByRole('button', { name: /open menu/i }).click();
  await page.getByRole('menuitem', { name: 'Job queues' }).click();
  await expect(page).toHaveURL(/\/ops\/queues/);
  await expect(page.getByRole('heading', { name: /Satchel queues/ })).toBeVisible();
});

test('an owner invites a packer with orders only, who accepts, ships an order, and the owner finds it in the audit log', async ({
  page,
  browser,
}, info) => {
  const stamp = `${info.project.name}${Date.now().toString(36)}`;
  const orderId = await placeAnOrder(page, `packed${stamp}`);
  const email = `packer${stamp}@satchel.test`;

  // The owner invites: names, the e-mail, and Orders alone.
  await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await page.goto('/admin/team/create');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('First name').fill('Pia');
  await page.getByLabel('Last name').fill('Das');
  await page.getByRole('checkbox', { name: /^Orders/ }).check();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(TEAM_MESSAGES.invited)).toBeVisible();
  await expect(page.getByRole(isPhone(page) ? 'link' : 'row', { name: new RegExp(email) })).toContainText('Invited');
  await expectAccessible(page);

  // The packer follows the e-mailed link in a browser of their own.
  const mail = await mailTo(email, "You're invited to the Satchel back office");
  const link = /https?:\/\/\S+\/admin\/accept-invite\?token=[A-Za-z0-9_-]+/.exec(mail.text ?? '')![0];
  const packerContext = await browser.newContext({
    baseURL: info.project.use.baseURL,
    viewport: page.viewportSize(),
    isMobile: isPhone(page),
    hasTouch: isPhone(page),
  });
  const packer = await packerContext.newPage();
  await packer.goto(new URL(link).pathname + new URL(link).search);
  await expect(packer.getByRole('heading', { name: 'Join the Satchel team' })).toBeVisible();
  await expectAccessible(packer);
  await packer.getByLabel(/^Username/).fill(`pia${stamp}`);
  await packer.getByLabel(/^Password/).fill('packing-secret-1');
  await packer.getByLabel(/^Confirm password/).fill('packing-secret-1');
  await packer.getByRole('button', { name: 'Accept invitation' }).click();
  await expect(packer).toHaveURL(/\/admin\/dashboard$/);

  // Only Orders (and its returns, dashboard and reports) in the menu.
  if (isPhone(packer)) await packer.getByRole('button', { name: /open menu/i }).click();
  await expect(packer.getByRole('menuitem', { name: 'Order' })).toBeVisible();
  expect(await packer.getByRole('menuitem').allTextContents()).toEqual([
    'Dashboard',
    'Order',
    'Returns',
    'Reports',
    'Back to shop',
  ]);
  await packer.getByRole('menuitem', { name: 'Order' }).click();
  await expect(packer).toHaveURL(/\/admin\/order$/);
  await shipOrder(packer, orderId);
  await packerContext.close();

  // The owner finds the change, by whom, in the audit log.
  await page.goto('/admin/audit-log');
  const entry = page.getByRole('row', { name: new RegExp(`${email}.*Changed.*Order ${orderId}`) });
  await expect(entry.first()).toBeVisible();
  await entry.first().getByText(`Order ${orderId}`).click();
  const fields = page.getByRole('table', { name: 'Changed fields' });
  await expect(fields.getByRole('row', { name: /deliveryStatus/ })).toContainText('PENDING');
  await expect(fields.getByRole('row', { name: /deliveryStatus/ })).toContainText('SHIPPED');
  await expectAccessible(page);
});
