/** The category form's rules and messages, checked by the API and shown by the admin before sending. */
export const CATEGORY_IMAGES = 1;

export const CATEGORY_MESSAGES = {
  nameRequired: 'Please fill the category name.',
  imageRequired: `Please upload at least ${CATEGORY_IMAGES} images.`,
  imageTooMany: `You can upload a maximum of ${CATEGORY_IMAGES} images.`,
} as const;
