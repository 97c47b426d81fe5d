import { describe, expect, it } from 'vitest';
import { formatPaise, periodOfKind, periodRange, weekStart } from './takings.js';

describe('the takings periods', () => {
  it('starts a week on Monday', () => {
    // 2026-11-23 is a Monday, 2026-11-29 a Sunday.
    expect(weekStart('2026-11-23')).toBe('2026-11-23');
    expect(weekStart('2026-11-29')).toBe('2026-11-23');
    expect(weekStart('2026-11-25')).toBe('2026-11-23');
    // Across a month and a year.
    expect(weekStart('2027-01-01')).toBe('2026-12-28');
  });

  it('covers a day, this week and this month so far, and a custom range', () => {
    const today = '2026-11-25';
    expect(periodRange({ kind: 'day', date: '2026-11-20' }, today)).toEqual({ from: '2026-11-20', to: '2026-11-20' });
    expect(periodRange({ kind: 'week' }, today)).toEqual({ from: '2026-11-23', to: today });
    expect(periodRange({ kind: 'month' }, today)).toEqual({ from: '2026-11-01', to: today });
    expect(periodRange({ kind: 'custom', from: '2026-10-01', to: '2026-10-31' }, today)).toEqual({ from: '2026-10-01', to: '2026-10-31' });
    expect(periodOfKind('day', today)).toEqual({ kind: 'day', date: today });
    expect(periodOfKind('custom', today)).toEqual({ kind: 'custom', from: '2026-11-23', to: today });
  });
});

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
