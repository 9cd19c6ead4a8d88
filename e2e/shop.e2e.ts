import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { expectAccessible, isPhone, mailTo } from './support';

test('a guest browses, signs up, wishlists, fills the cart and checks out cash on delivery', async ({ page }, info) => {
  const username = `shopper${info.project.name}${Date.now().toString(36)}`;
  const password = 'a-long-secret-1';

  // Home → category → product, as a guest.
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Shop by Category' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Featured Products' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Follow Our Style' }).getByRole('img')).toHaveCount(8);
  await expectAccessible(page);

  // Searching wants a login.
  await page.getByRole('button', { name: 'Search products' }).click();
  await expect(page.getByText('Please login and search product')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();

  await page.getByRole('link', { name: 'Handbags' }).first().click();
  await expect(page).toHaveURL(/\/category\/handbags$/);
  await expect(page.getByRole('heading', { level: 1, name: 'handbags' })).toBeVisible();
  await expect(page.getByText(/^\d+ products$/)).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('link', { name: 'Aarav Leather Tote' }).click();
  await expect(page).toHaveURL(/\/product\/Aarav%20Leather%20Tote$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Aarav Leather Tote' })).toBeVisible();
  await expectAccessible(page);

  // Acting as a guest asks to log in.
  await page.getByRole('button', { name: /^Add to Cart ·/ }).click();
  await expect(page.getByText('Please login to add to cart')).toBeVisible();
  const modal = page.getByRole('dialog');
  await expect(modal).toBeVisible();

  // Register, then sign in.
  const signUp = modal.locator('[data-view="create-account"]');
  const signIn = modal.locator('[data-view="sign-in"]');
  await modal.getByRole('button', { name: 'Create an account' }).click();
  await signUp.getByLabel('Username', { exact: true }).fill(username);
  await signUp.getByLabel('Email', { exact: true }).fill(`${username}@example.com`);
  await signUp.getByLabel('Password', { exact: true }).fill(password);
  await signUp.getByLabel('Confirm Password', { exact: true }).fill(password);
  await signUp.getByRole('button', { name: 'Create Account' }).click();
  await signIn.getByLabel('Email or username', { exact: true }).fill(username);
  await signIn.getByLabel('Password', { exact: true }).fill(password);
  await signIn.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText(`Welcome back, ${username}!`)).toBeVisible();
  await expect(modal).toBeHidden();

  // Search, with a typo.
  await page.getByRole('button', { name: 'Search products' }).click();
  const search = page.getByRole('dialog', { name: 'Search products' });
  await search.getByRole('searchbox', { name: 'Search products' }).fill('leathr tote');
  await expect(search.getByRole('link', { name: /Aarav Leather Tote/ })).toBeVisible();
  await page.keyboard.press('Escape');

  // Wishlist it.
  await page.getByRole('button', { name: 'Add Aarav Leather Tote to wishlist' }).click();
  await expect(page.getByText('Added to wishlist')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Wishlist, 1 item' })).toBeVisible();

  // Two sizes into the cart: the first from the product page, which leads to the cart.
  const sizes = page.getByRole('group', { name: 'Size' });
  await page.getByRole('button', { name: /^Add to Cart ·/ }).click();
  await expect(page.getByText('Please select a size first')).toBeVisible();
  await sizes.getByRole('button', { name: /^M · Tan$/ }).click();
  await page.getByRole('button', { name: 'Increase quantity' }).click();
  await page.getByRole('button', { name: /^Add to Cart ·/ }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByRole('heading', { name: 'View Cart' })).toBeVisible();
  await page.goBack();
  await page
    .getByRole('group', { name: 'Size' })
    .getByRole('button', { name: /^L · Tan$/ })
    .click();
  await page.getByRole('button', { name: /^Add to Cart ·/ }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByRole('link', { name: 'Cart, 3 items' })).toBeVisible();
  await expectAccessible(page);

  // Change quantities: the M line goes from 2 to 1, where minus stops.
  const lines = page.getByRole('listitem').filter({ has: page.getByRole('group', { name: /Quantity of/ }) });
  await expect(lines).toHaveCount(2);
  const first = lines.first();
  await expect(first.locator('output')).toHaveText('2');
  // The stepper is compact, as on the product page, not stretched across the line.
  expect((await first.getByRole('group', { name: /Quantity of/ }).boundingBox())!.width).toBeLessThan(160);
  await first.getByRole('button', { name: 'Decrease quantity' }).click();
  await expect(first.locator('output')).toHaveText('1');
  await expect(first.getByRole('button', { name: 'Decrease quantity' })).toBeDisabled();
  await expect(page.getByRole('link', { name: 'Cart, 2 items' })).toBeVisible();

  // Check out with a new address.
  await page.getByRole('link', { name: 'Proceed to Checkout' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page.getByText('Please select an address.')).toBeVisible();
  await page.getByRole('button', { name: 'Add New Address' }).click();
  await page.getByLabel('Address Line 1 *').fill('14 Linking Road');
  await page.getByLabel('City *').fill('Mumbai');
  await page.getByLabel('State *').selectOption('Maharashtra');
  await page.getByLabel('Postal Code *').fill('400050');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Address added successfully')).toBeVisible();
  await expect(page.getByRole('radio', { name: /14 Linking Road/ })).toBeChecked();
  await expect(page.getByText('Pay when you receive')).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Place Order' }).click();
  const placed = page.getByRole('dialog', { name: 'Order placed!' });
  await expect(placed).toBeVisible();
  await expect(page.getByText('Order placed successfully! Confirmation email sent')).toBeVisible();
  await expect(page.getByRole('link', { name: /^Cart, 0 items$/ })).toBeVisible();
  await placed.getByRole('button', { name: 'View Order History' }).click();
  await expect(page).toHaveURL(/\/myaccount\/order$/);

  // The order is in the history: open it and cancel it.
  const order = page.getByRole('listitem').filter({ has: page.getByRole('button', { name: /^Order #\d+/ }) });
  await expect(order).toHaveCount(1);
  await expect(order.getByText('Pending')).toBeVisible();
  // Rows open and close on their heading.
  await expect(order.getByText(/^Expected delivery:/)).toBeHidden();
  await order.getByRole('button', { name: /^Order #\d+/ }).click();
  await expect(order.getByText('Aarav Leather Tote', { exact: false }).first()).toBeVisible();
  await expect(order.getByText(/^Expected delivery: \d{1,2} \w+ \d{4}$/)).toBeVisible();
  // Its invoice downloads as a PDF.
  const [invoice] = await Promise.all([
    page.waitForEvent('download'),
    order.getByRole('button', { name: 'Download invoice' }).click(),
  ]);
  expect(invoice.suggestedFilename()).toMatch(/^invoice-\d+\.pdf$/);
  const pdf = await readFile((await invoice.path())!);
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  await order.getByRole('button', { name: 'Cancel Order' }).click();
  await page.getByRole('dialog', { name: 'Cancel order' }).getByRole('button', { name: 'Yes, cancel it' }).click();
  await expect(page.getByText('Order cancelled successfully!')).toBeVisible();
  await expect(order.getByText('Cancelled', { exact: true })).toBeVisible();
  await expect(order.getByText('Payment: Cash on Delivery (Cancelled: nothing to pay)')).toBeVisible();
  await expect(order.getByRole('button', { name: 'Cancel Order' })).toHaveCount(0);
  await order.getByRole('button', { name: /^Order #\d+/ }).click();
  await expect(order.getByText(/^Deliver to:/)).toBeHidden();

  // Unknown account pages lead to the dashboard.
  await page.goto('/myaccount/nowhere');
  await expect(page).toHaveURL(/\/myaccount\/dashboard$/);

  // A shared link to a product works on a fresh load.
  await page.goto('/product/Aarav%20Leather%20Tote');
  await expect(page.getByRole('heading', { level: 1, name: 'Aarav Leather Tote' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Related Products' })).toBeVisible();
  if (isPhone(page)) await expect(page.getByRole('button', { name: 'Search products' })).toBeVisible();

  // The footer's pages are real.
  for (const [link, heading] of [
    ['Privacy Policy', 'Privacy Policy'],
    ['Terms & Conditions', 'Terms & Conditions'],
    ['Refund Policy', 'Refund Policy'],
    ['About Us', 'About Us'],
    ['Contact Us', 'Contact Us'],
  ]) {
    await page.getByRole('contentinfo').getByRole('link', { name: link, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  }
  await expectAccessible(page);
});

test('a new page starts at the top, and Back returns to where the shopper was', async ({ page }) => {
  await page.goto('/shop-all');
  await expect(page.getByText(/^\d+ products$/)).toBeVisible();
  const card = page.locator('.product-card').nth(9);
  await card.scrollIntoViewIfNeeded();
  await page.mouse.wheel(0, 200);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(400);
  await page.waitForTimeout(300); // the position is written on the next frame
  const left = await page.evaluate(() => window.scrollY);

  const name = await card.locator('a[href^="/product/"]').first().getAttribute('href');
  await card.locator('a[href^="/product/"]').first().click();
  await expect(page).toHaveURL(new RegExp(`${name!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

  await page.goBack();
  await expect(page).toHaveURL(/\/shop-all$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(left - 5);
  expect(Math.abs((await page.evaluate(() => window.scrollY)) - left)).toBeLessThanOrEqual(5);

  await page.goForward();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test('the sticky header stays above the listing’s filters as the shopper scrolls', async ({ page }) => {
  await page.goto('/shop-all');
  await expect(page.getByText(/^\d+ products$/)).toBeVisible();
  await page.mouse.wheel(0, 700);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
  const covered = await page.evaluate(() => {
    const header = document.querySelector('header')!.getBoundingClientRect();
    const missed: string[] = [];
    for (let x = 4; x < document.documentElement.clientWidth - 8; x += 24) {
      for (const y of [header.top + 4, header.bottom - 4]) {
        const hit = document.elementFromPoint(x, y);
        if (!hit?.closest('header')) missed.push(`${x},${y}: ${hit?.outerHTML.slice(0, 60)}`);
      }
    }
    return missed;
  });
  expect(covered).toEqual([]);
});

test('the hero takes the picture its width needs from the srcset: sharp on a wide screen, small on a phone', async ({
  page,
}) => {
  const activeSlide = page.locator('.hero__slide--active');
  const shown = async () => {
    await page.goto('/');
    await expect(activeSlide).toBeVisible();
    return activeSlide.evaluate((img: HTMLImageElement) =>
      img.complete ? { src: img.currentSrc, natural: img.naturalWidth, drawn: img.clientWidth } : null,
    );
  };
  // The renditions are made by a job after the demo data is loaded: ask until they are there.
  await expect.poll(async () => (await shown())?.src, { timeout: 30_000 }).toMatch(/-\d+w\.webp$/);
  const slide = (await shown())!;
  expect(slide.src).toMatch(isPhone(page) ? /-640w\.webp$/ : /-1280w\.webp$/);
  expect(slide.natural).toBeGreaterThanOrEqual(slide.drawn);
});

test('every colour swatch is painted, named colours of the trade too (Cognac, Oxblood…)', async ({ page }) => {
  await page.goto('/product/Kabir%20Crossbody%20Sling');
  const sizes = page.getByRole('group', { name: 'Size' }).first(); // the product's, above related products'
  await expect(sizes.getByRole('button', { name: /Cognac/ })).toBeVisible();
  const painted = await sizes
    .locator('.size-chip__swatch')
    .evaluateAll((swatches) => swatches.map((swatch) => getComputedStyle(swatch).backgroundColor));
  expect(painted).toHaveLength(2);
  for (const colour of painted) expect(['rgba(0, 0, 0, 0)', 'rgb(255, 255, 255)']).not.toContain(colour);
  expect(new Set(painted).size).toBe(2);
});

test('the privacy policy the admin wrote keeps its contents list, and says its title once', async ({ page }) => {
  // The demo shop's text (the admin journey rewrites the terms, not this one).
  await page.goto('/privacy-policy');
  const contents = page.getByRole('navigation', { name: 'Contents' });
  await expect(contents).toBeVisible();
  expect(await contents.getByRole('link').count()).toBeGreaterThanOrEqual(5);
  await expect(page.getByRole('heading', { name: 'Privacy Policy', exact: true })).toHaveCount(1);
  // A contents link brings its section into view.
  const last = contents.getByRole('link').last();
  const target = (await last.getAttribute('href'))!;
  await last.click();
  await expect(page.locator(target)).toBeInViewport();
});

test('a shopper who forgot the password resets it from the sign-in dialog with the link e-mailed', async ({
  page,
}, info) => {
  const username = `forgetful${info.project.name}${Date.now().toString(36)}`;
  const email = `${username}@example.com`;
  await page.request
    .post('/api/auth/register', {
      data: { username, email, password: 'the-old-password-1', firstName: username, lastName: username },
    })
    .then((response) => expect(response.status()).toBe(201));

  // An account page asks to sign in; the dialog offers a way back in.
  await page.goto('/myaccount/dashboard');
  const modal = page.getByRole('dialog');
  await modal.getByRole('button', { name: 'Forgot password?' }).click();
  const forgot = modal.locator('[data-view="sign-in"]');
  await expect(forgot.getByRole('heading', { name: 'Reset Password' })).toBeVisible();
  await forgot.getByLabel('Email', { exact: true }).fill(email);
  await forgot.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(forgot.getByRole('status')).toContainText('we have sent it a link');
  await expectAccessible(page);

  // The link of the e-mail written to disk.
  const mail = await mailTo(email, 'Reset your Satchel password');
  const link = new URL(/https?:\/\/\S+\/reset-password\?token=[\w-]+/.exec(mail.text ?? '')![0]);
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Reset Password' })).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel('New Password', { exact: true }).fill('a-brand-new-passphrase');
  await page.getByLabel('Confirm Password', { exact: true }).fill('a-brand-new-passphrase');
  await page.getByRole('button', { name: 'Set New Password' }).click();
  await expect(page.getByText('Your password has been reset')).toBeVisible();

  // Signed in with the new password; the old one no longer works.
  const signIn = page.getByRole('dialog').locator('[data-view="sign-in"]');
  await signIn.getByLabel('Email or username', { exact: true }).fill(username);
  await signIn.getByLabel('Password', { exact: true }).fill('the-old-password-1');
  await signIn.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Invalid email/username or password')).toBeVisible();
  await signIn.getByLabel('Password', { exact: true }).fill('a-brand-new-passphrase');
  await signIn.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText(`Welcome back, ${username}!`)).toBeVisible();
  expect((await mailTo(email, 'Your Satchel password was changed')).text).toContain('was just changed');
});
