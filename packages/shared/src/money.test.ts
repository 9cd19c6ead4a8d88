import {
  formatPaise,
  formatRupees,
  formatWholeRupees,
  multiplyRupees,
  paiseInWords,
  paiseToDecimal,
  paiseToRupees,
  rupeesToPaise,
} from './money';

describe('money', () => {
  it('shows rupees in en-IN style with two decimals', () => {
    expect(formatRupees(4999)).toBe('₹4,999.00');
    expect(formatRupees(123456.5)).toBe('₹1,23,456.50');
    expect(formatWholeRupees(123456)).toBe('₹1,23,456');
    expect(formatRupees(0)).toBe('₹0.00');
    expect(formatPaise(12345650)).toBe('₹1,23,456.50');
  });

  it('converts in whole paise, so decimals never drift', () => {
    expect(rupeesToPaise(0.1 + 0.2)).toBe(30);
    expect(rupeesToPaise(9_999_999.99)).toBe(999_999_999);
    expect(paiseToRupees(199)).toBe(1.99);
    expect(multiplyRupees(0.1, 3)).toBe(0.3);
    expect(multiplyRupees(1499.5, 3)).toBe(4498.5);
  });

  it('writes a plain decimal for machine-read prices', () => {
    expect(paiseToDecimal(499900)).toBe('4999.00');
    expect(paiseToDecimal(199950)).toBe('1999.50');
    expect(paiseToDecimal(5)).toBe('0.05');
    expect(paiseToDecimal(999_999_999)).toBe('9999999.99');
  });

  it('writes amounts in words the Indian way, in lakh and crore', () => {
    expect(paiseInWords(499900)).toBe('Rupees Four Thousand Nine Hundred Ninety-Nine Only');
    expect(paiseInWords(12_000_050)).toBe('Rupees One Lakh Twenty Thousand and Fifty Paise Only');
    expect(paiseInWords(100)).toBe('Rupees One Only');
    expect(paiseInWords(5)).toBe('Rupees Zero and Five Paise Only');
    expect(paiseInWords(1_111_111_111)).toBe(
      'Rupees One Crore Eleven Lakh Eleven Thousand One Hundred Eleven and Eleven Paise Only',
    );
    // Three of the dearest size: the crore count itself runs past a hundred.
    expect(paiseInWords(2_999_999_997)).toBe(
      'Rupees Two Crore Ninety-Nine Lakh Ninety-Nine Thousand Nine Hundred Ninety-Nine and Ninety-Seven Paise Only',
    );
    expect(paiseInWords(150_000_000_000)).toBe('Rupees One Hundred Fifty Crore Only');
  });
});
