import { describe, expect, test } from 'vitest';
import { SMOKE } from '../../bench/config.js';
import { violations } from '../../bench/lib/invariants.js';
import { runBench } from '../../bench/runner.js';

/**
 * `npm run bench` in miniature: the same harness (the server as a process of its own, the busy
 * day, the bare baseline, autocannon, websocket client processes) on small counts. It asserts
 * that every part runs and that the invariants hold, never a timing: this machine is shared.
 */
describe('benchmark smoke run', () => {
  test('runs every scenario on a tiny busy day and breaks no invariant', { timeout: 480_000 }, async () => {
    const results = await runBench(SMOKE, new Set(['reads', 'writes', 'fanout', 'startup']), process.env.DATABASE_URL, () => undefined);

    expect(results.reads?.map((read) => read.failures)).toEqual([0, 0, 0, 0]);
    expect(results.reads?.every((read) => read.perSecond.median > 0 && read.barePerSecond.median > 0)).toBe(true);
    expect(results.writes?.failures).toBe(0);
    expect(results.writes?.acknowledged).toBeGreaterThan(0);
    // Two customers asking for one slot: one is refused. The walk-ins fit the barbers' days: none
    // is refused at last call, which would measure refusals instead of bookings.
    expect(results.writes?.refusals.SLOT_TAKEN).toBeGreaterThan(0);
    expect(results.writes?.refusals.LAST_CALL).toBeUndefined();
    expect(results.writes?.statusChanges).toBeGreaterThan(0);
    expect(results.fanOut?.every((fanOut) => fanOut.missing === 0)).toBe(true);
    expect(results.startup?.median).toBeGreaterThan(0);
    expect(results.invariants, JSON.stringify(results.invariants)).toMatchObject({ acknowledgedBookings: expect.any(Number) as number });
    expect(violations(results.invariants)).toBe(0);
  });
});
