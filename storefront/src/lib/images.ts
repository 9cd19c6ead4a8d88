// Picture helpers shared by the app and by boot.ts, which runs before the app's bundle: no imports here.

interface Picture {
  url: string;
  width: number;
  renditions: { width: number; url: string }[];
}

interface CategoryPictures {
  uploads: Picture[];
  subCategories: CategoryPictures[];
}

/** The widest rendition the image job makes; an original at least this wide has it. */
const WIDEST_RENDITION = 1280;

/**
 * The `srcset` of a catalogue picture: its WebP renditions (320, 640, 1280 px), and the original
 * when it is narrower than 1280 px but wider than its renditions (a 900 px upload has 320 and 640
 * only), so a wide screen is not given a stretched 640 px copy; a larger original never is, however
 * dense the screen. None until the renditions exist: the original alone is then the `src`.
 */
export function srcSetOf(image: Picture): string | undefined {
  if (!image.renditions.length) return undefined;
  const candidates = image.renditions.map(({ url, width }) => ({ url, width }));
  const widest = Math.max(...candidates.map((candidate) => candidate.width));
  if (image.width > widest && image.width < WIDEST_RENDITION) candidates.push({ url: image.url, width: image.width });
  return candidates.map(({ url, width }) => `${url} ${width}w`).join(', ');
}

/** The hero's slides: the first picture of every category that has one, parents before children. */
export function heroPictures<C extends CategoryPictures>(tree: C[]): { category: C; image: C['uploads'][number] }[] {
  const flat = (nodes: C[]): C[] => nodes.flatMap((node) => [node, ...flat(node.subCategories as C[])]);
  return flat(tree)
    .filter((category) => category.uploads[0])
    .map((category) => ({ category, image: category.uploads[0] }));
}

/** How wide the hero and the product page's main picture are drawn (their `sizes`). */
export const HERO_SIZES = '100vw';
export const PRODUCT_MAIN_SIZES = '(min-width: 900px) 50vw, 100vw';
