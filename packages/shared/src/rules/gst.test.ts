import {
  describeGstRule,
  documentNumber,
  financialYear,
  findIndianState,
  gstRuleProblem,
  INDIAN_STATES,
  slabRate,
  splitTax,
  storedGstRule,
  taxOfInclusive,
} from './gst';

describe('Indian states', () => {
  it('lists the 28 states and 8 union territories, each code once', () => {
    expect(INDIAN_STATES).toHaveLength(36);
    expect(new Set(INDIAN_STATES.map((state) => state.code)).size).toBe(36);
  });

  it('finds a state by its name or alias in any case, or by its code', () => {
    expect(findIndianState('maharashtra')?.code).toBe('27');
    expect(findIndianState('  MAHARASHTRA ')?.code).toBe('27');
    expect(findIndianState('27')?.name).toBe('Maharashtra');
    expect(findIndianState('7')?.name).toBe('Delhi');
    expect(findIndianState('Orissa')?.name).toBe('Odisha');
    expect(findIndianState('Jammu & Kashmir')?.code).toBe('01');
    expect(findIndianState('Daman and Diu')?.code).toBe('26');
    expect(findIndianState('Atlantis')).toBeUndefined();
    expect(findIndianState('99')).toBeUndefined();
    expect(findIndianState('')).toBeUndefined();
  });
});

describe('GST rules', () => {
  const apparel = [
    { upTo: 2500, rate: 5 },
    { upTo: null, rate: 18 },
  ];

  it('takes the slab a unit price fits: ₹2,500.00 is 5%, ₹2,500.01 is 18%', () => {
    const stored = storedGstRule(apparel);
    expect(slabRate(stored, 250000)).toBe(500);
    expect(slabRate(stored, 250001)).toBe(1800);
    expect(slabRate(storedGstRule([{ upTo: null, rate: 12 }]), 1)).toBe(1200);
    expect(describeGstRule(apparel)).toBe('5% up to ₹2,500 a piece, 18% above');
  });

  it('refuses slabs out of order, without an open last slab, or with rates out of range', () => {
    expect(gstRuleProblem(apparel)).toBeUndefined();
    expect(gstRuleProblem([{ upTo: null, rate: 0.25 }])).toBeUndefined();
    expect(gstRuleProblem([])).toBeDefined();
    expect(gstRuleProblem([{ upTo: 2500, rate: 5 }])).toBeDefined();
    expect(
      gstRuleProblem([
        { upTo: 2500, rate: 5 },
        { upTo: 1000, rate: 12 },
        { upTo: null, rate: 18 },
      ]),
    ).toBeDefined();
    expect(gstRuleProblem([{ upTo: null, rate: 41 }])).toBeDefined();
    expect(gstRuleProblem([{ upTo: null, rate: 5.001 }])).toBeDefined();
    expect(gstRuleProblem([{ upTo: null, rate: '5' }])).toBeDefined();
  });
});

describe('tax out of an inclusive amount', () => {
  it('rounds the taxable value and leaves the rest as tax', () => {
    // ₹1,180 at 18%: ₹1,000 + ₹180
    expect(taxOfInclusive(118000, 1800)).toEqual({ taxablePaise: 100000, taxPaise: 18000 });
    // ₹4,999 at 18%: 499900 / 1.18 = 423644.07…
    expect(taxOfInclusive(499900, 1800)).toEqual({ taxablePaise: 423644, taxPaise: 76256 });
    expect(taxOfInclusive(499900, 0)).toEqual({ taxablePaise: 499900, taxPaise: 0 });
  });

  it('sums to the paisa and splits into halves for hundreds of random lines (property)', () => {
    let seed = 42;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    const rates = [0, 25, 300, 500, 1200, 1800, 2800, 4000];
    for (let i = 0; i < 500; i++) {
      const amount = Math.floor(random() * 10_000_000_00);
      const rate = rates[Math.floor(random() * rates.length)];
      const { taxablePaise, taxPaise } = taxOfInclusive(amount, rate);
      expect(taxablePaise + taxPaise).toBe(amount);
      // The taxable value is the nearest paisa to amount / (1 + rate).
      expect(Math.abs(taxablePaise - (amount * 10_000) / (10_000 + rate))).toBeLessThanOrEqual(0.5);
      const intra = splitTax(taxPaise, true);
      expect(intra.cgstPaise + intra.sgstPaise).toBe(taxPaise);
      expect(intra.sgstPaise - intra.cgstPaise).toBeLessThanOrEqual(1);
      expect(splitTax(taxPaise, false)).toEqual({ cgstPaise: 0, sgstPaise: 0, igstPaise: taxPaise });
    }
  });
});

describe('document numbers', () => {
  it('belong to the financial year from April to March', () => {
    expect(financialYear('2026-04-01')).toBe('2026-27');
    expect(financialYear('2027-03-31')).toBe('2026-27');
    expect(financialYear('2027-04-01')).toBe('2027-28');
    expect(financialYear('2099-12-31')).toBe('2099-00');
  });

  it('fill 16 characters and keep within them', () => {
    expect(documentNumber('INV', '2026-27', 1)).toBe('INV/2026-27/0001');
    expect(documentNumber('CN', '2026-27', 1)).toBe('CN/2026-27/00001');
    expect(documentNumber('A', '2026-27', 42)).toBe('A/2026-27/000042');
    expect(documentNumber('INV', '2026-27', 10000)).toBe('INV/26-27/010000');
    for (const serial of [1, 9999, 10000, 999999])
      expect(documentNumber('INV', '2026-27', serial).length).toBeLessThanOrEqual(16);
  });
});
