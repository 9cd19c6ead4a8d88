import { taxOfInclusive } from './gst';
import { apportion, creditedTax, refundablePaise, returnWindowOpen } from './returns';

/** A small deterministic random source, so a failure can be replayed. */
function random(seed: number) {
  return () => {
    seed = (seed * 48271) % 2147483647;
    return seed / 2147483647;
  };
}

describe('returns: what may be refunded, and the tax credited', () => {
  it('never lets the returns of a line refund more than was paid, a rejected return in between included', () => {
    // 3 units for 100 paise: 66 + 34; the 66 rejected, then 2 units again: 66, not 67.
    const first = refundablePaise(100, 3, { units: 0, paise: 0 }, 2);
    const second = refundablePaise(100, 3, { units: 2, paise: first }, 1);
    expect([first, second]).toEqual([66, 34]);
    const again = refundablePaise(100, 3, { units: 1, paise: second }, 2);
    expect(second + again).toBe(100);

    const next = random(7);
    for (let run = 0; run < 500; run++) {
      const quantity = 1 + Math.floor(next() * 6);
      const paid = Math.floor(next() * 10_000_000);
      const kept: { units: number; paise: number }[] = [];
      let left = quantity;
      while (left > 0) {
        const units = 1 + Math.floor(next() * left);
        const earlier = kept.reduce((sum, r) => ({ units: sum.units + r.units, paise: sum.paise + r.paise }), {
          units: 0,
          paise: 0,
        });
        const paise = refundablePaise(paid, quantity, earlier, units);
        // Some requests are rejected: their units may be asked for again.
        if (next() < 0.3) continue;
        kept.push({ units, paise });
        left -= units;
      }
      expect(kept.reduce((sum, r) => sum + r.paise, 0)).toBe(paid);
    }
  });

  it('credits no more GST over several refunds of a line than its invoice charged, and all of it for a full refund', () => {
    // 3 × ₹10 at 18%: the invoice charged 458 paise; one unit at a time must credit 458, not 459.
    const invoiced = taxOfInclusive(3000, 1800).taxPaise;
    let earlier = { refundPaise: 0, cgstPaise: 0, sgstPaise: 0, igstPaise: 0 };
    for (let unit = 0; unit < 3; unit++) {
      const credit = creditedTax(1000, 1800, true, earlier);
      expect(credit.taxablePaise + credit.cgstPaise + credit.sgstPaise + credit.igstPaise).toBe(1000);
      earlier = {
        refundPaise: earlier.refundPaise + 1000,
        cgstPaise: earlier.cgstPaise + credit.cgstPaise,
        sgstPaise: earlier.sgstPaise + credit.sgstPaise,
        igstPaise: earlier.igstPaise + credit.igstPaise,
      };
    }
    expect(earlier.cgstPaise + earlier.sgstPaise).toBe(invoiced);
    expect(earlier.igstPaise).toBe(0);
    expect(creditedTax(500, 1200, false, { refundPaise: 0, cgstPaise: 0, sgstPaise: 0, igstPaise: 0 })).toEqual({
      taxablePaise: 446,
      cgstPaise: 0,
      sgstPaise: 0,
      igstPaise: 54,
    });
  });

  it('shares a refund over lines to the paisa, and closes a window of 0 days', () => {
    expect(apportion(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(apportion(999, [500, 0, 499])).toEqual([500, 0, 499]);
    expect(apportion(0, [0, 0])).toEqual([0, 0]);
    expect(returnWindowOpen('2026-11-20', 7, '2026-11-27')).toBe(true);
    expect(returnWindowOpen('2026-11-20', 7, '2026-11-28')).toBe(false);
    expect(returnWindowOpen('2026-11-27', 0, '2026-11-27')).toBe(false);
  });
});
