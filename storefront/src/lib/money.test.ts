import { chargedPrice, lineTotal, percentOff, youSave } from './money';

describe('prices (DECISIONS §4)', () => {
  const discounted = { originalPrice: 5999, discountPrice: 4999 };
  const plain = { originalPrice: 1499.5, discountPrice: null };

  it('charges the selling price when there is one, else the MRP', () => {
    expect(chargedPrice(discounted)).toBe(4999);
    expect(chargedPrice(plain)).toBe(1499.5);
    expect(chargedPrice({ originalPrice: 800, discountPrice: 0 })).toBe(800);
  });

  it('rounds the percent off the MRP', () => {
    expect(percentOff(discounted)).toBe(17);
    expect(percentOff(plain)).toBe(0);
    expect(percentOff({ originalPrice: 3, discountPrice: 2 })).toBe(33);
  });

  it('sums in paise, so decimals never drift', () => {
    expect(lineTotal({ originalPrice: 0.1, discountPrice: null }, 3)).toBe(0.3);
    expect(lineTotal(plain, 3)).toBe(4498.5);
    expect(youSave(discounted, 2)).toBe(2000);
    expect(youSave(plain, 5)).toBe(0);
  });
});
