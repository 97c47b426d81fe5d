import { describe, expect, it } from 'vitest';
import { formatPaise } from './money.js';

describe('formatPaise', () => {
  it('writes rupees with Indian grouping, paise only when there are some', () => {
    expect(formatPaise(125_000, 'en')).toBe('₹1,250');
    expect(formatPaise(125_050, 'en')).toBe('₹1,250.50');
    expect(formatPaise(125_005, 'en')).toBe('₹1,250.05');
    expect(formatPaise(12_500_000, 'en')).toBe('₹1,25,000');
    expect(formatPaise(0, 'en')).toBe('₹0');
    expect(formatPaise(1, 'en')).toBe('₹0.01');
    // Past what a float of rupees keeps exactly to the paisa.
    expect(formatPaise(900_719_925_474_099, 'en')).toBe('₹90,07,19,92,54,740.99');
  });

  it('writes Hindi with the same grouping', () => {
    expect(formatPaise(12_500_050, 'hi')).toBe('₹1,25,000.50');
  });
});
