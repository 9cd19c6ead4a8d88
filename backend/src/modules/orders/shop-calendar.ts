/** The shop's days are India's days: an order at 01:00 IST belongs to that Indian date. */
export const SHOP_TIME_ZONE = 'Asia/Kolkata';
const SHOP_UTC_OFFSET = '+05:30';

const isoDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: SHOP_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The Indian calendar date of an instant, as YYYY-MM-DD. */
export function shopDate(instant: Date): string {
  return isoDay.format(instant);
}

/** A YYYY-MM-DD date moved by whole days. */
export function addDays(date: string, days: number): string {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}

/** The instant an Indian calendar day begins. */
export function startOfShopDay(date: string): Date {
  return new Date(`${date}T00:00:00${SHOP_UTC_OFFSET}`);
}
