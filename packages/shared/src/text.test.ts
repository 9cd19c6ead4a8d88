import { countOf } from './text';

describe('countOf', () => {
  it('says one in the singular and any other number in the plural', () => {
    expect(countOf(1, 'order')).toBe('1 order');
    expect(countOf(0, 'order')).toBe('0 orders');
    expect(countOf(2, 'subcategory', 'subcategories')).toBe('2 subcategories');
  });
});
