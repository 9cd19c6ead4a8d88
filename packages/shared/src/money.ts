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

const WHOLE_INR = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });

/** '₹4,999' for 4999 rupees: whole rupees, for axes and tiles where paise are noise. */
export function formatWholeRupees(rupees: number): string {
  return WHOLE_INR.format(rupees);
}

/** '₹4,999.00' for 4999 rupees (rounded to whole paise first). */
export function formatRupees(rupees: number): string {
  return formatPaise(rupeesToPaise(rupees));
}

const ONES = [
  '',
  'One',
  'Two',
  'Three',
  'Four',
  'Five',
  'Six',
  'Seven',
  'Eight',
  'Nine',
  'Ten',
  'Eleven',
  'Twelve',
  'Thirteen',
  'Fourteen',
  'Fifteen',
  'Sixteen',
  'Seventeen',
  'Eighteen',
  'Nineteen',
];
const TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];

/** 0 < n < 100 in words: 'Ninety-Nine'. */
function belowHundred(n: number): string {
  return n < 20 ? ONES[n] : `${TENS[Math.floor(n / 10)]}${n % 10 ? `-${ONES[n % 10]}` : ''}`;
}

/** A whole number in words, grouped the Indian way: crore (10^7), lakh (10^5), thousand, hundred. */
function indianWords(n: number): string {
  const parts: string[] = [];
  if (n >= 10_000_000) parts.push(`${indianWords(Math.floor(n / 10_000_000))} Crore`);
  const belowCrore = n % 10_000_000;
  const groups: [number, string][] = [
    [Math.floor(belowCrore / 100_000), 'Lakh'],
    [Math.floor((belowCrore % 100_000) / 1000), 'Thousand'],
    [Math.floor((belowCrore % 1000) / 100), 'Hundred'],
  ];
  for (const [count, name] of groups) if (count) parts.push(`${belowHundred(count)} ${name}`);
  if (n % 100) parts.push(belowHundred(n % 100));
  return parts.join(' ');
}

/** An amount in words as Indian invoices write it: 'Rupees One Lakh Twenty Thousand and Fifty Paise Only'. */
export function paiseInWords(paise: number): string {
  const rupees = Math.floor(paise / 100);
  const rest = paise % 100;
  const words = [`Rupees ${rupees ? indianWords(rupees) : 'Zero'}`];
  if (rest) words.push(`and ${belowHundred(rest)} Paise`);
  return `${words.join(' ')} Only`;
}
