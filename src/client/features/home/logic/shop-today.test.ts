import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { shopDate, zonedInstant } from '../../../../shared/domain/format.js';
import { shopToday } from './shop-today.js';

// The shop's default zone, a browser-far zone, and the odd offsets (half, quarter and 13:45 hours).
const ZONES = ['Asia/Kolkata', 'America/Los_Angeles', 'America/St_Johns', 'Asia/Kathmandu', 'Pacific/Chatham', 'UTC'];

describe('shopToday', () => {
  test("is the shop's date, not the browser's, around the shop's midnight", () => {
    expect(shopToday(zonedInstant('2026-11-21', '23:59', 'Asia/Kolkata'), 'Asia/Kolkata')).toBe('2026-11-21');
    expect(shopToday(zonedInstant('2026-11-22', '00:00', 'Asia/Kolkata'), 'Asia/Kolkata')).toBe('2026-11-22');
    // 00:30 in Kolkata is still the day before in Los Angeles.
    expect(shopToday(zonedInstant('2026-11-22', '00:30', 'Asia/Kolkata'), 'America/Los_Angeles')).toBe('2026-11-21');
  });

  test('agrees with the shared shopDate for any instant and zone', () => {
    const from = Date.UTC(2000, 0, 1);
    const to = Date.UTC(2100, 0, 1);
    fc.assert(
      fc.property(fc.integer({ min: from, max: to }), fc.constantFrom(...ZONES), (instant, zone) => {
        expect(shopToday(instant, zone)).toBe(shopDate(instant, zone));
      }),
      { numRuns: 2_000 },
    );
  });
});
