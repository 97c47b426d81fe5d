import { describe, expect, test } from 'vitest';
import { zonedInstant } from '../../../../shared/domain/format.js';
import { historyPageQuerySchema } from '../../../../shared/schemas/booking.js';
import { dateRangeBounds, DEFAULT_HISTORY_FILTERS, historyQuery, isDefaultFilters } from './history-filters.js';

const ZONE = 'Asia/Kolkata';
const SHOP = { openTime: '09:00', closeTime: '18:00', timeZone: ZONE };

describe('history date ranges', () => {
  // 00:30 on 1 March in the shop is still 28 February in UTC and in most browsers' zones.
  const now = zonedInstant('2026-03-01', '00:30', ZONE);

  test('all has no bounds', () => {
    expect(dateRangeBounds('all', now, SHOP)).toEqual({});
  });

  test("today, the last 7 and the last 30 days, in the shop's calendar", () => {
    expect(dateRangeBounds('today', now, SHOP)).toEqual({ from: '2026-03-01', to: '2026-03-01' });
    expect(dateRangeBounds('week', now, SHOP)).toEqual({ from: '2026-02-23', to: '2026-03-01' });
    expect(dateRangeBounds('month', now, SHOP)).toEqual({ from: '2026-01-31', to: '2026-03-01' });
  });

  test('today is still the night’s date in its small hours, when the shop’s day runs past midnight', () => {
    const nightShop = { ...SHOP, closeTime: '04:30' };
    expect(dateRangeBounds('today', zonedInstant('2026-03-02', '02:00', ZONE), nightShop)).toEqual({ from: '2026-03-01', to: '2026-03-01' });
    expect(dateRangeBounds('today', zonedInstant('2026-03-02', '05:00', ZONE), nightShop)).toEqual({ from: '2026-03-02', to: '2026-03-02' });
  });

  test('a half-hour zone decides the day by its own midnight', () => {
    const utcEvening = Date.UTC(2026, 2, 1, 18, 45);
    expect(dateRangeBounds('today', utcEvening, SHOP)).toEqual({ from: '2026-03-02', to: '2026-03-02' });
  });
});

describe('historyQuery', () => {
  test('passes the filters the server takes, and they pass its schema', () => {
    const now = zonedInstant('2026-11-21', '10:00', ZONE);
    const query = historyQuery({ status: 'cancelled-barber', bookingType: 'slot', dateRange: 'week' }, now, SHOP);
    expect(query).toEqual({ status: 'cancelled-barber', bookingType: 'slot', from: '2026-11-15', to: '2026-11-21' });
    expect(historyPageQuerySchema.safeParse(query).success).toBe(true);
    expect(historyPageQuerySchema.safeParse(historyQuery(DEFAULT_HISTORY_FILTERS, now, SHOP)).success).toBe(true);
  });

  test('knows the default filters', () => {
    expect(isDefaultFilters(DEFAULT_HISTORY_FILTERS)).toBe(true);
    expect(isDefaultFilters({ ...DEFAULT_HISTORY_FILTERS, dateRange: 'today' })).toBe(false);
  });
});
