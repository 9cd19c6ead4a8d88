/**
 * The shop's calendar: its days are India's days (an order at 01:00 IST belongs to that Indian
 * date), and every date the shop shows (storefront, back office, e-mails, invoices) is written in
 * India's time, whatever the reader's own clock says.
 */
export const SHOP_TIME_ZONE = 'Asia/Kolkata';
// India keeps one offset all year (no daylight saving since 1945), so a day can be worked out.
const SHOP_UTC_OFFSET = '+05:30';
const SHOP_UTC_OFFSET_MS = (5 * 60 + 30) * 60_000;

/** The Indian calendar date of an instant, as YYYY-MM-DD (sums, not Intl: each order asks it). */
export function shopDate(instant: Date): string {
  return new Date(instant.getTime() + SHOP_UTC_OFFSET_MS).toISOString().slice(0, 10);
}

/** A YYYY-MM-DD date moved by whole days. */
export function addDays(date: string, days: number): string {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}

/**
 * The same month and day `years` before a YYYY-MM-DD date, for comparing dates as text: from 29
 * February it may name 29 February of a common year, which sorts between its 28 February and 1
 * March, so a birthday on 1 March is not yet `years` old on 29 February.
 */
export function yearsBefore(date: string, years: number): string {
  return `${String(Number(date.slice(0, 4)) - years).padStart(4, '0')}${date.slice(4)}`;
}

/** The instant an Indian calendar day begins. */
export function startOfShopDay(date: string): Date {
  return new Date(`${date}T00:00:00${SHOP_UTC_OFFSET}`);
}

/** The instant an Indian calendar day ends, the next one's start: a day filter is `at < endOfShopDay(to)`. */
export function endOfShopDay(date: string): Date {
  return startOfShopDay(addDays(date, 1));
}

/**
 * A list's filter of Indian calendar days, from and to inclusive (either may be left out), as the
 * bounds of an instant: `{ $gte, $lt }` for the ORM; undefined when neither is given.
 */
export function shopDaysRange(fromDay?: string, toDay?: string): { $gte?: Date; $lt?: Date } | undefined {
  if (!fromDay && !toDay) return undefined;
  return {
    ...(fromDay ? { $gte: startOfShopDay(fromDay) } : {}),
    ...(toDay ? { $lt: endOfShopDay(toDay) } : {}),
  };
}

/**
 * An instant as the wall-clock time in India that a date-and-time field holds
 * (`YYYY-MM-DDTHH:mm`, as `<input type="datetime-local">` takes it): the back office's forms
 * show the shop's time, not the browser's. Empty for what is not an instant of years 0–9999.
 */
export function shopDateTimeInput(instant: string | Date): string {
  const wall = new Date((instant instanceof Date ? instant : new Date(instant)).getTime() + SHOP_UTC_OFFSET_MS);
  const year = wall.getUTCFullYear();
  return Number.isNaN(year) || year < 0 || year > 9999 ? '' : wall.toISOString().slice(0, 16);
}

/** The instant a date-and-time field's India wall-clock time (`YYYY-MM-DDTHH:mm[:ss]`) names; an invalid Date when none. */
export function instantOfShopDateTime(wallClock: string): Date {
  return new Date(`${wallClock.length === 16 ? `${wallClock}:00` : wallClock}${SHOP_UTC_OFFSET}`);
}

/**
 * An instant as the API takes one: `YYYY-MM-DD`, optionally with `THH:mm[:ss[.fraction]]`, and
 * optionally with its offset (`Z` or `±hh:mm`). ISO 8601's week and ordinal dates are not taken.
 */
export const SHOP_INSTANT = /^\d{4}-\d{2}-\d{2}(?:T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:\d{2})?)?$/;

/**
 * The instant an API value (SHOP_INSTANT) names: as written when it carries an offset; without
 * one, India's wall-clock time, and a date alone that day's start in India, as the shop's staff
 * mean them (not UTC, which would move a code's end to 05:30 the next morning).
 */
export function instantOfShopTime(value: string): Date {
  if (/(?:Z|[+-]\d{2}:\d{2})$/.test(value)) return new Date(value);
  return value.length === 10 ? startOfShopDay(value) : instantOfShopDateTime(value);
}

const LONG_DATE = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: SHOP_TIME_ZONE,
});
const NUMERIC_DATE = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'numeric',
  year: 'numeric',
  timeZone: SHOP_TIME_ZONE,
});
const DATE_TIME = new Intl.DateTimeFormat('en-IN', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: SHOP_TIME_ZONE,
});

const SHORT_DAY = new Intl.DateTimeFormat('en-IN', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  timeZone: SHOP_TIME_ZONE,
});

/** An instant, or a calendar date (YYYY-MM-DD, a day of the shop's). */
function instantOf(value: string | Date): Date {
  if (value instanceof Date) return value;
  return new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T12:00:00${SHOP_UTC_OFFSET}` : value);
}

/** '30 November 2026' (or '30/11/2026' with `numeric`), the day in India. */
export function formatShopDate(value: string | Date, style: 'long' | 'numeric' = 'long'): string {
  return (style === 'long' ? LONG_DATE : NUMERIC_DATE).format(instantOf(value));
}

/** 'Mon, 30 Nov': a day close enough that its year goes without saying (a delivery date). */
export function formatShopDay(value: string | Date): string {
  return SHORT_DAY.format(instantOf(value));
}

/** '30 Nov 2026, 6:05 pm', in India's time. */
export function formatShopDateTime(value: string | Date): string {
  return DATE_TIME.format(instantOf(value));
}
