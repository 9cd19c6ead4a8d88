import { MAX_VARIANTS, namedColourHex, PRODUCT_MESSAGES, UNKNOWN_COLOUR_HEX } from '@satchel/shared';
import { productForm, swatchToSend } from './productFormData';
import {
  discountWithinOriginal,
  FIRST_VARIANT,
  isCopiedColour,
  originalCoversDiscount,
  stockColour,
  pickerValue,
  swatch,
  variantsProblem,
} from './productRules';

describe('stock colours (docs/product.md §9)', () => {
  it.each([
    [0, 'error'],
    [1, 'warning'],
    [10, 'warning'],
    [11, 'success'],
    [500, 'success'],
  ])('stock %i is %s', (stock, colour) => expect(stockColour(stock)).toBe(colour));
});

describe('the number of variants', () => {
  const variants = (count: number) => Array.from({ length: count }, () => FIRST_VARIANT);

  it('is 1 to MAX_VARIANTS, as the API takes them', () => {
    expect(variantsProblem([])).toBe(PRODUCT_MESSAGES.variantsRequired);
    expect(variantsProblem(undefined)).toBe(PRODUCT_MESSAGES.variantsRequired);
    expect(variantsProblem(variants(1))).toBeUndefined();
    expect(variantsProblem(variants(MAX_VARIANTS))).toBeUndefined();
    expect(variantsProblem(variants(MAX_VARIANTS + 1))).toBe(PRODUCT_MESSAGES.variantsTooMany);
  });
});

describe('price rules inside the variants editor', () => {
  const values = {
    variants: [
      { size: 'S', color: 'Tan', stock: 1, originalPrice: 100, discountPrice: 90 },
      { size: 'M', color: 'Tan', stock: 0, originalPrice: 100, discountPrice: 120 },
    ],
  };

  // Inside <ArrayInput> react-admin gives a validator the item's own source and the whole path apart.
  it('finds the variant from the whole path react-admin passes as finalSource', () => {
    const second = { source: 'discountPrice', finalSource: 'variants.1.discountPrice' };
    expect(discountWithinOriginal(120, values, second)).toBe('Discount Price cannot be greater than Original Price');
    expect(
      originalCoversDiscount(100, values, { source: 'originalPrice', finalSource: 'variants.1.originalPrice' }),
    ).toBe('Original Price must be greater than or equal to Discount Price');
    expect(
      discountWithinOriginal(90, values, { source: 'discountPrice', finalSource: 'variants.0.discountPrice' }),
    ).toBe(undefined);
  });

  it('lets an equal price or no discount through (0 and empty mean none)', () => {
    const path = { finalSource: 'variants.0.discountPrice' };
    const variant = (discountPrice: number | null) => ({ variants: [{ ...values.variants[0], discountPrice }] });
    expect(discountWithinOriginal(100, variant(100), path)).toBeUndefined();
    expect(discountWithinOriginal(0, variant(0), path)).toBeUndefined();
    expect(originalCoversDiscount(100, variant(null), { finalSource: 'variants.0.originalPrice' })).toBeUndefined();
  });
});

describe('colours and swatches (docs/product.md §5)', () => {
  it('previews the swatch the API will store: a typed hex, else the one picked, else the name’s', () => {
    expect(swatch('#abc', '#000000')).toBe('#abc');
    expect(swatch('Tan', '#d2b48c')).toBe('#d2b48c');
    expect(swatch('Cognac', null)).toBe(namedColourHex('Cognac'));
    expect(swatch('Moonbeam', null)).toBe(UNKNOWN_COLOUR_HEX);
    expect(swatch('', '#d2b48c')).toBeUndefined();
    expect(pickerValue('#abc')).toBe('#aabbcc');
    expect(pickerValue('#7b3f00')).toBe('#7b3f00');
  });

  it('makes only a newly added, non-first variant read-only', () => {
    expect(isCopiedColour(0, {})).toBe(false);
    expect(isCopiedColour(1, {})).toBe(true);
    expect(isCopiedColour(1, { id: 12 })).toBe(false);
  });

  it('sends a typed hex as the swatch, keeps a stored one, and drops it when the colour is renamed', () => {
    const before = [{ id: 9, size: 'M', color: 'Tan', colorHexCode: '#d2b48c', stock: 1, originalPrice: 10 }];
    expect(swatchToSend({ ...before[0], color: '7B3F00' }, before)).toBe('#7b3f00');
    expect(swatchToSend(before[0], before)).toBe('#d2b48c');
    expect(swatchToSend({ ...before[0], color: 'Black' }, before)).toBeNull();
    // Renamed, then a swatch picked for the new name: the pick is sent.
    expect(swatchToSend({ ...before[0], color: 'Wine', colorHexCode: '#5e1224' }, before)).toBe('#5e1224');
    // A new variant carries the swatch copied with its colour.
    expect(
      swatchToSend({ size: 'L', color: 'Tan', colorHexCode: '#d2b48c', stock: 0, originalPrice: 10 }, before),
    ).toBe('#d2b48c');
  });
});

describe('the product multipart form', () => {
  it('sends a new product without deletedImageIds, the prices in rupees and the stock as numbers', () => {
    const photo = new File(['jpg'], 'tote.jpg', { type: 'image/jpeg' });
    const form = productForm({
      name: '  Aarav Tote ',
      categoryId: 6,
      description: 'Roomy',
      isBestSeller: false,
      variants: [{ size: 'M', color: '#7B3F00', stock: 1, originalPrice: 2499.5, discountPrice: 1999 }],
      images: [{ rawFile: photo, src: 'blob:1', title: 'tote.jpg' }],
    });

    expect([...new Set(form.keys())].sort()).toEqual([
      'categoryId',
      'description',
      'gstRate',
      'hsnCode',
      'images',
      'isBestSeller',
      'productName',
      'productVariants',
    ]);
    expect(form.get('productName')).toBe('Aarav Tote');
    expect(form.get('categoryId')).toBe('6');
    expect(form.get('isBestSeller')).toBe('false');
    expect(form.getAll('images')).toEqual([photo]);
    expect(JSON.parse(String(form.get('productVariants')))).toEqual([
      { size: 'M', color: '#7B3F00', colorHexCode: '#7b3f00', stock: 1, originalPrice: 2499.5, discountPrice: 1999 },
    ]);
  });

  it('leaves out record fields the API does not take (id, slug, category, createdAt…)', () => {
    const record = {
      id: 3,
      name: 'Tote',
      categoryId: 2,
      category: { id: 2, name: 'Bags', slug: 'bags' },
      createdAt: '2025-01-01',
      updatedAt: '2025-01-02',
      images: [{ id: 30, uploadId: 300, url: '/uploads/a.jpg', filename: 'a.jpg' }],
      variants: [],
    };
    const form = productForm(record, record);
    expect([...form.keys()].sort()).toEqual([
      'categoryId',
      'description',
      'gstRate',
      'hsnCode',
      'isBestSeller',
      'productName',
      'productVariants',
    ]);
    expect(form.get('description')).toBe('');
  });

  it('removes every stored image the form dropped, by product image id (not upload id)', () => {
    const record = {
      images: [
        { id: 30, uploadId: 300 },
        { id: 31, uploadId: 301 },
        { id: 32, uploadId: 302 },
      ],
    };
    const form = productForm({ name: 'Tote', images: [{ id: 31, src: '/b.jpg' }] }, record);
    expect(form.get('deletedImageIds')).toBe('[30,32]');
  });
});
