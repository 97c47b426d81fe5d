import { describe, expect, it } from 'vitest';
import { KEEP_AFTER_MS } from '../data/day-figures.js';
import { keptAndLive } from '../data/numbers-figures.js';
import { numbersWindow } from './numbers.js';

/*
 * Which days of the owner's numbers are read from their kept figures (docs/product/money.md, How it
 * is worked out): those that ended two days before now by the app's clock and by the database's.
 */

const RULE = { openTime: '10:00', closeTime: '02:00', timeZone: 'America/New_York' };
/** Wednesday 18 November 2026, 15:00 in New York. */
const NOW = Date.parse('2026-11-18T15:00:00-05:00');
const HOUR = 60 * 60_000;

describe('the kept days of the owner’s numbers', () => {
  const window = numbersWindow(RULE, 12, NOW);

  it('are the period’s dates from its first up to the last that ended two days ago, each a shop date long', () => {
    expect(window.closedDays).toHaveLength(77);
    expect(window.closedDays[0]?.start).toEqual(new Date('2026-08-31T02:00:00-04:00'));
    // The date of 31 October has 25 hours: daylight saving time ends in its night, before its turn.
    const longest = window.closedDays.find((day) => day.start.getTime() === Date.parse('2026-10-31T02:00:00-04:00'));
    expect(longest?.end).toEqual(new Date('2026-11-01T02:00:00-05:00'));
    expect(window.closedDays.filter((day) => day.end.getTime() - day.start.getTime() !== 24 * HOUR)).toEqual([longest]);
    expect(window.closedDays.at(-1)?.end).toEqual(new Date('2026-11-16T02:00:00-05:00'));
    for (const [index, day] of window.closedDays.entries()) {
      if (index > 0) expect(day.start).toEqual(window.closedDays[index - 1]?.end);
      expect(day.end.getTime()).toBeLessThanOrEqual(NOW - KEEP_AFTER_MS);
    }
  });

  it('are read up to where the bookings take over, so no arrival is read twice or never', () => {
    const reading = keptAndLive(window, NOW);
    expect(reading.kept).toEqual(window.closedDays);
    expect(reading.live).toEqual({ from: new Date('2026-11-16T02:00:00-05:00'), to: window.to });
  });

  it('end where the database’s clock says, when it is behind the app’s', () => {
    // Two days before 09:00 on the 17th: the date of the 14th, ending at 02:00 on the 15th, is the last.
    const reading = keptAndLive(window, NOW - 30 * HOUR);
    expect(reading.kept).toHaveLength(76);
    expect(reading.live.from).toEqual(new Date('2026-11-15T02:00:00-05:00'));
    expect(keptAndLive(window, NOW + 10 * 24 * HOUR).kept).toEqual(window.closedDays);
  });

  it('leave the whole period to the bookings when there are none', () => {
    expect(keptAndLive({ ...window, closedDays: [] }, NOW)).toEqual({ kept: [], live: { from: window.from, to: window.to } });
  });
});
