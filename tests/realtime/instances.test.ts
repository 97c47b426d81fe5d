import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres } from '../../src/server/db/client.js';
import { barberSchema } from '../../src/shared/schemas/barber.js';
import { createdBookingSchema } from '../../src/shared/schemas/booking.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { onPostgres } from '../helpers/db.js';
import { seedShop } from '../helpers/fixtures.js';
import { LiveClient, wsUrl } from './live-client.js';

// Several app instances behind a load balancer share one PostgreSQL database (docs/product/architecture.md#shape-of-the-system): a change
// made through one reaches the sockets of every other through LISTEN/NOTIFY.
describe.runIf(onPostgres)('/ws across two instances on one PostgreSQL database', () => {
  let a: TestApp;
  let b: TestApp;
  let shop: Awaited<ReturnType<typeof seedShop>>;

  beforeAll(async () => {
    a = await createTestApp();
    shop = await seedShop(a.ctx);
    // Instance B gets its own pool and its own LISTEN connection, as a second process would.
    const url = a.database.url;
    if (!url) throw new Error('the PostgreSQL test database has no url');
    b = await createTestApp({ database: openPostgres(url, { poolSize: 5 }), clock: a.clock });
  });
  afterAll(async () => {
    await b.close();
    await b.database.close();
    await a.close();
  });

  const barberListOf = async (t: TestApp) => {
    const response = await t.app.inject({ method: 'GET', url: '/api/barbers' });
    expect(response.statusCode).toBe(200);
    return z.array(barberSchema).parse(response.json());
  };

  it('delivers a booking made through A to a socket on B and refreshes B’s hot reads', async () => {
    const before = (await barberListOf(b)).find((barber) => barber.id === shop.barberA.id);
    expect(before?.waitTime).toBe(0);
    const client = await LiveClient.open(await wsUrl(b));
    try {
      await client.nextOfType('connected');
      const response = await a.app.inject({
        method: 'POST',
        url: '/api/bookings',
        payload: {
          barberId: shop.barberA.id,
          customerName: 'Anita Rao',
          customerPhone: '9876520001',
          bookingType: 'queue',
          services: [shop.haircut.id],
        },
      });
      expect(response.statusCode).toBe(201);
      const booking = createdBookingSchema.parse(response.json());

      const created = await client.nextOfType('bookingCreated', (m) => m.bookingId === booking.id);
      expect(created).toMatchObject({ barberId: shop.barberA.id, data: { bookingType: 'queue' } });
      const wait = await client.nextOfType('waitTimeUpdated', (m) => m.barberId === shop.barberA.id);
      expect(wait.data.estimatedWaitTime).toBe(30);
      expect(client.texts.join('\n')).not.toMatch(/Anita|9876520001/);

      // B had the barber list cached with no wait; the notification dropped it.
      const after = (await barberListOf(b)).find((barber) => barber.id === shop.barberA.id);
      expect(after?.waitTime).toBe(30);
    } finally {
      await client.close();
    }
  });
});
