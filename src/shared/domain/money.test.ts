import { describe, expect, it } from 'vitest';
import { formatPaise, paymentTotals, rupeesToPaise } from './money.js';

describe('formatPaise (docs/product/money.md)', () => {
  it('shows rupees, the paise only when there are some', () => {
    expect(formatPaise(45000)).toBe('₹450');
    expect(formatPaise(45050)).toBe('₹450.50');
    expect(formatPaise(45005)).toBe('₹450.05');
    expect(formatPaise(0)).toBe('₹0');
    expect(formatPaise(10000000)).toBe('₹1,00,000');
    expect(formatPaise(45050, 'hi')).toBe('₹450.50');
  });
});

describe('paymentTotals', () => {
  it('is the lines less the discount, plus the tip', () => {
    expect(paymentTotals({ items: [{ pricePaise: 30000 }, { pricePaise: 15000 }], discountPaise: 5000, tipPaise: 2000 })).toEqual({
      servicesPaise: 45000,
      netPaise: 40000,
      totalPaise: 42000,
    });
    expect(rupeesToPaise(450)).toBe(45000);
  });
});
