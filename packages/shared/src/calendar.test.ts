import { addDays, formatShopDate, formatShopDateTime, shopDate, startOfShopDay } from './calendar';

describe("the shop's calendar (India's days, whatever the reader's clock)", () => {
  it('puts an instant on its Indian date', () => {
    expect(shopDate(new Date('2026-11-22T19:00:00Z'))).toBe('2026-11-23'); // 00:30 IST
    expect(shopDate(new Date('2026-11-22T18:00:00Z'))).toBe('2026-11-22');
    expect(startOfShopDay('2026-11-23').toISOString()).toBe('2026-11-22T18:30:00.000Z');
    expect(addDays('2026-11-28', 7)).toBe('2026-12-05');
  });

  it('writes calendar dates and instants in Indian English, on the day in India', () => {
    expect(formatShopDate('2026-11-30')).toBe('30 November 2026');
    expect(formatShopDate('2026-11-22T20:00:00.000Z')).toBe('23 November 2026');
    expect(formatShopDate(new Date('2026-11-22T20:00:00.000Z'), 'numeric')).toBe('23/11/2026');
    expect(formatShopDateTime('2026-11-22T20:05:00.000Z')).toBe('23 Nov 2026, 1:35 am');
  });
});
