import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ShopTx } from '../../src/server/db/client.js';
import { takingsReportSchema } from '../../src/shared/schemas/takings.js';
import { createTestApp, TestClock, type TestApp } from '../helpers/app.js';
import { seedShop, staffLogin, ADMIN } from '../helpers/fixtures.js';
import { insertPayment } from '../helpers/payments.js';

/** What the takings' reads were handed, and a step to run before the per-day read. */
const seen = vi.hoisted(() => ({ handles: [] as unknown[], beforeDays: undefined as (() => Promise<void>) | undefined }));

vi.mock('../../src/server/data/takings.js', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../src/server/data/takings.js')>();
  return {
    ...original,
    takingsSums: (db: ShopTx, ...rest: [Parameters<typeof original.takingsSums>[1]]) => {
      seen.handles.push(db);
      return original.takingsSums(db, ...rest);
    },
    takingsByDay: async (db: ShopTx, ...rest: [Parameters<typeof original.takingsByDay>[1], Parameters<typeof original.takingsByDay>[2]]) => {
      seen.handles.push(db);
      await seen.beforeDays?.();
      return original.takingsByDay(db, ...rest);
    },
  };
});

// The totals and each day's figures of one takings answer agree, whatever is written meanwhile
// (docs/product/money.md, Takings): they are read in one transaction, a repeatable read one on
// PostgreSQL.
describe('GET /api/takings reads one snapshot', () => {
  let t: TestApp;
  let shop: Awaited<ReturnType<typeof seedShop>>;
  let admin: string;

  beforeAll(async () => {
    t = await createTestApp({ clock: new TestClock(Date.parse('2026-11-24T12:00:00+05:30')) });
    shop = await seedShop(t.ctx);
    admin = await staffLogin(t.app, ADMIN);
    await insertPayment(t.ctx.db, { barberId: shop.barberA.id, takenAt: new Date('2026-11-23T10:00:00+05:30'), method: 'cash' });
  });
  afterAll(async () => {
    await t.close();
  });

  const report = async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/takings?from=2026-11-23&to=2026-11-23', headers: { cookie: admin } });
    expect(response.statusCode, response.body).toBe(200);
    return takingsReportSchema.parse(response.json());
  };

  it('reads the totals and the days through one transaction, not the shared handle', async () => {
    seen.handles.length = 0;
    await report();
    expect(seen.handles).toHaveLength(2);
    expect(seen.handles[0]).not.toBe(t.ctx.db);
    expect(seen.handles[1]).toBe(seen.handles[0]);
  });

  it.runIf(process.env.DATABASE_URL !== undefined)('leaves out of both a payment another connection writes between them (PostgreSQL)', async () => {
    expect(t.ctx.database.kind).toBe('postgres');
    // Written and committed on another connection of the pool after the totals were read.
    seen.beforeDays = async () => {
      seen.beforeDays = undefined;
      await insertPayment(t.ctx.db, { barberId: shop.barberA.id, takenAt: new Date('2026-11-23T11:00:00+05:30'), method: 'cash' });
    };
    const during = await report();
    expect(during.totals.entries).toBe(1);
    expect(during.days).toEqual([{ date: '2026-11-23', receivedPaise: during.totals.receivedPaise, entries: 1 }]);
    const after = await report();
    expect(after.totals.entries).toBe(2);
    expect(after.days).toEqual([{ date: '2026-11-23', receivedPaise: after.totals.receivedPaise, entries: 2 }]);
  });
});
