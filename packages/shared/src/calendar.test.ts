import {
  addDays,
  endOfShopDay,
  formatShopDate,
  formatShopDateTime,
  instantOfShopDateTime,
  instantOfShopTime,
  SHOP_INSTANT,
  SHOP_TIME_ZONE,
  shopDate,
  shopDateTimeInput,
  shopDaysRange,
  startOfShopDay,
  yearsBefore,
} from './calendar';

describe("the shop's calendar (India's days, whatever the reader's clock)", () => {
  it('puts an instant on its Indian date', () => {
    expect(shopDate(new Date('2026-11-22T19:00:00Z'))).toBe('2026-11-23'); // 00:30 IST
    expect(shopDate(new Date('2026-11-22T18:00:00Z'))).toBe('2026-11-22');
    expect(startOfShopDay('2026-11-23').toISOString()).toBe('2026-11-22T18:30:00.000Z');
    expect(addDays('2026-11-28', 7)).toBe('2026-12-05');
    expect(endOfShopDay('2026-11-23').toISOString()).toBe('2026-11-23T18:30:00.000Z');
    expect(endOfShopDay('2026-12-31').toISOString()).toBe('2026-12-31T18:30:00.000Z');
  });

  it('filters a list by Indian days, both ends inclusive, either left out', () => {
    expect(shopDaysRange('2026-11-23', '2026-11-23')).toEqual({
      $gte: new Date('2026-11-22T18:30:00.000Z'),
      $lt: new Date('2026-11-23T18:30:00.000Z'),
    });
    expect(shopDaysRange('2026-11-23')).toEqual({ $gte: new Date('2026-11-22T18:30:00.000Z') });
    expect(shopDaysRange(undefined, '2026-11-23')).toEqual({ $lt: new Date('2026-11-23T18:30:00.000Z') });
    expect(shopDaysRange()).toBeUndefined();
  });

  it('goes back whole years by the calendar, a 29 February between the 28th and 1 March', () => {
    expect(yearsBefore('2026-11-30', 18)).toBe('2008-11-30');
    expect(yearsBefore('2028-02-29', 18)).toBe('2010-02-29');
    expect(yearsBefore('2026-01-01', -1)).toBe('2027-01-01');
  });

  it("gives each instant the day India's time zone gives it, through a year, its turn and its leap day", () => {
    const india = new Intl.DateTimeFormat('en-CA', { timeZone: SHOP_TIME_ZONE, dateStyle: 'short' });
    const from = Date.UTC(2027, 11, 30, 18, 29, 59, 999); // around midnight, 31 Dec 2027 in India
    for (let at = Date.UTC(2027, 11, 30, 18, 0); at < Date.UTC(2028, 11, 31); at += 7_919_999) {
      expect(shopDate(new Date(at))).toBe(india.format(at));
    }
    for (const at of [from, from + 1, Date.UTC(2028, 1, 28, 18, 30), Date.UTC(2028, 1, 29, 18, 29, 59, 999)]) {
      expect(shopDate(new Date(at))).toBe(india.format(at));
    }
  });

  it('writes calendar dates and instants in Indian English, on the day in India', () => {
    expect(formatShopDate('2026-11-30')).toBe('30 November 2026');
    expect(formatShopDate('2026-11-22T20:00:00.000Z')).toBe('23 November 2026');
    expect(formatShopDate(new Date('2026-11-22T20:00:00.000Z'), 'numeric')).toBe('23/11/2026');
    expect(formatShopDateTime('2026-11-22T20:05:00.000Z')).toBe('23 Nov 2026, 1:35 am');
  });

  it("reads an API instant with its offset as written, and without one in India's time", () => {
    expect(instantOfShopTime('2026-11-05T10:00:00Z').toISOString()).toBe('2026-11-05T10:00:00.000Z');
    expect(instantOfShopTime('2026-11-05T10:00+01:00').toISOString()).toBe('2026-11-05T09:00:00.000Z');
    expect(instantOfShopTime('2026-11-05T10:00:00-04:00').toISOString()).toBe('2026-11-05T14:00:00.000Z');
    expect(instantOfShopTime('2026-11-06T00:00:00').toISOString()).toBe('2026-11-05T18:30:00.000Z');
    expect(instantOfShopTime('2026-11-06T00:00').toISOString()).toBe('2026-11-05T18:30:00.000Z');
    expect(instantOfShopTime('2026-11-06T00:00:00.250').toISOString()).toBe('2026-11-05T18:30:00.250Z');
    expect(instantOfShopTime('2026-11-06').toISOString()).toBe('2026-11-05T18:30:00.000Z');
    for (const taken of ['2026-11-06', '2026-11-06T09:15', '2026-11-06T09:15:30.5Z', '2026-11-06T09:15+05:30']) {
      expect(SHOP_INSTANT.test(taken)).toBe(true);
    }
    for (const refused of [
      '2026-W45',
      '2026-310',
      '20261106',
      '2026-11-06 09:15',
      '2026-11-06T09',
      '2026-11-06T09:15z',
    ]) {
      expect(SHOP_INSTANT.test(refused)).toBe(false);
    }
  });

  it("holds a date-and-time field's value as India's wall-clock time, and reads it back as the same instant", () => {
    expect(shopDateTimeInput('2026-11-05T18:30:00.000Z')).toBe('2026-11-06T00:00');
    expect(shopDateTimeInput(new Date('2026-12-31T18:29:00Z'))).toBe('2026-12-31T23:59');
    expect(instantOfShopDateTime('2026-11-06T00:00').toISOString()).toBe('2026-11-05T18:30:00.000Z');
    expect(instantOfShopDateTime('2026-11-06T00:00:30').toISOString()).toBe('2026-11-05T18:30:30.000Z');
    for (const at of ['2028-02-29T18:29:00.000Z', '2027-01-01T00:00:00.000Z']) {
      expect(instantOfShopDateTime(shopDateTimeInput(at)).toISOString()).toBe(at);
    }
    expect(Number.isNaN(instantOfShopDateTime('not a time').getTime())).toBe(true);
    expect(Number.isNaN(instantOfShopDateTime('20261-11-01T09:00').getTime())).toBe(true);
    expect(shopDateTimeInput('not a time')).toBe('');
    expect(shopDateTimeInput(new Date(Date.UTC(10000, 0, 1)))).toBe('');
  });
});
