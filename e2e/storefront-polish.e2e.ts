import { expect, test, type Page } from '@playwright/test';
// From their source: the journeys run before (and without) the shared package's build.
import { NOT_FOUND_PAGES, PAGE_NAMES, pageTitle } from '../packages/shared/src/brand';
import { E2E_ADMIN, expectAccessible, isPhone, shopperPage } from './support';

const E2E_ADMIN_LOGIN = { identifier: E2E_ADMIN.email, password: E2E_ADMIN.password };

const ADDRESS = { addressLine1: '9 MG Road', city: 'Bengaluru', state: 'Karnataka', postalCode: '560001' };

/** The page's layout shifts (CLS as Chromium counts it) from its start, summed. */
async function watchLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts = { total: 0 };
    Object.assign(window, { __shifts: shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) shifts.total += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return () => page.evaluate(() => (window as unknown as { __shifts: { total: number } }).__shifts.total);
}

/** Answers from this API path come late, as on a slow phone network. */
async function slowApi(page: Page, pattern: string | RegExp, ms = 800) {
  await page.route(pattern, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, ms));
    await route.continue();
  });
}

test('a page loaded afresh opens at the top (or its #fragment); Back returns to where the shopper was', async ({
  page,
}) => {
  await page.goto('/shop-all');
  await expect(page.getByRole('article').first()).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 1500));
  await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBeGreaterThan(1000);
  await page.waitForTimeout(200); // the position is written on the next frame
  const left = await page.evaluate(() => Math.round(window.scrollY));

  // Typed into the address bar: a new entry, not the listing's.
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1, name: PAGE_NAMES.about })).toBeVisible();
  await page.waitForTimeout(300);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);

  await page.goBack();
  await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(left);

  // A shared link to a section of a policy opens at that section.
  await page.goto('/privacy-policy#policy-contact-us');
  await expect(page.locator('#policy-contact-us')).toBeInViewport();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
});

test('the category page and the search panel hold still while their products load', async ({ page }) => {
  const shifts = await watchLayoutShifts(page);
  await slowApi(page, /\/api\/products(\/facets)?\?/);
  await page.goto('/category/handbags');
  await expect(page.getByRole('article').first()).toBeVisible();
  await page.waitForTimeout(500);
  expect(await shifts()).toBeLessThanOrEqual(0.05);
  // Nothing below the fold is in view before the products come: the footer starts below it.
  await expectAccessible(page);

  const { shopper } = await shopperPage(page.context().browser()!, page, test.info(), 'still');
  const searching = await watchLayoutShifts(shopper);
  await slowApi(shopper, /\/api\/products\/search/);
  await shopper.goto('/');
  await expect(shopper.getByRole('heading', { name: 'Shop by Category' })).toBeVisible();
  await shopper.waitForTimeout(500);
  const before = await searching();
  await shopper.getByRole('button', { name: 'Search products' }).click();
  const panel = shopper.getByRole('dialog', { name: 'Search products' });
  const box = await panel.boundingBox();
  await panel.getByRole('searchbox', { name: 'Search products' }).fill('leather');
  await expect(panel.getByRole('link').first()).toBeVisible();
  expect(await panel.boundingBox()).toEqual(box);
  // Typing is input: what moves right after it is not counted, so the panel's own box is compared above.
  expect((await searching()) - before).toBeLessThanOrEqual(0.05);
  await shopper.context().close();
});

test('an unknown category shows a not-found page, not an empty listing', async ({ page }) => {
  const response = await page.goto('/category/no-such-thing');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: NOT_FOUND_PAGES.category.title })).toBeVisible();
  await expect(page.getByText(NOT_FOUND_PAGES.category.text)).toBeVisible();
  await expect(page.getByText('Failed to fetch products')).toHaveCount(0);
  await expect(page.getByText(/products?$/)).toHaveCount(0);
  await expect(page).toHaveTitle(pageTitle(NOT_FOUND_PAGES.category.title));
  await page.getByRole('link', { name: 'Return to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('breadcrumbs name the category as its heading does and lead back to it; each page has its own title', async ({
  page,
}) => {
  await page.goto('/category/handbags');
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(crumbs.getByRole('listitem').last()).toHaveText('Handbags');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Handbags');

  await page.getByRole('article').first().getByRole('heading').getByRole('link').click();
  await expect(page).toHaveURL(/\/product\//);
  // The product's own category (perhaps a sub-category of Handbags), not the whole shop.
  const category = page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link').nth(1);
  const name = (await category.textContent())!;
  await category.click();
  await expect(page).toHaveURL(/\/category\/[a-z0-9-]+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);

  for (const [path, name] of [
    ['/about', PAGE_NAMES.about],
    ['/contact-us', PAGE_NAMES.contact],
    ['/terms-and-conditions', PAGE_NAMES.terms],
    ['/privacy-policy', PAGE_NAMES.privacyPolicy],
    ['/refund-policy', PAGE_NAMES.refundPolicy],
  ]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page).toHaveTitle(pageTitle(name));
  }
});

test('the legal pages and the footer: links in the shop’s colour, no band under the footer, a sized logo', async ({
  page,
}) => {
  // The terms as an admin writes them, with a link (other journeys rewrite them: this one sets its own).
  const login = await (await page.request.post('/api/auth/login', { data: E2E_ADMIN_LOGIN })).json();
  const owner = { Authorization: `Bearer ${login.token}` };
  const terms = '/api/admin/legal-pages/terms-conditions';
  const before = await (await page.request.get(terms, { headers: owner })).json();
  await page.request.put(terms, {
    headers: owner,
    data: {
      title: before.title,
      content: '<h2>Contact us</h2><p>Write to <a href="mailto:help@satchel.test">us</a>.</p>',
    },
  });
  try {
    await page.goto('/terms-and-conditions');
    const mailLink = page.locator('.sectioned__body a[href^="mailto:"]').first();
    await expect(mailLink).toBeVisible();
    // Not the browser's default link blue (rgb(0, 0, 238)).
    expect(await mailLink.evaluate((link) => getComputedStyle(link).color)).not.toBe('rgb(0, 0, 238)');
  } finally {
    if (before.content)
      await page.request.put(terms, { headers: owner, data: { title: before.title, content: before.content } });
    else await page.request.delete(terms, { headers: owner });
  }

  // A short page: the footer ends the page at the bottom of the window or below it, never above.
  await page.goto('/contact-us');
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const footer = page.getByRole('contentinfo');
  const bottom = await footer.evaluate((element) => element.getBoundingClientRect().bottom);
  expect(Math.round(bottom)).toBeGreaterThanOrEqual(page.viewportSize()!.height - 1);

  // The company's logo, when it has one, has its box before it loads.
  const logo = page.locator('.site-header__logo img');
  if (await logo.count()) {
    expect(await logo.getAttribute('width')).toBeTruthy();
    expect(await logo.getAttribute('height')).toBeTruthy();
  }
});

test('toasts: a newer one replaces the older of its kind, a success clears a stale error, at most two show', async ({
  page,
  browser,
}, info) => {
  const { shopper, context } = await shopperPage(browser, page, info, 'toasts', [ADDRESS]);
  await shopper.goto('/category/handbags');
  const card = shopper.getByRole('article').first();
  // Add to Cart without a size, three times: one error shows, not three.
  for (let i = 0; i < 3; i++) await card.getByRole('button', { name: 'Add to Cart' }).click();
  const toasts = shopper.locator('.toast:not(.toast--leaving)');
  await expect(toasts.filter({ hasText: 'Please select a size first' })).toHaveCount(1);

  await card.getByRole('group').getByRole('button', { disabled: false }).first().click();
  await card.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(toasts.filter({ hasText: /added to cart/i })).toBeVisible();
  await expect(toasts.filter({ hasText: 'Please select a size first' })).toHaveCount(0);
  expect(await toasts.count()).toBeLessThanOrEqual(2);

  // Toasts do not lie over the header's buttons.
  const header = await shopper.locator('.site-header').boundingBox();
  const toast = await toasts.first().boundingBox();
  expect(toast!.y).toBeGreaterThanOrEqual(header!.y + header!.height);
  await context.close();
});

test('logging out from My Account goes home without asking to sign in; a placed order says its number', async ({
  page,
  browser,
}, info) => {
  const { shopper, context, headers } = await shopperPage(browser, page, info, 'leaving', [ADDRESS]);
  const products = await (await shopper.request.get('/api/products?limit=24')).json();
  const variant = products.data
    .flatMap((product: { variants: { id: number; stock: number }[] }) => product.variants)
    .find((one: { stock: number }) => one.stock > 1);
  await shopper.request.post('/api/cart/add', { headers, data: { productVariantId: variant.id, quantity: 1 } });

  await shopper.goto('/checkout');
  await shopper.getByRole('button', { name: 'Place Order' }).click();
  const placed = shopper.getByRole('dialog', { name: 'Order placed!' });
  await expect(placed).toBeVisible();
  const [order] = (await (await shopper.request.get('/api/orders/my-orders', { headers })).json()) as { id: number }[];
  await expect(placed).toContainText(`#${order.id}`);
  await placed.getByRole('button', { name: 'View Order History' }).click();

  // Cancelled, the order has no invoice to offer.
  const row = shopper
    .getByRole('listitem')
    .filter({ has: shopper.getByRole('button', { name: `Order #${order.id}` }) });
  await row.getByRole('button', { name: new RegExp(`^Order #${order.id}`) }).click();
  await expect(row.getByRole('button', { name: 'Download invoice' })).toBeVisible();
  await row.getByRole('button', { name: 'Cancel Order' }).click();
  await shopper.getByRole('dialog', { name: 'Cancel order' }).getByRole('button', { name: 'Yes, cancel it' }).click();
  await expect(row).toContainText('Cancelled');
  await expect(row.getByRole('button', { name: 'Download invoice' })).toHaveCount(0);

  if (isPhone(shopper)) await shopper.goto('/myaccount/dashboard');
  await shopper.getByRole('navigation', { name: 'My account' }).getByRole('button', { name: 'Logout' }).click();
  await expect(shopper).toHaveURL(/\/$/);
  await expect(shopper.getByRole('heading', { name: 'Shop by Category' })).toBeVisible();
  await shopper.waitForTimeout(500);
  await expect(shopper.getByRole('dialog')).toHaveCount(0);
  await context.close();
});
