// A few hundred bytes the page loads beside the app's bundle (see vite.config.ts): before React has
// even arrived, it asks the API for what the first screen shows and preloads that screen's largest
// picture (the hero's first slide, a product's main picture) in the rendition the browser will pick.
// The app then takes these answers instead of asking again (lib/early.ts). Nothing here may import
// the app's modules, or they would become a chunk both have to load.
import type { EarlyAnswer } from './lib/early';
import { HERO_SIZES, heroPictures, PRODUCT_MAIN_SIZES, srcSetOf } from './lib/images';

type Picture = Parameters<typeof srcSetOf>[0];
type Category = Parameters<typeof heroPictures>[0][number];

const early: Record<string, Promise<EarlyAnswer>> = (window.__satchelEarly = {});

function read(path: string): Promise<EarlyAnswer> {
  // A network failure rejects, as the app's own client would; the app takes it as it takes its own.
  const answer = fetch(path, { headers: { Accept: 'application/json' } }).then(async (response) => ({
    ok: response.ok,
    data: response.ok ? await response.json() : undefined,
  }));
  early[path] = answer;
  return answer.catch(() => ({ ok: false, data: undefined }));
}

function preload(image: Picture | undefined, sizes: string) {
  if (!image) return;
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'image';
  link.href = image.url;
  const srcset = srcSetOf(image);
  if (srcset) {
    link.setAttribute('imagesrcset', srcset);
    link.setAttribute('imagesizes', sizes);
  }
  link.setAttribute('fetchpriority', 'high');
  document.head.append(link);
}

const path = window.location.pathname;
// The header shows the categories and the company on every page.
const categories = read('/api/categories');
read('/api/company-details');

if (path === '/' || path === '/home') {
  void categories.then(({ ok, data }) => {
    if (ok && Array.isArray(data)) preload(heroPictures(data as Category[])[0]?.image, HERO_SIZES);
  });
}

const product = /^\/product\/([^/]+)\/?$/.exec(path);
if (product) {
  let name: string | undefined;
  try {
    name = decodeURIComponent(product[1]);
  } catch {
    // A malformed address: the page itself will say the product is not found.
  }
  if (name !== undefined) {
    void read(`/api/products/by-name/${encodeURIComponent(name)}`).then(({ ok, data }) => {
      if (ok) preload((data as { images?: Picture[] } | undefined)?.images?.[0], PRODUCT_MAIN_SIZES);
    });
  }
}
