// Lighthouse (mobile preset: its default emulation and throttling) on the home page and on a product page
// of a running Satchel, in Debian's Chromium. Prints the performance score, LCP, TBT and CLS; writes nothing.
// Usage: node scripts/lighthouse.mjs --url http://127.0.0.1:3412 [--runs 3] [--chromium /usr/bin/chromium]
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const { values } = parseArgs({
  options: {
    url: { type: 'string', default: 'http://127.0.0.1:3000' },
    runs: { type: 'string', default: '1' },
    chromium: { type: 'string', default: '/usr/bin/chromium' },
    product: { type: 'string' },
  },
});

const base = new URL(values.url);
if (base.hostname !== '127.0.0.1') {
  console.error(`--url must be on 127.0.0.1, not ${base.hostname}`);
  process.exit(2);
}
const runs = Math.max(1, Number(values.runs) || 1);

/** A product page: the one named by --product, else the first product the API lists. */
async function productPage() {
  if (values.product) return new URL(`/product/${encodeURIComponent(values.product)}`, base).href;
  const response = await fetch(new URL('/api/products?page=1&limit=1', base));
  if (!response.ok) throw new Error(`GET /api/products answered ${response.status}`);
  const { data } = await response.json();
  if (!data?.length) throw new Error('the shop has no products');
  return new URL(`/product/${encodeURIComponent(data[0].name)}`, base).href;
}

const pages = [
  { name: 'home', url: new URL('/', base).href },
  { name: 'product', url: await productPage() },
];

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

const median = (numbers) => [...numbers].sort((a, b) => a - b)[Math.floor(numbers.length / 2)];

try {
  for (const page of pages) {
    const results = [];
    for (let run = 0; run < runs; run++) {
      // No config: Lighthouse's default, a mobile device with simulated slow 4G and a 4× slower CPU.
      const result = await lighthouse(page.url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'silent',
        onlyCategories: ['performance'],
      });
      if (!result) throw new Error(`Lighthouse returned nothing for ${page.url}`);
      const { lhr } = result;
      if (lhr.runtimeError) throw new Error(`${page.url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
      const audit = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
      results.push({
        score: Math.round((lhr.categories.performance.score ?? 0) * 100),
        lcp: audit('largest-contentful-paint'),
        tbt: audit('total-blocking-time'),
        cls: audit('cumulative-layout-shift'),
        fcp: audit('first-contentful-paint'),
      });
      const r = results.at(-1);
      console.log(
        `${page.name.padEnd(8)} run ${run + 1}: performance ${r.score}, LCP ${(r.lcp / 1000).toFixed(2)} s, ` +
          `TBT ${Math.round(r.tbt)} ms, CLS ${r.cls.toFixed(3)} (FCP ${(r.fcp / 1000).toFixed(2)} s)  ${page.url}`,
      );
    }
    if (runs > 1) {
      const pick = (key) => median(results.map((r) => r[key]));
      console.log(
        `${page.name.padEnd(8)} median: performance ${pick('score')}, LCP ${(pick('lcp') / 1000).toFixed(2)} s, ` +
          `TBT ${Math.round(pick('tbt'))} ms, CLS ${pick('cls').toFixed(3)}`,
      );
    }
  }
} finally {
  await chrome.kill();
}
