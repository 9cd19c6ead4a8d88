import { formatPaise } from '../money';
import { discountCodeLine } from './discount-codes';
import { POSTAL_CODE } from './addresses';

/**
 * Delivery (README, "Delivery"): what an order pays for delivery and cash on delivery, where the
 * shop delivers, and how a shipped parcel is tracked. With no settings the shop keeps its first
 * rules: free delivery to every pincode, no COD limit or fee, delivery a week after the order.
 */

/** The delivery settings are a single record: its id (the audit log files changes under it). */
export const DELIVERY_SETTINGS_ID = 1;

/** Days from the order's date (in India) to its expected delivery, unless a zone says otherwise. */
export const DEFAULT_DELIVERY_DAYS = 7;
export const MAX_DELIVERY_DAYS = 60;

/** Which pincodes are served: every one, only the list's, or all but the list's. */
export const PINCODE_MODES = ['all', 'only', 'except'] as const;
export type PincodeMode = (typeof PINCODE_MODES)[number];
export const PINCODE_MODE_LABELS: Record<PincodeMode, string> = {
  all: 'Every pincode',
  only: 'Only the pincodes listed',
  except: 'Every pincode except those listed',
};
/** India has about 19,100 pincodes; room to spare. */
export const MAX_PINCODES = 30_000;

/** A zone matches the address's state (its name, any case) or the start of its pincode. */
export const ZONE_KINDS = ['state', 'prefix'] as const;
export type ZoneKind = (typeof ZONE_KINDS)[number];
export const MAX_ZONES = 200;
/** A prefix of a pincode: its first one to five digits (the first is the region, the first three the sorting district). */
export const PINCODE_PREFIX = /^[1-9][0-9]{0,4}$/;

/**
 * The carriers the back office offers; any other name may be typed in, and gets no link. Each
 * link is the carrier's public tracking page with the number in it (docs/delivery.md cites them).
 */
export const CARRIERS = [
  { name: 'Delhivery', trackingUrl: 'https://www.delhivery.com/track/package/{number}' },
  {
    name: 'Blue Dart',
    trackingUrl: 'https://www.bluedart.com/web/guest/trackdartresultthirdparty?trackFor=0&trackNo={number}',
  },
  {
    name: 'DTDC',
    trackingUrl: 'https://www.dtdc.in/tracking/tracking_results.asp?Ttype=awb_no&strCnno={number}&TrkType2=awb_no',
  },
  { name: 'Ekart', trackingUrl: 'https://ekartlogistics.com/shipmenttrack/{number}' },
  { name: 'Xpressbees', trackingUrl: 'https://www.xpressbees.com/shipment/tracking?awbNo={number}' },
  // India Post asks for a CAPTCHA on every lookup: its page, where the customer types the number.
  {
    name: 'India Post',
    trackingUrl: 'https://www.indiapost.gov.in/_layouts/15/dop.portal.tracking/trackconsignment.aspx',
  },
  { name: 'Shadowfax', trackingUrl: 'https://tracker.shadowfax.in/#/track/{number}/Fwd' },
  { name: 'Shiprocket', trackingUrl: 'https://shiprocket.co/tracking/{number}' },
] as const;
export const MAX_CARRIER_LENGTH = 50;
/** An air waybill (AWB) or consignment number as couriers print them. */
export const TRACKING_NUMBER = /^[A-Za-z0-9-]{6,30}$/;

/** The carrier's tracking page for this number, or null for a carrier without one. */
export function trackingUrl(carrier: string | null | undefined, number: string | null | undefined): string | null {
  if (!carrier || !number) return null;
  const known = CARRIERS.find((entry) => entry.name.toLowerCase() === carrier.trim().toLowerCase());
  return known ? known.trackingUrl.replace('{number}', encodeURIComponent(number)) : null;
}

/** The carrier's name as the list writes it, when it is one of the list's; else as typed. */
export function carrierName(carrier: string): string {
  const trimmed = carrier.trim();
  return CARRIERS.find((entry) => entry.name.toLowerCase() === trimmed.toLowerCase())?.name ?? trimmed;
}

/**
 * The pincodes in a pasted list or an uploaded file (one per line, comma- or space-separated, or
 * a CSV such as India Post's directory): every cell that is six digits, each once, in order.
 * `rejected` lists the cells of five or seven digits (a pincode with a digit missing or one too
 * many), so the form can warn; other cells (names, coordinates, counts) are not pincodes at all.
 */
export function parsePincodeList(text: string): { pincodes: string[]; rejected: string[] } {
  const seen = new Set<string>();
  const rejected: string[] = [];
  for (const raw of text.split(/[\s,;|]+/)) {
    const cell = raw.replace(/^["']+|["']+$/g, '');
    if (POSTAL_CODE.test(cell)) seen.add(cell);
    else if (/^([0-9]{5}|[0-9]{7})$/.test(cell)) rejected.push(cell);
  }
  return { pincodes: [...seen], rejected };
}

/** How an order's charges are named wherever its totals show (storefront, back office, e-mails, invoices). */
export const DELIVERY_LABELS = {
  charge: 'Delivery',
  codFee: 'Cash on delivery fee',
  free: 'Free',
} as const;

/**
 * An order's charges besides its items, as its summaries list them (e-mails, invoice, My Account,
 * back office): delivery ("Free" when nothing), the COD fee when there is one, then the discount code.
 */
export function orderChargeLines(
  deliveryChargePaise: number,
  codFeePaise: number,
  code?: { code: string | null; discountPaise: number },
): [label: string, amount: string][] {
  return [
    [DELIVERY_LABELS.charge, deliveryChargePaise > 0 ? formatPaise(deliveryChargePaise) : DELIVERY_LABELS.free],
    ...(codFeePaise > 0 ? [[DELIVERY_LABELS.codFee, formatPaise(codFeePaise)] as [string, string]] : []),
    // The discount code's line, "Code DIWALI10  −₹150.00": what it took off, already out of the total.
    ...(code ? [discountCodeLine(code.code, code.discountPaise)].filter((line) => line !== null) : []),
  ];
}

/** 'Shipped with Delhivery · AWB DL123': a shipment as the shopper reads it. */
export function shipmentText(tracking: { carrier: string | null; trackingNumber: string | null }): string {
  const parts = [
    tracking.carrier && `with ${tracking.carrier}`,
    tracking.trackingNumber && `AWB ${tracking.trackingNumber}`,
  ];
  return ['Shipped', parts.filter(Boolean).join(' · ')].filter(Boolean).join(' ');
}

export const DELIVERY_MESSAGES = {
  pincodeFormat: 'Please enter a valid 6-digit pincode.',
  notServiceable: (pincode: string) =>
    `Sorry, we do not deliver to pincode ${pincode} yet. Please choose another address.`,
  codOverLimit: (limitPaise: number) =>
    `Cash on delivery is available for orders up to ${formatPaise(limitPaise)}. Please remove some items to place this order.`,
  tooManyPincodes: `A list can hold at most ${MAX_PINCODES.toLocaleString('en-IN')} pincodes.`,
  tooManyZones: `At most ${MAX_ZONES} zones.`,
  zonePrefixFormat: 'A pincode prefix is 1 to 5 digits and does not start with 0.',
  zoneStateRequired: 'Enter the state this zone covers.',
  zoneDuplicate: (match: string) => `There are two zones for ${match}.`,
  deliveryDays: `Delivery days must be a whole number from 1 to ${MAX_DELIVERY_DAYS}.`,
  trackingNumberFormat: 'The tracking number (AWB) must be 6 to 30 letters, digits or hyphens.',
  carrierTooLong: `The carrier's name must be at most ${MAX_CARRIER_LENGTH} characters.`,
  saved: 'Delivery settings saved',
  notDeliverable: 'Not deliverable',
  noAddressServed: 'We do not deliver to any of your addresses yet. Please add another address.',
  zoneChargeRequired: "Enter each zone's charge (0 for free delivery).",
} as const;
