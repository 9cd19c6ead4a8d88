// Measures the catalogue's read paths against a running Satchel (for example one filled by
// `npm run seed:large`). Only ever aimed at this machine, and bounded in time.
// Usage: npm run bench -- [--url http://127.0.0.1:3000] [--seconds 10] [--connections 8]
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: {
    url: { type: 'string', default: 'http://127.0.0.1:3000' },
    seconds: { type: 'string', default: '10' },
    connections: { type: 'string', default: '8' },
  },
});
const base = new URL(values.url);
if (!['127.0.0.1', 'localhost', '::1', '[::1]'].includes(base.hostname)) {
  console.error('bench only runs against this machine (127.0.0.1 or localhost)');
  process.exit(1);
}
const seconds = Math.min(Math.max(Number(values.seconds) || 10, 1), 120);
const connections = Math.min(Math.max(Number(values.connections) || 8, 1), 64);

const categories = await (await fetch(new URL('/api/categories', base))).json();
const slug = categories[0]?.slug;
const scenarios = [
  ['first page (20)', '/api/products?page=1&limit=20'],
  ['storefront listing (1000)', '/api/products?page=1&limit=1000'],
  ['deep page, price sort', '/api/products?page=200&limit=20&sort=price_desc'],
  ['category with subcategories', `/api/products?category=${slug}&limit=20&sort=newest`],
  ['price and size filter', '/api/products?minPrice=1000&maxPrice=5000&size=M&limit=20'],
  ['search', '/api/products/search?q=leather%20tote'],
  ['search with a typo', '/api/products/search?q=hndbag'],
  ['category tree', '/api/categories'],
];

console.log(`${base.origin}: ${connections} connections, ${seconds} s per scenario\n`);
console.log(
  'scenario'.padEnd(30),
  'req/s'.padStart(8),
  'p50 ms'.padStart(8),
  'p95 ms'.padStart(8),
  'p99 ms'.padStart(8),
  'errors'.padStart(7),
);
for (const [name, path] of scenarios) {
  const url = new URL(path, base);
  const latencies = [];
  let errors = 0;
  const deadline = performance.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < deadline) {
        const started = performance.now();
        try {
          const response = await fetch(url);
          await response.arrayBuffer();
          if (!response.ok) errors++;
        } catch {
          errors++;
        }
        latencies.push(performance.now() - started);
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  const at = (q) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))].toFixed(1);
  console.log(
    name.padEnd(30),
    (latencies.length / seconds).toFixed(0).padStart(8),
    at(0.5).padStart(8),
    at(0.95).padStart(8),
    at(0.99).padStart(8),
    String(errors).padStart(7),
  );
}
