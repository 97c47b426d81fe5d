import { describe, expect, test } from 'vitest';
import { SMOKE } from '../../bench/config.js';
import { timeRequests } from '../../bench/numbers/measure.js';
import { seedNumbers, SEED_PER_DAY } from '../../bench/numbers/seed.js';
import { numbersReportSchema } from '../../src/shared/schemas/numbers.js';
import { createTestApp, TestClock } from '../helpers/app.js';
import { ADMIN, seedShop, staffLogin } from '../helpers/fixtures.js';

/**
 * The owner's numbers' benchmark (bench/numbers) in miniature, in-process: its seed makes a past
 * the report reads whole, and its timing loop counts every answer. No timing is asserted.
 */
describe('the numbers benchmark, small', () => {
  test('seeds a past the report reads, and times its answers', { timeout: 60_000 }, async () => {
    // The seed writes the days before the database's own today.
    const t = await createTestApp({ clock: new TestClock(Date.now()) });
    try {
      await seedShop(t.ctx);
      await seedNumbers(t.ctx.db, { bookings: SMOKE.numbers.bookings, refusals: SMOKE.numbers.refusals });
      const cookie = await staffLogin(t.app, ADMIN);
      const ask = () => t.app.inject({ method: 'GET', url: '/api/numbers?weeks=4', headers: { cookie } });
      const figure = await timeRequests(async () => (await ask()).statusCode, SMOKE.numbers.requests, 1);
      expect(figure).toMatchObject({ requests: SMOKE.numbers.requests, failures: 0 });
      expect(figure.p99).toBeGreaterThanOrEqual(figure.p50);

      const report = numbersReportSchema.parse((await ask()).json());
      // Every booking of the seed is within the four weeks (137 a day, from yesterday back), and 8 in 10 were served.
      expect(SMOKE.numbers.bookings / SEED_PER_DAY).toBeLessThan(21);
      const served = report.byWeek.reduce((sum, week) => sum + week.walkInsServed + week.appointmentsServed, 0);
      expect(served).toBe(SMOKE.numbers.bookings * 0.8);
      const total = (key: 'revenuePaise' | 'refusedAtLastCall' | 'noShows' | 'leftAfterLongWait') => report.byWeek.reduce((sum, week) => sum + week[key], 0);
      expect(total('revenuePaise')).toBeGreaterThan(0);
      expect(total('refusedAtLastCall')).toBeGreaterThan(0);
      expect(total('noShows')).toBeGreaterThan(0);
      expect(total('leftAfterLongWait')).toBeGreaterThan(0);
      expect(report.waitsByHour.filter((hour) => hour.walkIns > 0).length).toBeGreaterThan(5);
      expect(report.repeatCustomers.reduce((sum, month) => sum + month.customers, 0)).toBeGreaterThan(0);
    } finally {
      await t.close();
    }
  });
});
