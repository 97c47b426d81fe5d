import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertBookingRow } from '../../src/server/db/factories.js';
import { bookings } from '../../src/server/db/schema.js';
import { barberSchema } from '../../src/shared/schemas/barber.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { seedShop } from '../helpers/fixtures.js';

/** The public list is rendered once per change and second (services/rendered-answers.ts), not kept. */
describe('barber list waits', () => {
  let t: TestApp;
  let shop: Awaited<ReturnType<typeof seedShop>>;

  beforeAll(async () => {
    t = await createTestApp();
    shop = await seedShop(t.ctx);
  });
  afterAll(async () => {
    await t.close();
  });

  const waitOf = async (barberId: number) => {
    const list = barberSchema.array().parse((await t.app.inject({ method: 'GET', url: '/api/barbers' })).json());
    return list.find((barber) => barber.id === barberId)?.waitTime;
  };

  it('moves the waits on as time passes, with nothing changed in the shop, and at once after a change', async () => {
    const barberId = shop.barberB.id;
    const serving = await insertBookingRow(t.ctx.db, {
      barberId,
      customerPhone: '9800000001',
      status: 'serving',
      servingStartedAt: new Date(t.clock.now),
    });
    t.ctx.store.invalidate({ kind: 'bookings', barberId });
    expect(await waitOf(barberId)).toBe(30);
    t.clock.advance(10);
    expect(await waitOf(barberId)).toBe(20);

    await t.ctx.db.update(bookings).set({ status: 'completed', finishedAt: new Date(t.clock.now) }).where(eq(bookings.id, serving.id));
    t.ctx.store.invalidate({ kind: 'bookings', barberId });
    expect(await waitOf(barberId)).toBe(0);
  });
});
