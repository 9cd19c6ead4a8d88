import { charCount, countOf } from './text';

describe('countOf', () => {
  it('says one in the singular and any other number in the plural', () => {
    expect(countOf(1, 'order')).toBe('1 order');
    expect(countOf(0, 'order')).toBe('0 orders');
    expect(countOf(2, 'subcategory', 'subcategories')).toBe('2 subcategories');
  });
});

describe('charCount', () => {
  it('counts code points, as PostgreSQL counts a varchar: a variation selector is one, a bag emoji is one', () => {
    expect(charCount('')).toBe(0);
    expect(charCount('a\uFE0F')).toBe(2);
    expect(charCount('\u{1F45C}')).toBe(1);
    expect(charCount('\u{1F45C}'.repeat(3))).toBe(3);
  });
});
