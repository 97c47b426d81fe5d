import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { insertBarber } from '../../src/server/db/factories.js';
import { bookings } from '../../src/server/db/schema.js';
import { createdBookingSchema } from '../../src/shared/schemas/booking.js';
import { onPostgres } from '../helpers/db.js';
import { book, clearBookings, OPENING, openShop, postBooking, putStatus, TODAY, type BookingTestShop } from './booking-helpers.js';

/**
 * Races between requests. They mean something only on PostgreSQL, where requests run on separate
 * connections; PGlite has one connection and serialises every transaction anyway.
 */
describe('concurrent bookings (PostgreSQL)', () => {
  let s: BookingTestShop;
  let chairs: number[] = [];

  beforeAll(async () => {
    if (!onPostgres) return;
    s = await openShop();
    chairs = [];
    for (let n = 0; n < 20; n += 1) {
      const { barber } = await insertBarber(s.t.ctx.db, { name: `Chair ${n}`, username: `chair${n}`, password: `chair-password-${n}` });
      chairs.push(barber.id);
    }
  });
  afterAll(async () => {
    if (onPostgres) await s.t.close();
  });
  beforeEach(async () => {
    if (!onPostgres) return;
    await clearBookings(s.t);
    s.t.clock.set(OPENING);
  });

  it.runIf(onPostgres)('lets exactly one of 50 simultaneous bookings of one slot through', async () => {
    const { barberA, haircut } = s.shop;
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, n) =>
        postBooking(s.t, {
          barberId: barberA.id,
          customerPhone: `98000${String(n).padStart(5, '0')}`,
          services: [haircut.id],
          slotDate: TODAY,
          slotTime: '12:00',
        }),
      ),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(49);
    expect(new Set(responses.filter((r) => r.statusCode === 409).map((r) => r.json<{ error: string }>().error))).toEqual(
      new Set(['SLOT_TAKEN']),
    );
    expect(await s.t.ctx.db.select().from(bookings)).toHaveLength(1);
  });

  it.runIf(onPostgres)('lets exactly one of 20 simultaneous bookings with one phone through', async () => {
    const { haircut } = s.shop;
    const responses = await Promise.all(
      chairs.map((barberId, n) =>
        postBooking(s.t, {
          barberId,
          customerPhone: '9876512345',
          services: [haircut.id],
          ...(n % 2 === 0 ? { slotDate: TODAY, slotTime: '12:00' } : {}),
        }),
      ),
    );
    const created = responses.filter((response) => response.statusCode === 201);
    expect(created).toHaveLength(1);
    const winner = createdBookingSchema.parse(created[0]?.json());
    for (const response of responses.filter((r) => r.statusCode !== 201)) {
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ error: 'PHONE_HAS_ACTIVE_BOOKING', activeBookingId: winner.id });
    }
    expect(await s.t.ctx.db.select().from(bookings)).toHaveLength(1);
  });

  it.runIf(onPostgres)('makes one booking for simultaneous requests with one Idempotency-Key', async () => {
    const { barberA, haircut } = s.shop;
    const input = { barberId: barberA.id, customerPhone: '9876512345', services: [haircut.id] };
    const responses = await Promise.all(
      Array.from({ length: 10 }, () => postBooking(s.t, input, { 'idempotency-key': '7d3c9a52-1f0e-4b8a-a6d2-5e9f0c1b2a33' })),
    );
    const ids = responses.map((response) => {
      expect([200, 201]).toContain(response.statusCode);
      return createdBookingSchema.parse(response.json()).id;
    });
    expect(new Set(ids).size).toBe(1);
    expect(responses.filter((response) => response.statusCode === 201)).toHaveLength(1);
    expect(await s.t.ctx.db.select().from(bookings)).toHaveLength(1);
  });

  it.runIf(onPostgres)('serves one customer at a time when the barber starts several at once', async () => {
    const { barberA, haircut } = s.shop;
    const queued = [];
    for (let n = 0; n < 10; n += 1) {
      queued.push(await book(s.t, { barberId: barberA.id, customerPhone: `98100${String(n).padStart(5, '0')}`, services: [haircut.id] }));
    }
    const responses = await Promise.all(queued.map((booking) => putStatus(s.t, booking.id, { status: 'serving' }, s.barberA)));
    expect(responses.filter((response) => response.statusCode === 200)).toHaveLength(1);
    for (const response of responses.filter((r) => r.statusCode !== 200)) {
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ error: 'BARBER_BUSY' });
    }
  });
});
