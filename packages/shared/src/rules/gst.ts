/**
 * GST (docs/product.md §17): India's states with their GST codes, the seller's registration, tax
 * rules (a rate, or price slabs per unit), tax out of GST-inclusive prices, and the numbers of tax
 * invoices and credit notes. Prices stay GST-inclusive: what the shopper sees is what they pay.
 */

/** A state or union territory as GST writes it: the code is the first two digits of a GSTIN there. */
export interface IndianState {
  code: string;
  name: string;
  /** Other ways people write it (older names, "&" for "and"), matched like the name. */
  aliases?: readonly string[];
}

/**
 * The 28 states and 8 union territories with their GST state codes (the 2011 census codes; 37 is
 * Andhra Pradesh since 2014, 38 Ladakh since 2019, 26 Dadra and Nagar Haveli and Daman and Diu
 * since their merger in 2020). Sources in docs/product.md §17.
 */
export const INDIAN_STATES: readonly IndianState[] = [
  { code: '35', name: 'Andaman and Nicobar Islands' },
  { code: '37', name: 'Andhra Pradesh' },
  { code: '12', name: 'Arunachal Pradesh' },
  { code: '18', name: 'Assam' },
  { code: '10', name: 'Bihar' },
  { code: '04', name: 'Chandigarh' },
  { code: '22', name: 'Chhattisgarh', aliases: ['Chattisgarh'] },
  {
    code: '26',
    name: 'Dadra and Nagar Haveli and Daman and Diu',
    aliases: ['Dadra and Nagar Haveli', 'Daman and Diu'],
  },
  { code: '07', name: 'Delhi', aliases: ['New Delhi', 'NCT of Delhi'] },
  { code: '30', name: 'Goa' },
  { code: '24', name: 'Gujarat', aliases: ['Gujrat'] },
  { code: '06', name: 'Haryana' },
  { code: '02', name: 'Himachal Pradesh' },
  { code: '01', name: 'Jammu and Kashmir' },
  { code: '20', name: 'Jharkhand' },
  { code: '29', name: 'Karnataka' },
  { code: '32', name: 'Kerala' },
  { code: '38', name: 'Ladakh' },
  { code: '31', name: 'Lakshadweep' },
  { code: '23', name: 'Madhya Pradesh' },
  { code: '27', name: 'Maharashtra' },
  { code: '14', name: 'Manipur' },
  { code: '17', name: 'Meghalaya' },
  { code: '15', name: 'Mizoram' },
  { code: '13', name: 'Nagaland' },
  { code: '21', name: 'Odisha', aliases: ['Orissa'] },
  { code: '34', name: 'Puducherry', aliases: ['Pondicherry'] },
  { code: '03', name: 'Punjab' },
  { code: '08', name: 'Rajasthan' },
  { code: '11', name: 'Sikkim' },
  { code: '33', name: 'Tamil Nadu' },
  { code: '36', name: 'Telangana', aliases: ['Telengana'] },
  { code: '16', name: 'Tripura' },
  { code: '09', name: 'Uttar Pradesh' },
  { code: '05', name: 'Uttarakhand', aliases: ['Uttaranchal'] },
  { code: '19', name: 'West Bengal' },
];

/** A name as compared: lower case, "&" as "and", nothing but letters and digits. */
const comparable = (text: string) =>
  text
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]/g, '');
const STATE_BY_KEY = new Map<string, IndianState>(
  INDIAN_STATES.flatMap((state) => [
    [state.code, state] as const,
    [comparable(state.name), state] as const,
    ...(state.aliases ?? []).map((alias) => [comparable(alias), state] as const),
  ]),
);

/** The state a text names: its name or an alias in any case and spacing, or its GST code ("27", "7"). */
export function findIndianState(text: string | null | undefined): IndianState | undefined {
  const trimmed = (text ?? '').trim();
  if (/^[0-9]{1,2}$/.test(trimmed)) return STATE_BY_KEY.get(trimmed.padStart(2, '0'));
  return trimmed ? STATE_BY_KEY.get(comparable(trimmed)) : undefined;
}

/** "Maharashtra (27)": how invoices write a state with its code. */
export const stateWithCode = (state: IndianState) => `${state.name} (${state.code})`;

export const STATE_MESSAGES = {
  unknown: 'Please choose a state or union territory from the list.',
  /** An address saved before states were chosen from the list, whose text matched none. */
  addressNeedsState: 'Please choose the state of this address before ordering.',
} as const;

/** How the seller is registered for GST: only a regular registration issues tax invoices. */
export const REGISTRATION_TYPES = ['REGULAR', 'COMPOSITION', 'UNREGISTERED'] as const;
export type RegistrationType = (typeof REGISTRATION_TYPES)[number];
export const REGISTRATION_TYPE_LABELS: Record<RegistrationType, string> = {
  REGULAR: 'Regular (charges GST)',
  COMPOSITION: 'Composition scheme',
  UNREGISTERED: 'Not registered',
};

/** Whether a seller charges GST: registered regularly, with a GSTIN and a state. */
export function chargesGst(seller: { registrationType: string; gstin: string; stateCode: string | null }): boolean {
  return seller.registrationType === 'REGULAR' && !!seller.gstin && !!seller.stateCode;
}

/** What a plain invoice is titled: a composition or unregistered seller issues a bill of supply. */
export function plainInvoiceTitle(registrationType: string): string {
  return registrationType === 'REGULAR' ? 'INVOICE' : 'BILL OF SUPPLY';
}

/** An HSN code: 4, 6 or 8 digits (4 is enough below ₹5 crore turnover for B2C, Notification 78/2020). */
export const HSN_CODE = /^([0-9]{4}|[0-9]{6}|[0-9]{8})$/;
export const MAX_GST_RATE = 40;
export const MAX_GST_SLABS = 10;

/**
 * A GST rule: slabs by the price of one unit, in rising order; a unit priced at most `upTo` rupees
 * takes that slab's rate, the last slab (upTo null) every price above. A flat rate is one slab.
 */
export interface GstSlab {
  upTo: number | null;
  rate: number;
}
export type GstRule = GstSlab[];

export const GST_MESSAGES = {
  hsnFormat: 'HSN code must be 4, 6 or 8 digits.',
  rateRange: `GST rate must be a percentage from 0 to ${MAX_GST_RATE}, with at most two decimals.`,
  slabsOrder: 'Each slab must start above the one before, and the last one must have no upper limit.',
  slabsCount: `A GST rule has 1 to ${MAX_GST_SLABS} slabs.`,
  invoicePrefixFormat: 'Invoice prefix must be 1 to 3 capital letters or digits, other than CN (credit notes).',
} as const;

/** What the apps write beside totals: prices include GST, and how much of a placed order's total is GST. */
export const GST_LABELS = {
  pricesIncludeGst: 'Prices include GST',
  includedGst: 'Includes GST',
} as const;

/** Whether a rate (percent) is one GST can be: 0–40 in hundredths. */
export function isGstRate(rate: unknown): rate is number {
  return (
    typeof rate === 'number' &&
    Number.isFinite(rate) &&
    rate >= 0 &&
    rate <= MAX_GST_RATE &&
    Math.abs(Math.round(rate * 100) - rate * 100) < 1e-6
  );
}

/** What is wrong with a rule, or undefined when it is a good one. */
export function gstRuleProblem(rule: unknown): string | undefined {
  if (!Array.isArray(rule) || rule.length < 1 || rule.length > MAX_GST_SLABS) return GST_MESSAGES.slabsCount;
  for (const [index, slab] of rule.entries()) {
    if (typeof slab !== 'object' || slab === null) return GST_MESSAGES.slabsOrder;
    const { upTo, rate } = slab as Partial<GstSlab>;
    if (!isGstRate(rate)) return GST_MESSAGES.rateRange;
    const last = index === rule.length - 1;
    if (last ? upTo !== null : !isRupeeLimit(upTo)) return GST_MESSAGES.slabsOrder;
    const before = index > 0 ? (rule[index - 1] as GstSlab).upTo : null;
    if (!last && before !== null && (upTo as number) <= before) return GST_MESSAGES.slabsOrder;
  }
  return undefined;
}
const isRupeeLimit = (value: unknown): value is number =>
  typeof value === 'number' &&
  Number.isFinite(value) &&
  value > 0 &&
  value <= 1e9 &&
  Math.round(value * 100) === value * 100;

/** A rate in percent as the database keeps it: basis points (18% is 1800), an integer. */
export const rateToBasisPoints = (rate: number) => Math.round(rate * 100);
export const basisPointsToRate = (basisPoints: number) => basisPoints / 100;

/** The rule as the database keeps it: paise and basis points. */
export interface StoredGstSlab {
  upToPaise: number | null;
  rateBp: number;
}
export const storedGstRule = (rule: GstRule): StoredGstSlab[] =>
  rule.map((slab) => ({
    upToPaise: slab.upTo === null ? null : Math.round(slab.upTo * 100),
    rateBp: rateToBasisPoints(slab.rate),
  }));
export const gstRuleOf = (stored: StoredGstSlab[]): GstRule =>
  stored.map((slab) => ({
    upTo: slab.upToPaise === null ? null : slab.upToPaise / 100,
    rate: basisPointsToRate(slab.rateBp),
  }));

/** The rate (basis points) a unit at this price takes under the rule: the first slab it fits. */
export function slabRate(rule: StoredGstSlab[], unitPricePaise: number): number {
  const slab = rule.find((candidate) => candidate.upToPaise === null || unitPricePaise <= candidate.upToPaise);
  return (slab ?? rule[rule.length - 1]).rateBp;
}

/** "5% up to ₹2,500 a piece, 18% above": a rule in words. */
export function describeGstRule(rule: GstRule): string {
  if (rule.length === 1) return `${rule[0].rate}%`;
  return rule
    .map((slab, index) =>
      slab.upTo === null
        ? `${slab.rate}% above`
        : `${slab.rate}% ${index === 0 ? 'up to' : 'to'} ₹${slab.upTo.toLocaleString('en-IN')} a piece`,
    )
    .join(', ');
}

/** The tax in a GST-inclusive amount: taxable = round(amount / (1 + rate)), tax = the rest. */
export function taxOfInclusive(amountPaise: number, rateBp: number): { taxablePaise: number; taxPaise: number } {
  // Half away from zero as PostgreSQL's round(numeric) does; integer maths up to 2^53 / 10^4.
  const taxablePaise = Math.round((amountPaise * 10_000) / (10_000 + rateBp));
  return { taxablePaise, taxPaise: amountPaise - taxablePaise };
}

/**
 * The tax as charged: IGST between states, or halves of CGST and SGST within one (SGST takes an
 * odd paisa), so the parts always sum to the tax.
 */
export function splitTax(taxPaise: number, intraState: boolean) {
  if (!intraState) return { cgstPaise: 0, sgstPaise: 0, igstPaise: taxPaise };
  const cgstPaise = Math.floor(taxPaise / 2);
  return { cgstPaise, sgstPaise: taxPaise - cgstPaise, igstPaise: 0 };
}

/** India's financial year (April to March) of a YYYY-MM-DD date, as invoices write it: "2026-27". */
export function financialYear(date: string): string {
  const year = Number(date.slice(0, 4));
  const start = Number(date.slice(5, 7)) >= 4 ? year : year - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

/** Rule 46(b): an invoice's number is at most 16 characters. */
export const MAX_DOCUMENT_NUMBER_LENGTH = 16;
export const INVOICE_PREFIX = /^[A-Z0-9]{1,3}$/;
export const DEFAULT_INVOICE_PREFIX = 'INV';
/** Credit notes have their own series. */
export const CREDIT_NOTE_PREFIX = 'CN';

/** An invoice prefix: 1–3 capitals or digits, never the credit notes' (their numbers would collide). */
export function isInvoicePrefix(prefix: unknown): boolean {
  return typeof prefix === 'string' && INVOICE_PREFIX.test(prefix) && prefix !== CREDIT_NOTE_PREFIX;
}

/**
 * A document's number: "INV/2026-27/0001", the serial padded to fill 16 characters. Past what
 * fits, the year is written short ("INV/26-27/10000") to keep within 16.
 */
export function documentNumber(prefix: string, year: string, serial: number): string {
  const width = MAX_DOCUMENT_NUMBER_LENGTH - prefix.length - year.length - 2;
  const digits = String(serial);
  if (digits.length <= width) return `${prefix}/${year}/${digits.padStart(width, '0')}`;
  return `${prefix}/${year.slice(2)}/${digits.padStart(width + 2, '0')}`;
}
