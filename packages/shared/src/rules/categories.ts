/** The category form's rules and messages, checked by the API and shown by the admin before sending. */
export const CATEGORY_IMAGES = 1;
export const MAX_CATEGORY_NAME_LENGTH = 100;
/**
 * Letters (with their combining marks, such as Devanagari's vowel signs: 'हैंडबैग'), digits and
 * spaces: a category's name is also its address (its slug). A mark never comes first.
 */
export const CATEGORY_NAME = /^(?!\p{M})[\p{L}\p{M}\p{N} ]+$/u;
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
} as const;
