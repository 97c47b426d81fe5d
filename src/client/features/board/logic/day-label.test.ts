import { describe, expect, it } from 'vitest';
import { shopDayLabel } from './day-label.js';

describe("the board's day", () => {
  it("names the shop's day, not the browser's, across midnight and in a half-hour zone", () => {
    expect(shopDayLabel(Date.parse('2026-11-21T10:00:00+05:30'), 'Asia/Kolkata')).toBe('Saturday 21 November');
    // 20:00 UTC is 01:30 the next morning in Kolkata.
    expect(shopDayLabel(Date.parse('2026-11-21T20:00:00Z'), 'Asia/Kolkata')).toBe('Sunday 22 November');
    expect(shopDayLabel(Date.parse('2026-11-21T20:00:00Z'), 'America/Los_Angeles')).toBe('Saturday 21 November');
  });

  it('in Hindi', () => {
    expect(shopDayLabel(Date.parse('2026-11-21T20:00:00Z'), 'Asia/Kolkata', 'hi')).toBe('रविवार, 22 नवंबर');
  });
});
