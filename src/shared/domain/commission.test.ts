import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { barberShare, basisPointsFromPercent, commissionPaise, percentFromBasisPoints, shareAtRates, shareOf, type ShareEntry } from './commission.js';

const RUNS = { numRuns: 500 };
const basisPointsArb = fc.integer({ min: 0, max: 10_000 });
const methodArb = fc.constantFrom('cash' as const, 'upi' as const, 'card' as const, 'unpaid' as const);
const entryArb: fc.Arbitrary<ShareEntry> = fc
  .record({ servicesPaise: fc.integer({ min: 0, max: 5_000_000 }), discountShare: fc.integer({ min: 0, max: 100 }), tipPaise: fc.integer({ min: 0, max: 500_000 }), method: methodArb })
  .map(({ servicesPaise, discountShare, tipPaise, method }) => ({
    servicesPaise,
    discountPaise: Math.floor((servicesPaise * discountShare) / 100),
    tipPaise,
    method,
  }));

describe('commissionPaise', () => {
  it('rounds half up on the paisa: (net × bp + 5000) div 10000', () => {
    expect(commissionPaise(45_000, 2500)).toBe(11_250);
    // 0.5 paise goes up, 0.49 down.
    expect(commissionPaise(1, 5000)).toBe(1);
    expect(commissionPaise(1, 4999)).toBe(0);
    expect(commissionPaise(3, 3333)).toBe(1);
    expect(commissionPaise(15, 3333)).toBe(5);
    expect(commissionPaise(99_999, 3750)).toBe(37_500);
    expect(commissionPaise(0, 10_000)).toBe(0);
    expect(commissionPaise(12_345, 0)).toBe(0);
    expect(commissionPaise(12_345, 10_000)).toBe(12_345);
  });

  it('stays exact on sums past what floating point multiplies exactly', () => {
    const net = Number.MAX_SAFE_INTEGER;
    // 9007199254740991 × 3333 / 10000 = 3002099511605172.3003: a float product would be off.
    expect(commissionPaise(net, 3333)).toBe(3_002_099_511_605_172);
    expect(commissionPaise(net, 10_000)).toBe(net);
    expect(commissionPaise(9_000_000_000_005, 5000)).toBe(4_500_000_000_003);
  });

  it('refuses fractions, negatives and rates past 100 %', () => {
    expect(() => commissionPaise(10.5, 100)).toThrow(RangeError);
    expect(() => commissionPaise(-1, 100)).toThrow(RangeError);
    expect(() => commissionPaise(100, 10_001)).toThrow(RangeError);
    expect(() => commissionPaise(100, 12.5)).toThrow(RangeError);
  });

  it('is the exact commission, rounded half up, for any net and rate', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: BigInt(Number.MAX_SAFE_INTEGER) }), basisPointsArb, (net, bp) => {
        const commission = BigInt(commissionPaise(Number(net), bp));
        // commission × 10000 is within half a paisa of net × bp, ties going up.
        const exact = net * BigInt(bp);
        expect(commission * 10000n - exact).toBeGreaterThan(-5001n);
        expect(commission * 10000n - exact).toBeLessThanOrEqual(5000n);
        expect(commission).toBeLessThanOrEqual(net);
      }),
      RUNS,
    );
  });

  it('never takes more of a larger net: the commission grows with the net and the rate', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e12 }), fc.integer({ min: 0, max: 1e6 }), basisPointsArb, (net, more, bp) => {
        expect(commissionPaise(net + more, bp)).toBeGreaterThanOrEqual(commissionPaise(net, bp));
        expect(commissionPaise(net, Math.min(10_000, bp + 1))).toBeGreaterThanOrEqual(commissionPaise(net, bp));
      }),
      RUNS,
    );
  });
});

describe('barberShare', () => {
  it("counts the paid entries' net and tips, and leaves unpaid ones out", () => {
    const share = barberShare(
      [
        { method: 'cash', servicesPaise: 45_000, discountPaise: 5_000, tipPaise: 2_000 },
        { method: 'upi', servicesPaise: 30_000, discountPaise: 0, tipPaise: 0 },
        { method: 'unpaid', servicesPaise: 99_900, discountPaise: 0, tipPaise: 10_000 },
      ],
      2500,
    );
    expect(share).toEqual({ netPaidPaise: 70_000, tipsPaise: 2_000, commissionPaise: 17_500, sharePaise: 19_500 });
  });

  it('works the commission once on the sum, not entry by entry', () => {
    // Three entries of 1 paisa at 50 %: each would round to 1, the sum of 3 rounds to 2.
    const entries = Array.from({ length: 3 }, () => ({ method: 'cash' as const, servicesPaise: 1, discountPaise: 0, tipPaise: 0 }));
    expect(barberShare(entries, 5000).commissionPaise).toBe(2);
  });

  it('never drifts: commission and the shop\'s part add up to the net, share to commission and tips, whatever the entries', () => {
    fc.assert(
      fc.property(fc.array(entryArb, { maxLength: 60 }), basisPointsArb, (entries, bp) => {
        const share = barberShare(entries, bp);
        const paid = entries.filter((entry) => entry.method !== 'unpaid');
        const net = paid.reduce((sum, entry) => sum + entry.servicesPaise - entry.discountPaise, 0);
        const tips = paid.reduce((sum, entry) => sum + entry.tipPaise, 0);
        expect(share.netPaidPaise).toBe(net);
        expect(share.tipsPaise).toBe(tips);
        expect(share.sharePaise).toBe(share.commissionPaise + tips);
        expect(Number.isInteger(share.commissionPaise)).toBe(true);
        const shopPart = net - share.commissionPaise;
        expect(shopPart).toBeGreaterThanOrEqual(0);
        expect(shopPart + share.commissionPaise).toBe(net);
        // The same entries in any order, or split in two periods' sums, give the same commission.
        expect(barberShare([...entries].reverse(), bp)).toEqual(share);
      }),
      RUNS,
    );
  });

  it('agrees with shareOf on the sums, and refuses a discount past the services', () => {
    expect(shareOf(70_000, 2_000, 2500)).toEqual({ netPaidPaise: 70_000, tipsPaise: 2_000, commissionPaise: 17_500, sharePaise: 19_500 });
    expect(() => barberShare([{ method: 'cash', servicesPaise: 100, discountPaise: 101, tipPaise: 0 }], 100)).toThrow(RangeError);
  });
});

describe('shareAtRates', () => {
  it('rounds the commission once per rate, on that rate\'s net, and adds the tips', () => {
    // 30 002 at 25 % is 7 500.5 → 7 501; 10 001 at 33.33 % is 3 333.33 → 3 333.
    expect(shareAtRates([{ netPaidPaise: 30_002, basisPoints: 2500 }, { netPaidPaise: 10_001, basisPoints: 3333 }], 1_000)).toEqual({
      netPaidPaise: 40_003,
      tipsPaise: 1_000,
      commissionPaise: 10_834,
      sharePaise: 11_834,
    });
    expect(shareAtRates([], 500)).toEqual({ netPaidPaise: 0, tipsPaise: 500, commissionPaise: 0, sharePaise: 500 });
  });

  it('is shareOf when every entry keeps one rate', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e12 }), fc.integer({ min: 0, max: 1e9 }), fc.integer({ min: 0, max: 10_000 }), (net, tips, bp) => {
        expect(shareAtRates([{ netPaidPaise: net, basisPoints: bp }], tips)).toEqual(shareOf(net, tips, bp));
      }),
      RUNS,
    );
  });
});

describe('the form\'s percentage', () => {
  it('reads up to two decimals as basis points, without floating point', () => {
    expect(basisPointsFromPercent('25')).toBe(2500);
    expect(basisPointsFromPercent('37.5')).toBe(3750);
    expect(basisPointsFromPercent('12.34')).toBe(1234);
    // 0.29 × 100 is 28.999999999999996 in floating point; here it is 29.
    expect(basisPointsFromPercent('0.29')).toBe(29);
    expect(basisPointsFromPercent(' 100 ')).toBe(10_000);
    expect(basisPointsFromPercent('0')).toBe(0);
    for (const bad of ['', '100.01', '101', '-5', '12.345', '1e2', 'abc', '.5', '5.']) expect(basisPointsFromPercent(bad), bad).toBeNull();
  });

  it('shows basis points as the shortest percentage and reads it back', () => {
    expect(percentFromBasisPoints(2500)).toBe('25');
    expect(percentFromBasisPoints(3750)).toBe('37.5');
    expect(percentFromBasisPoints(1234)).toBe('12.34');
    expect(percentFromBasisPoints(5)).toBe('0.05');
    fc.assert(fc.property(basisPointsArb, (bp) => {
        expect(basisPointsFromPercent(percentFromBasisPoints(bp))).toBe(bp);
      }), RUNS);
  });
});
