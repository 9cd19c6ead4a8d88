import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type Browser, type Page, type TestInfo } from '@playwright/test';
import { simpleParser, type ParsedMail } from 'mailparser';

/** The back office's journeys sign in as this admin, created on start (see playwright.config.ts). */
export const E2E_ADMIN = { email: 'owner@satchel.test', password: 'owner-e2e-password' };

/**
 * No serious or critical accessibility violations on the page as it stands. A toast in its 300 ms
 * fade-out is left out: half-transparent for a moment, it would read as low contrast.
 */
export async function expectAccessible(page: Page) {
  const axe = () => new AxeBuilder({ page }).exclude('.toast--leaving');
  // With a modal open, the page behind its backdrop is out of reach: only the dialog is checked
  // (the whole page again if it closed meanwhile).
  const modal = '[role="dialog"][aria-modal="true"]';
  const { violations } = (await page.locator(`${modal}:visible`).count())
    ? await axe()
        .include(modal)
        .analyze()
        .catch((error: Error) => {
          if (!/No elements found for include/.test(error.message)) throw error;
          return axe().analyze();
        })
    : await axe().analyze();
  const bad = violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  expect(bad.map((violation) => `${violation.id}: ${violation.nodes.map((n) => n.target).join(' ')}`)).toEqual([]);
}

export const isPhone = (page: Page) => (page.viewportSize()?.width ?? 1280) < 700;

/**
 * The newest e-mail the server wrote to disk (the embedded default's mail) for this address with
 * this subject, waited for.
 */
export async function mailTo(address: string, subject: string): Promise<ParsedMail> {
  const dir = join(process.env.E2E_DATA_DIR!, 'mail');
  let found: ParsedMail | undefined;
  await expect
    .poll(
      async () => {
        const files = (await readdir(dir).catch(() => [] as string[])).sort().reverse();
        for (const file of files) {
          const mail = await simpleParser(await readFile(join(dir, file)));
          const to = Array.isArray(mail.to) ? mail.to.map((one) => one.text).join(', ') : mail.to?.text;
          if (to === address && mail.subject === subject) {
            found = mail;
            return true;
          }
        }
        return false;
      },
      { timeout: 20_000 },
    )
    .toBe(true);
  return found!;
}

/** Signs in on the back office's sign-in page. */
export async function signIn(page: Page, identifier: string, password: string) {
  await page.goto('/admin/login');
  await page.getByLabel('Email or username').fill(identifier);
  await page.locator('input[name=password]').fill(password);
  await page.getByRole('button', { name: /sign in/i }).click();
}

/** Signs the owner in on the back office, and gives the owner's API headers too (to put settings back after). */
export async function signInAsOwner(page: Page): Promise<{ Authorization: string }> {
  await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  const login = await (
    await page.request.post('/api/auth/login', { data: { identifier: E2E_ADMIN.email, password: E2E_ADMIN.password } })
  ).json();
  return { Authorization: `Bearer ${login.token}` };
}

/** On the back office's order list: marks the order Shipped, with a carrier and AWB when given. */
export async function shipOrder(page: Page, orderId: number, shipment: { carrier?: string; awb?: string } = {}) {
  await page.getByRole('combobox', { name: `Status of order ${orderId}` }).click();
  await page.getByRole('option', { name: 'Shipped' }).click();
  const dialog = page.getByRole('dialog', { name: `Ship order #${orderId}` });
  if (shipment.carrier) await dialog.getByRole('combobox', { name: 'Carrier' }).fill(shipment.carrier);
  if (shipment.awb) await dialog.getByLabel('Tracking number (AWB)').fill(shipment.awb);
  await dialog.getByRole('button', { name: 'Mark as shipped' }).click();
  await expect(page.getByText('Status updated to Shipped')).toBeVisible();
}

/** Opens a back-office area from the menu (on a phone the drawer stays open after a plain goto). */
export async function openArea(page: Page, name: string) {
  const item = page.getByRole('menuitem', { name });
  if (isPhone(page) && !(await item.isVisible())) await page.getByRole('button', { name: /open menu/i }).click();
  await item.click();
}

/** The id of a variant in stock among the first page of the catalogue, to put in a cart. */
export async function inStockVariantId(request: APIRequestContext): Promise<number> {
  const catalogue = (await (await request.get('/api/products?limit=24')).json()) as {
    data: { variants: { id: number; stock: number }[] }[];
  };
  const variant = catalogue.data.flatMap((product) => product.variants).find((one) => one.stock > 0);
  if (!variant) throw new Error('no variant in stock on the first catalogue page');
  return variant.id;
}

/**
 * One unit of a product's size (its button's name, "M · Tan") put in the cart from the product's
 * page, which then leads to the cart.
 */
export async function addToCart(page: Page, product: string, size: string) {
  await page.goto(`/product/${encodeURIComponent(product)}`);
  await page.getByRole('group', { name: 'Size' }).getByRole('button', { name: size, exact: true }).click();
  await page.getByRole('button', { name: /^Add to Cart ·/ }).click();
  await expect(page).toHaveURL(/\/cart$/);
}

/** A new customer registered through the API with these addresses (the first the default): its token and user. */
export async function newShopper(request: APIRequestContext, username: string, addresses: object[] = []) {
  const password = 'a-long-secret-1';
  await request.post('/api/auth/register', {
    data: { username, email: `${username}@example.com`, password, firstName: 'Ira', lastName: 'Nair' },
  });
  const login = await (await request.post('/api/auth/login', { data: { identifier: username, password } })).json();
  const headers = { Authorization: `Bearer ${login.token}` };
  for (const [index, address] of addresses.entries()) {
    await request.post('/api/addresses', { headers, data: { ...address, isDefault: index === 0 } });
  }
  return login as { token: string; user: { id: number; userType: string } };
}

/** A shopper's own browser, like the owner's page, signed in as a new customer with these addresses. */
export async function shopperPage(
  browser: Browser,
  page: Page,
  info: TestInfo,
  name: string,
  addresses: object[] = [],
) {
  const context = await browser.newContext({
    baseURL: info.project.use.baseURL,
    viewport: page.viewportSize(),
    isMobile: isPhone(page),
    hasTouch: isPhone(page),
  });
  const shopper = await context.newPage();
  const { token, user } = await newShopper(
    shopper.request,
    `${name}${info.project.name}${Date.now().toString(36)}`,
    addresses,
  );
  await shopper.addInitScript(
    ({ token, user }) => {
      if (localStorage.getItem('authToken')) return;
      localStorage.setItem('authToken', token);
      localStorage.setItem('userData', JSON.stringify(user));
      localStorage.setItem('role', user.userType);
      localStorage.setItem('userId', String(user.id));
    },
    { token, user },
  );
  return { shopper, context, token, headers: { Authorization: `Bearer ${token}` } };
}
