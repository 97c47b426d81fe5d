import { describe, expect, it } from 'vitest';
import type { NumbersReport } from '../../../../shared/schemas/numbers.js';
import { barShare, busiestCell, hasNumbers, heatLevel, hourLabel, monthLabel, paiseAsRupees, shownHours, weekdays } from './numbers.js';

const empty: NumbersReport = {
  weeks: 4,
  timeZone: 'Asia/Kolkata',
  from: '2026-11-02',
  to: '2026-11-29',
  arrivals: Array.from({ length: 7 }, () => Array.from({ length: 24 }, () => 0)),
  byWeek: ['2026-11-02', '2026-11-09', '2026-11-16', '2026-11-23'].map((weekStart) => ({
    weekStart,
    walkInsServed: 0,
    appointmentsServed: 0,
    noShows: 0,
    cancelledByCustomer: 0,
    cancelledByShop: 0,
    refusedAtLastCall: 0,
    leftAfterLongWait: 0,
    revenuePaise: 0,
  })),
  waitsByHour: Array.from({ length: 24 }, (_, hour) => ({ hour, walkIns: 0, averageMin: null, p90Min: null })),
  revenueByBarber: [],
  repeatCustomers: [{ month: '2026-11', customers: 0, returning: 0 }],
};

describe('the Numbers tab’s words and scales', () => {
  it('calls a period with nothing in it empty, and one refusal or one arrival not', () => {
    expect(hasNumbers(empty)).toBe(false);
    const refused = { ...empty, byWeek: empty.byWeek.map((week, index) => (index === 1 ? { ...week, refusedAtLastCall: 1 } : week)) };
    expect(hasNumbers(refused)).toBe(true);
    const arrived = { ...empty, arrivals: empty.arrivals.map((day, weekday) => day.map((count, hour) => (weekday === 2 && hour === 14 ? 1 : count))) };
    expect(hasNumbers(arrived)).toBe(true);
  });

  it('colours the heat map in four steps of the busiest cell, and none for no arrivals', () => {
    expect([0, 1, 3, 5, 6, 10].map((count) => heatLevel(count, 10))).toEqual([0, 1, 2, 2, 3, 4]);
    expect(heatLevel(3, 0)).toBe(0);
    expect(busiestCell([[1, 7], [3]])).toBe(7);
  });

  it('shows at least 9 AM to 6 PM, and every hour with arrivals', () => {
    expect(shownHours(empty.arrivals)).toEqual([9, 10, 11, 12, 13, 14, 15, 16, 17, 18]);
    const late = empty.arrivals.map((day, weekday) => day.map((count, hour) => (weekday === 5 && hour === 22 ? 2 : weekday === 0 && hour === 7 ? 1 : count)));
    expect(shownHours(late)).toEqual(Array.from({ length: 16 }, (_, index) => 7 + index));
  });

  it('writes hours, weekdays, months and rupees for the language', () => {
    expect(hourLabel(9, 'en')).toBe('9 AM');
    expect(hourLabel(0, 'en')).toBe('12 AM');
    expect(weekdays('en', 'short')).toEqual(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']);
    expect(monthLabel('2026-11', 'en')).toBe('Nov 2026');
    expect(paiseAsRupees(1_234_550, 'en')).toBe('₹12,346');
    expect(barShare(5, 20)).toBe(0.25);
    expect(barShare(5, 0)).toBe(0);
  });
});
