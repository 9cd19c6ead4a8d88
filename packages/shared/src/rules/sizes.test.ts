import { compareSizes, sizeKey } from './sizes';

describe('sizes', () => {
  it('counts a size however it is typed as one', () => {
    expect(sizeKey(' M ')).toBe(sizeKey('m'));
    expect(sizeKey('One Size')).toBe(sizeKey('one size'));
  });

  it('puts letters first, then numbers ascending, then other words, then One Size', () => {
    const shuffled = ['One Size', '10', 'XL', 'Petite', 'm', 'S', '8.5', '6', 'XS', 'L', '32', 'XXL'];
    expect([...shuffled].sort(compareSizes)).toEqual([
      'XS',
      'S',
      'm',
      'L',
      'XL',
      'XXL',
      '6',
      '8.5',
      '10',
      '32',
      'Petite',
      'One Size',
    ]);
  });

  it('reads 2XL as XXL', () => {
    expect(['3XL', '2XL', 'XL'].sort(compareSizes)).toEqual(['XL', '2XL', '3XL']);
  });
});
