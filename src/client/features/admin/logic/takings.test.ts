import { describe, expect, it } from 'vitest';
import { periodOfKind, periodRange, weekStart } from './takings.js';

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
