/** How sizes are told apart and put in order, by the API's listing filters and the storefront's chips. */

/** Letter sizes, smallest first. */
const LETTER_SIZES = ['XXS', 'XS', 'S', 'M', 'L', 'XL', 'XXL', 'XXXL'];
const ONE_SIZE = /^(one[\s-]?size|os|free[\s-]?size)$/i;
const NUMBER = /^\d+(\.\d+)?$/;

/** One size however it is typed: 'M', 'm' and ' M ' are the same size. */
export function sizeKey(size: string): string {
  return size.trim().toLowerCase();
}

/** Where a size falls: letters (XS … XL), then numbers, then any other word, then One Size. */
function rankOf(size: string): [group: number, value: number, text: string] {
  const key = sizeKey(size);
  const letter = LETTER_SIZES.indexOf(key.toUpperCase().replace(/^2XL$/, 'XXL').replace(/^3XL$/, 'XXXL'));
  if (letter >= 0) return [0, letter, key];
  if (NUMBER.test(key)) return [1, Number(key), key];
  if (ONE_SIZE.test(key)) return [3, 0, key];
  return [2, 0, key];
}

/** Natural size order: XS, S, M, L, XL, then numbers ascending (6 before 10), then words, then One Size. */
export function compareSizes(a: string, b: string): number {
  const [groupA, valueA, textA] = rankOf(a);
  const [groupB, valueB, textB] = rankOf(b);
  return groupA - groupB || valueA - valueB || textA.localeCompare(textB, 'en');
}

/**
 * Sizes (or anything with one) in natural size order (compareSizes): the product page's chips
 * and the listing's size filter (whose sizes the API sorts with compareSizes) agree. Stable: the
 * colours of one size keep the order they were given in.
 */
export function bySize<T extends { size: string }>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => compareSizes(a.size, b.size));
}
