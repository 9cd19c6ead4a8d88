/** The product form's rules and messages, checked by the API and shown by the admin before sending. */

/** The highest price a size may have: below ₹1,00,00,000. */
export const MAX_RUPEES = 9_999_999.99;
export const MAX_STOCK = 1_000_000;
export const MAX_SIZE_LENGTH = 20;
export const MAX_PRODUCT_NAME_LENGTH = 200;
export const MAX_DESCRIPTION_LENGTH = 20_000;
export const MIN_PRODUCT_IMAGES = 1;
export const MAX_PRODUCT_IMAGES = 10;
/** Sizes (variants) per product. */
export const MAX_VARIANTS = 50;

/** The longest colour name. */
export const MAX_COLOR_LENGTH = 40;
/** A colour name (letters, spaces, hyphens) or a 3- or 6-digit hex code. */
export const COLOR = new RegExp(
  `^(#?[0-9a-fA-F]{3}|#?[0-9a-fA-F]{6}|[\\p{L}][\\p{L} -]{0,${MAX_COLOR_LENGTH - 1}})$`,
  'u',
);
export const HEX_COLOR = /^#?([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/;
/** Characters a product name cannot hold: it is part of the product's address. */
export const PRODUCT_NAME_CHARACTERS = /^[^/\\?#%]+$/;

export const PRODUCT_MESSAGES = {
  nameRequired: 'Please fill Product Name',
  nameTooLong: `Product Name must be at most ${MAX_PRODUCT_NAME_LENGTH} characters.`,
  nameCharacters: 'Product Name cannot contain / \\ ? # or %.',
  categoryRequired: 'Please select Category',
  descriptionTooLong: `Description must be at most ${MAX_DESCRIPTION_LENGTH} characters.`,
  variantsRequired: 'Please add at least one variant.',
  variantsTooMany: `A product can have at most ${MAX_VARIANTS} variants.`,
  duplicateVariant: 'Each size and colour may appear once per product.',
  sizeRequired: 'Please fill the size of every variant.',
  sizeTooLong: `Size must be at most ${MAX_SIZE_LENGTH} characters.`,
  colorRequired: 'Please fill the colour of every variant.',
  colorFormat: 'Colour must be a colour name or a hex code such as #7b3f00.',
  hexFormat: 'colorHexCode must be a hex code such as #7b3f00.',
  stockFormat: 'Stock must be a whole number of 0 or more.',
  stockTooLarge: `Stock must be at most ${MAX_STOCK}.`,
  originalPriceRequired: 'Original Price is required.',
  priceFormat: 'Prices must be amounts in rupees with at most 2 decimals.',
  priceTooLarge: 'Prices must be below ₹1,00,00,000.',
  discountAboveOriginal: 'Discount Price cannot be greater than Original Price',
  originalBelowDiscount: 'Original Price must be greater than or equal to Discount Price',
  imagesRequired: 'Please upload at least 1 image',
  imagesTooMany: `Maximum ${MAX_PRODUCT_IMAGES} images allowed.`,
  nameTaken: (name: string) => `A product named "${name}" already exists.`,
} as const;
