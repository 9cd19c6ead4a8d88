/** The category form's rules and messages, checked by the API and shown by the admin before sending. */
export const CATEGORY_IMAGES = 1;
export const MAX_CATEGORY_NAME_LENGTH = 100;
/** Letters, digits and spaces: a category's name is also its address (its slug). */
export const CATEGORY_NAME = /^[\p{L}\p{N} ]+$/u;
/** What the back office strips from a category name as it is typed. */
export const NOT_IN_CATEGORY_NAME = /[^\p{L}\p{N} ]/gu;

export const CATEGORY_MESSAGES = {
  nameRequired: 'Please fill the category name.',
  nameTooLong: `Category name must be at most ${MAX_CATEGORY_NAME_LENGTH} characters.`,
  nameCharacters: 'Category name may contain only letters, digits and spaces.',
  imageRequired: `Please upload at least ${CATEGORY_IMAGES} images.`,
  imageTooMany: `You can upload a maximum of ${CATEGORY_IMAGES} images.`,
} as const;
