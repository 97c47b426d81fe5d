import { afterEach, describe, expect, it, vi } from 'vitest';
import { planBookings } from '../../bench/shops/writes.js';

const HOUR = 3_600_000;
/** The bench's shops keep India's time (UTC+5:30). */
const INDIA_MS = 330 * 60_000;

// The many-shops bench asks for appointments between one and some twenty hours ahead, never in
// a day's last hour (a service must end by midnight): at any time of day, a slot it asks for is
// one the server takes, so a refusal in the smoke run is a finding.
describe("the many-shops bench's planned appointments", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it.each(['2026-11-29T16:00:00Z', '2026-11-29T16:50:00Z', '2026-11-29T04:10:00Z'])('start an hour ahead or later, outside the last hour, when planned at %s', (at) => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(at));
    let phone = 9_000_000_000;
    const plan = planBookings([{ id: 1, slug: 'bench-0001', barbers: [11, 12], services: [21] }], 2000, () => String(phone++), new Map());
    const starts = plan.flatMap(({ request }) =>
      request.bookingType === 'slot' ? [Date.parse(`${request.slotDate ?? ''}T${request.slotTime ?? ''}:00Z`) - INDIA_MS] : [],
    );
    expect(starts.length).toBeGreaterThan(500);
    for (const start of starts) {
      expect(start).toBeGreaterThanOrEqual(Date.parse(at) + HOUR);
      expect(start).toBeLessThanOrEqual(Date.parse(at) + 24 * HOUR);
      expect(new Date(start + INDIA_MS).getUTCHours()).not.toBe(23);
    }
  });
});
