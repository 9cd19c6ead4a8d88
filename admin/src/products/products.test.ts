import { productForm } from './productFormData';
import {
  colorProblem,
  discountWithinOriginal,
  FIRST_VARIANT,
  nextVariant,
  originalCoversDiscount,
  productImagesProblem,
  stockColour,
  swatch,
} from './productRules';
import { showingText } from './ProductList';

describe('product rules (docs/product.md §5, §9)', () => {
  it('colours stock green above 10, yellow from 1 to 10, red at 0', () => {
    expect([11, 10, 1, 0].map(stockColour)).toEqual(['success', 'warning', 'warning', 'error']);
  });

  it('starts with one variant of stock 1, and a new variant copies the last colour with stock 0', () => {
    expect(nextVariant([])).toEqual(FIRST_VARIANT);
    expect(FIRST_VARIANT.stock).toBe(1);
    const next = nextVariant([
      { size: 'M', color: 'Tan', stock: 4, originalPrice: 10 },
      { size: 'L', color: '#7b3f00', colorHexCode: '#7b3f00', stock: 9, originalPrice: 12 },
    ]);
    expect(next).toMatchObject({ color: '#7b3f00', colorHexCode: '#7b3f00', stock: 0, size: '' });
  });

  it('takes a colour name or a 3/6-digit hex, which sets the swatch', () => {
    expect(colorProblem('Dark Brown')).toBeUndefined();
    expect(colorProblem('#abc')).toBeUndefined();
    expect(colorProblem('7b3f00')).toBeUndefined();
    expect(colorProblem('#abcd')).toMatch(/hex code/);
    expect(colorProblem(' ')).toBe('Please fill the colour of every variant.');
    expect(swatch('7b3f00')).toBe('#7b3f00');
    expect(swatch('tan')).toBe('#d2b48c'); // CSS's tan
  });

  it('refuses a discount above the original price on both fields, with the product’s messages', () => {
    const values = { variants: [{ size: 'M', color: 'Tan', stock: 1, originalPrice: 100, discountPrice: 120 }] };
    expect(discountWithinOriginal(120, values, { source: 'variants.0.discountPrice' })).toBe(
      'Discount Price cannot be greater than Original Price',
    );
    expect(originalCoversDiscount(100, values, { source: 'variants.0.originalPrice' })).toBe(
      'Original Price must be greater than or equal to Discount Price',
    );
    const fine = { variants: [{ ...values.variants[0], discountPrice: 80 }] };
    expect(discountWithinOriginal(80, fine, { source: 'variants.0.discountPrice' })).toBeUndefined();
    expect(originalCoversDiscount(100, fine, { source: 'variants.0.originalPrice' })).toBeUndefined();
  });

  it('wants 1 to 10 images', () => {
    expect(productImagesProblem([])).toBe('Please upload at least 1 image');
    expect(productImagesProblem(Array.from({ length: 11 }, () => ({})))).toBe('Maximum 10 images allowed.');
    expect(productImagesProblem([{}])).toBeUndefined();
  });

  it("says where the page stands: 'Showing x - y of total products'", () => {
    expect(showingText(1, 10, 10, 42)).toBe('Showing 1 - 10 of 42 products');
    expect(showingText(5, 10, 2, 42)).toBe('Showing 41 - 42 of 42 products');
    expect(showingText(1, 10, 0, 0)).toBe('Showing 0 - 0 of 0 products');
  });
});

describe('the product form', () => {
  it('sends only the API fields, variants as JSON, removed images by id and new files', () => {
    const before = {
      id: 7,
      name: 'Tote',
      categoryId: 3,
      description: '<p>x</p>',
      isBestSeller: true,
      images: [
        { id: 70, url: '/a.png', filename: 'a.png' },
        { id: 71, url: '/b.png', filename: 'b.png' },
      ],
      variants: [
        { id: 9, size: 'M', color: 'Tan', colorHexCode: null, stock: 3, originalPrice: 1999, discountPrice: null },
      ],
    };
    const file = new File(['png'], 'c.png', { type: 'image/png' });
    const form = productForm(
      {
        ...before,
        images: [
          { id: 71, src: '/b.png' },
          { rawFile: file, src: 'blob:c' },
        ],
        variants: [
          ...before.variants,
          { size: ' L ', color: 'Tan', stock: '0', originalPrice: '2099.5', discountPrice: '' },
        ],
      },
      before,
    );
    expect([...new Set(form.keys())].sort()).toEqual([
      'categoryId',
      'deletedImageIds',
      'description',
      'gstRate',
      'hsnCode',
      'images',
      'isBestSeller',
      'productName',
      'productVariants',
    ]);
    expect(form.get('productName')).toBe('Tote');
    // No rate or HSN of its own: empty, so it takes its category's.
    expect([form.get('hsnCode'), form.get('gstRate')]).toEqual(['', '']);
    const taxed = productForm({ ...before, hsnCode: '4202', gstRate: 12 }, before);
    expect([taxed.get('hsnCode'), taxed.get('gstRate')]).toEqual(['4202', '12']);
    expect(form.get('isBestSeller')).toBe('true');
    expect(form.get('deletedImageIds')).toBe('[70]');
    expect(form.getAll('images')).toHaveLength(1);
    expect(JSON.parse(String(form.get('productVariants')))).toEqual([
      { id: 9, size: 'M', color: 'Tan', colorHexCode: null, stock: 3, originalPrice: 1999, discountPrice: null },
      { size: 'L', color: 'Tan', colorHexCode: null, stock: 0, originalPrice: 2099.5, discountPrice: null },
    ]);
  });
});
