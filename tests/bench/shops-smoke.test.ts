import { describe, expect, test } from 'vitest';
import { SMOKE } from '../../bench/config.js';
import { shopViolations } from '../../bench/shops/checks.js';
import { shopsSection } from '../../bench/shops/report.js';
import { runShops, SHOPS_NEED_POSTGRES } from '../../bench/shops/run.js';
import { runShopList, shopListSection } from '../../bench/shops/list-run.js';

/**
 * `npm run bench -- --only shops` in miniature: a dozen shops seeded in bulk, one server holding
 * them, reads of random shops, bookings at two rates, sockets on every shop. It asserts that every
 * part runs, that the rules hold and that live updates stay in their shop, never a timing.
 */
describe('many-shops benchmark smoke run', () => {
  test('without PostgreSQL it is skipped with a note saying what it needs', async () => {
    expect(await runShops(SMOKE.shops, undefined, () => undefined)).toEqual({ ran: false, reason: SHOPS_NEED_POSTGRES });
    expect(shopsSection('## Shops', { ran: false, reason: SHOPS_NEED_POSTGRES }, SMOKE.shops, [0, 0, 0])).toContain('DATABASE_URL');
  });

  test.skipIf(!process.env.DATABASE_URL)('runs every part on a dozen shops and breaks no rule', { timeout: 480_000 }, async () => {
    const outcome = await runShops(SMOKE.shops, process.env.DATABASE_URL, () => undefined);
    if (!outcome.ran) throw new Error(outcome.reason);
    const { seed, reads, writes, live, memory, invariants } = outcome.results;

    expect(seed).toMatchObject({ shops: SMOKE.shops.shops, barbers: SMOKE.shops.shops * SMOKE.shops.barbersPerShop });
    expect(reads.failures).toBe(0);
    expect(reads.perSecond.median).toBeGreaterThan(0);
    expect(writes.steps.length).toBeGreaterThan(0);
    expect(writes.failures, JSON.stringify(writes.refusals)).toBe(0);
    expect(writes.acknowledged).toBeGreaterThan(0);
    expect(live).toMatchObject({ sockets: SMOKE.shops.shops * SMOKE.shops.live.socketsPerShop, missing: 0, leaked: 0 });
    expect(memory.full.heapUsed).toBeGreaterThan(0);
    expect(memory.baseline.rss).toBeGreaterThan(0);
    expect(shopViolations(invariants), JSON.stringify(invariants)).toBe(0);
    expect(invariants.acknowledgedBookings).toBe(writes.acknowledged + SMOKE.shops.activeShops * 2 + SMOKE.shops.live.changes);
    expect(shopsSection('## Shops', outcome, SMOKE.shops, [0, 0, 0])).toContain('### Bookings over random shops');
  });

  test.skipIf(!process.env.DATABASE_URL)('lists every one of a dozen shops and reads the list from random places', { timeout: 300_000 }, async () => {
    const outcome = await runShopList(SMOKE.shops, process.env.DATABASE_URL, () => undefined);
    if (!outcome.ran) throw new Error(outcome.reason);
    expect(outcome.list).toMatchObject({ listed: SMOKE.shops.shops + 1, failures: 0 });
    expect(outcome.list.perSecond).toBeGreaterThan(0);
    expect(shopListSection('## List', outcome, SMOKE.shops)).toContain('GET /api/platform/shop-list');
  });
});
