const INR = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2 });

/**
 * Money is whole paise everywhere inside; the API speaks rupees with at most two decimals. These
 * are the only conversions between the two, and the only formatting.
 */
export function rupeesToPaise(rupees: number): number {
  return Math.round(rupees * 100);
}

export function paiseToRupees(paise: number): number {
  return paise / 100;
}

/** A price in rupees times a quantity, multiplied in whole paise so decimals never drift (0.1 × 3 = 0.3). */
export function multiplyRupees(rupees: number, quantity: number): number {
  return paiseToRupees(rupeesToPaise(rupees) * quantity);
}

/** '4999.00' for 499900 paise: a plain decimal in rupees, as schema.org and Open Graph prices are written. */
export function paiseToDecimal(paise: number): string {
  const sign = paise < 0 ? '-' : '';
  const whole = Math.abs(Math.round(paise));
  return `${sign}${Math.floor(whole / 100)}.${String(whole % 100).padStart(2, '0')}`;
}

/** '₹4,999.00' for 499900 paise: Indian grouping, always two decimals. */
export function formatPaise(paise: number): string {
  return INR.format(paise / 100);
}

/** '₹4,999.00' for 4999 rupees (rounded to whole paise first). */
export function formatRupees(rupees: number): string {
  return formatPaise(rupeesToPaise(rupees));
}
