/** The category form's rules and messages, checked by the API and shown by the admin before sending. */
export const CATEGORY_IMAGES = 1;
export const MAX_CATEGORY_NAME_LENGTH = 100;
/**
 * A slug is its name lower-cased, and lower-casing can lengthen text: 'İ' (U+0130) becomes 'i̇',
 * two characters, the most any character becomes. So a slug holds up to twice the name's length.
 */
export const MAX_CATEGORY_SLUG_LENGTH = 2 * MAX_CATEGORY_NAME_LENGTH;
/**
 * Letters (with their combining marks, such as Devanagari's vowel signs: 'हैंडबैग'), digits and
 * spaces: a category's name is also its address (its slug). A mark never comes first.
 */
export const CATEGORY_NAME = /^(?!\p{M})[\p{L}\p{M}\p{N} ]+$/u;
/**
 * A category name as kept: trimmed, and in Unicode's composed form (NFC), so 'Crème' typed with
 * a combining accent is the same name, and the same address, as 'Crème' typed with 'è'.
 */
export const categoryName = (name: string): string => name.trim().normalize('NFC');
/** What the back office strips from a category name as it is typed. */
export const NOT_IN_CATEGORY_NAME = /[^\p{L}\p{M}\p{N} ]/gu;
/**
 * How deep categories nest: a top-level category is level 1. Checked by the back office's form,
 * the import's dry run and the database itself (a trigger), so no writer can build a tree a
 * page cannot show.
 */
export const MAX_CATEGORY_DEPTH = 8;

export const CATEGORY_MESSAGES = {
  nameRequired: 'Please fill the category name.',
  nameTooLong: `Category name must be at most ${MAX_CATEGORY_NAME_LENGTH} characters.`,
  nameCharacters: 'Category name may contain only letters, digits and spaces.',
  imageRequired: `Please upload at least ${CATEGORY_IMAGES} images.`,
  imageTooMany: `You can upload a maximum of ${CATEGORY_IMAGES} images.`,
  tooDeep: `Categories can be nested at most ${MAX_CATEGORY_DEPTH} levels deep.`,
  underItself: 'A category cannot be placed under itself or one of its subcategories.',
} as const;

/** What the tree helpers need of a category. */
export interface CategoryNode {
  id: number;
  name: string;
  parentId: number | null;
}

/**
 * The chain from the top level down to category `id` (itself last). A loop, not recursion, and it
 * stops at a category it has seen: a tree made before the database's checks, however deep or
 * broken, cannot run it out of stack or keep it going.
 */
export function categoryChain<T extends CategoryNode>(
  byId: ReadonlyMap<number, T>,
  id: number | null | undefined,
): T[] {
  const chain: T[] = [];
  const seen = new Set<number>();
  let at = id === null || id === undefined ? undefined : byId.get(id);
  while (at && !seen.has(at.id)) {
    seen.add(at.id);
    chain.push(at);
    at = at.parentId === null ? undefined : byId.get(at.parentId);
  }
  return chain.reverse();
}

/** Each category's path of names from the top ('Bags > Totes' with ' > '), by id. */
export function categoryPaths(categories: CategoryNode[], separator: string): Map<number, string> {
  const byId = new Map(categories.map((category) => [category.id, category]));
  return new Map(
    categories.map((category) => [
      category.id,
      categoryChain(byId, category.id)
        .map((one) => one.name)
        .join(separator),
    ]),
  );
}
