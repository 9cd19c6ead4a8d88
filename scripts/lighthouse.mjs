// Lighthouse (mobile preset: its default emulation and throttling) on the storefront's four kinds of
// page of a running Satchel, in Debian's Chromium: home, a category, a product and the cart (signed
// in, with an item in it). Prints each page's four category scores (performance, accessibility,
// best practices, SEO) with LCP, TBT and CLS, and medians over runs.
// It registers one shopper on the shop (a cart needs one), so point it at a local test shop only.
// Usage: node scripts/lighthouse.mjs --help (USAGE below).
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { parseOptions } from './options.mjs';

const USAGE = `Usage: node scripts/lighthouse.mjs [options]   (against a running local test shop)
  --url http://127.0.0.1:3000   the storefront to score (127.0.0.1 only)
  --runs 1                      runs per page; medians printed
  --chromium /usr/bin/chromium  the browser
  --product "Aarav Leather Tote" --category handbags
                                the product and category pages to score (default: the first found)
  --pages home,category,product,cart
                                which pages (default: all four)
  --help                        this text`;

const values = parseOptions(
  {
    url: { type: 'string', default: 'http://127.0.0.1:3000' },
    runs: { type: 'string', default: '1' },
    chromium: { type: 'string', default: '/usr/bin/chromium' },
    product: { type: 'string' },
    category: { type: 'string' },
    pages: { type: 'string' },
  },
  USAGE,
);

const base = new URL(values.url);
if (base.hostname !== '127.0.0.1') {
  console.error(`--url must be on 127.0.0.1, not ${base.hostname}`);
  process.exit(2);
}
const runs = Math.max(1, Number(values.runs) || 1);
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

async function api(path, init = {}) {
  const response = await fetch(new URL(path, base), {
    ...init,
    headers: { 'Content-Type': 'application/json', ...init.headers },
  });
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${path} answered ${response.status}`);
  return response.json();
}

// The first product the API lists (or --product) and the first category (or --category).
const { data: listed } = await api('/api/products?page=1&limit=1');
if (!listed?.length) throw new Error('the shop has no products');
const product = values.product ? await api(`/api/products/by-name/${encodeURIComponent(values.product)}`) : listed[0];
const category = values.category ?? (await api('/api/categories'))[0]?.slug;

// A shopper with one item of that product in the cart, for the cart page.
const username = `lighthouse${Date.now().toString(36)}`;
const password = 'lighthouse-shopper-1';
await api('/api/auth/register', {
  method: 'POST',
  body: JSON.stringify({ username, email: `${username}@example.com`, password }),
});
const login = await api('/api/auth/login', {
  method: 'POST',
  body: JSON.stringify({ identifier: username, password }),
});
const variant = product.variants.find((one) => one.stock > 0);
if (variant) {
  await api('/api/cart/add', {
    method: 'POST',
    headers: { Authorization: `Bearer ${login.token}` },
    body: JSON.stringify({ productVariantId: variant.id, quantity: 1 }),
  });
}

const allPages = [
  { name: 'home', path: '/' },
  { name: 'category', path: `/category/${category}` },
  { name: 'product', path: `/product/${encodeURIComponent(product.name)}` },
  { name: 'cart', path: '/cart', signedIn: true },
];
const wanted = values.pages?.split(',');
const pages = wanted ? allPages.filter((page) => wanted.includes(page.name)) : allPages;
if (!pages.length) throw new Error(`--pages names none of ${allPages.map((page) => page.name).join(', ')}`);

const chrome = await chromeLauncher.launch({
  chromePath: values.chromium,
  // Its own throwaway profile; no first-run pages, no extensions, nothing fetched in the background.
  chromeFlags: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
  logLevel: 'silent',
});
const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}`, defaultViewport: null });

const median = (numbers) => [...numbers].sort((a, b) => a - b)[Math.floor(numbers.length / 2)];
const line = (r) =>
  `${CATEGORIES.map((id) => `${id} ${r[id]}`).join(', ')}; LCP ${(r.lcp / 1000).toFixed(2)} s, ` +
  `TBT ${Math.round(r.tbt)} ms, CLS ${r.cls.toFixed(3)}; benchmark index ${Math.round(r.benchmarkIndex)}`;

try {
  for (const page of pages) {
    const url = new URL(page.path, base).href;
    const results = [];
    for (let run = 0; run < runs; run++) {
      const tab = await browser.newPage();
      if (page.signedIn) {
        // Signed in as the storefront keeps a session (state/session.tsx), before Lighthouse loads
        // the page; it must then leave the origin's storage as it is.
        await tab.goto(new URL('/robots.txt', base).href);
        await tab.evaluate(
          ({ token, user }) => {
            localStorage.setItem('authToken', token);
            localStorage.setItem('userData', JSON.stringify(user));
            localStorage.setItem('role', user.userType);
            localStorage.setItem('userId', String(user.id));
          },
          { token: login.token, user: login.user },
        );
      }
      // No config: Lighthouse's default, a mobile device with simulated slow 4G and a 4× slower CPU.
      const result = await lighthouse(
        url,
        {
          output: 'json',
          logLevel: 'silent',
          onlyCategories: CATEGORIES,
          disableStorageReset: Boolean(page.signedIn),
        },
        undefined,
        tab,
      );
      await tab.close();
      if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
      const { lhr } = result;
      if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
      const audit = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
      const scored = Object.fromEntries(
        CATEGORIES.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)]),
      );
      results.push({
        ...scored,
        lcp: audit('largest-contentful-paint'),
        tbt: audit('total-blocking-time'),
        cls: audit('cumulative-layout-shift'),
        benchmarkIndex: lhr.environment?.benchmarkIndex ?? Number.NaN,
      });
      const failing = Object.values(lhr.audits)
        .filter((one) => one.score !== null && one.score < 0.9 && one.scoreDisplayMode === 'binary')
        .map((one) => one.id);
      console.log(
        `${page.name.padEnd(8)} run ${run + 1}: ${line(results.at(-1))}  ${page.path}` +
          (failing.length ? `\n         failing: ${failing.join(', ')}` : ''),
      );
    }
    if (runs > 1) {
      const pick = Object.fromEntries(
        [...CATEGORIES, 'lcp', 'tbt', 'cls', 'benchmarkIndex'].map((key) => [key, median(results.map((r) => r[key]))]),
      );
      console.log(`${page.name.padEnd(8)} median: ${line(pick)}`);
    }
  }
} finally {
  await browser.disconnect();
  await chrome.kill();
}
