import { hexOf, namedColourHex, UNKNOWN_COLOUR_HEX, variantHex } from './colours';

describe('colours', () => {
  it('knows the leather trade’s names that CSS does not, and CSS’s own', () => {
    for (const name of ['Cognac', 'Wine', 'Camel', 'Mustard', 'Oxblood', 'Blush', 'Forest', 'Champagne'])
      expect(namedColourHex(name)).toMatch(/^#[0-9a-f]{6}$/);
    expect(namedColourHex('Black')).toBe('#000000');
    expect(namedColourHex(' navy ')).toBe('#000080');
    expect(namedColourHex('Forest Green')).toBe('#228b22');
    expect(namedColourHex('Moonbeam')).toBeNull();
  });

  it('reads a hex typed as the colour as stored', () => {
    expect(hexOf('7B3F00')).toBe('#7b3f00');
    expect(hexOf(' #abc ')).toBe('#abc');
    expect(hexOf('Tan')).toBeNull();
    expect(hexOf('#abcd')).toBeNull();
    expect(hexOf(null)).toBeNull();
  });

  it('gives every variant a hex: typed, else chosen, else its name’s, else grey', () => {
    expect(variantHex('#7B3F00', '#000000')).toBe('#7b3f00');
    expect(variantHex('Cognac', '#123456')).toBe('#123456');
    expect(variantHex('Cognac')).toBe(namedColourHex('Cognac'));
    expect(variantHex('Moonbeam', null)).toBe(UNKNOWN_COLOUR_HEX);
  });
});
