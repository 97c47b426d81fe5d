import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { insertBarber } from '../../src/server/db/factories.js';
import { barbers, bookings } from '../../src/server/db/schema.js';
import { createdBookingSchema } from '../../src/shared/schemas/booking.js';
import { book, clearBookings, expectError, openShop, OPENING, postBooking, TODAY, useOpenShop, type BookingTestShop } from './booking-helpers.js';

const ANY = 'any' as unknown as number;

describe('POST /api/bookings with barberId "any"', () => {
  const s = useOpenShop();
  beforeEach(async () => {
    await s.t.ctx.db.update(barbers).set({ isAvailable: true, deletedAt: null, daysOff: [] });
    s.t.ctx.store.clear();
  });

  it('gives the walk-in to the barber whose plan starts it earliest', async () => {
    const { barberA, barberB, haircut } = s.shop;
    await book(s.t, { barberId: barberB.id, customerPhone: '9876500001', services: [haircut.id] });
    await book(s.t, { barberId: barberB.id, customerPhone: '9876500002', services: [haircut.id] });
    await book(s.t, { barberId: barberA.id, customerPhone: '9876500003', services: [haircut.id] });
    const booking = await book(s.t, { barberId: ANY, customerPhone: '9876500004', services: [haircut.id] });
    expect(booking).toMatchObject({ barberId: barberA.id, barberName: 'Ravi Kumar', expectedTime: '10:30', position: 2 });
  });

  it('leaves out a barber who is unavailable or on a day off, even when he is free', async () => {
    const { barberA, barberB, haircut } = s.shop;
    await book(s.t, { barberId: barberA.id, customerPhone: '9876500001', services: [haircut.id] });
    await s.t.ctx.db.update(barbers).set({ daysOff: [TODAY] }).where(eq(barbers.id, barberB.id));
    s.t.ctx.store.clear();
    expect(await book(s.t, { barberId: ANY, customerPhone: '9876500002', services: [haircut.id] })).toMatchObject({ barberId: barberA.id });
    await s.t.ctx.db.update(barbers).set({ daysOff: [], isAvailable: false }).where(eq(barbers.id, barberB.id));
    s.t.ctx.store.clear();
    expect(await book(s.t, { barberId: ANY, customerPhone: '9876500003', services: [haircut.id] })).toMatchObject({ barberId: barberA.id });
  });

  it('answers LAST_CALL with the next free slots when no barber can take it today, BARBER_UNAVAILABLE when nobody works', async () => {
    const { haircut } = s.shop;
    s.t.clock.set('2026-11-21T17:45:00+05:30');
    const late = await postBooking(s.t, { barberId: ANY, customerPhone: '9876500001', services: [haircut.id] });
    const body = expectError(late, 409, 'LAST_CALL');
    expect(body.message).toBe('No barber can take another walk-in today.');
    expect(body.alternatives?.barbers).toEqual([]);
    expect(body.alternatives?.slots.length).toBeGreaterThan(0);
    await s.t.ctx.db.update(barbers).set({ isAvailable: false });
    s.t.ctx.store.clear();
    s.t.clock.set(OPENING);
    expectError(await postBooking(s.t, { barberId: ANY, customerPhone: '9876500001', services: [haircut.id] }), 409, 'BARBER_UNAVAILABLE');
    expect(await s.t.ctx.db.select().from(bookings)).toHaveLength(0);
  });

  it('replays the first answer for a retried Idempotency-Key', async () => {
    const { haircut } = s.shop;
    const input = { barberId: ANY, customerPhone: '9876500001', services: [haircut.id] };
    const first = await book(s.t, input, { 'idempotency-key': 'any-barber-key-00000001' });
    const retry = await postBooking(s.t, input, { 'idempotency-key': 'any-barber-key-00000001' });
    expect(retry.statusCode).toBe(200);
    expect(createdBookingSchema.parse(retry.json())).toMatchObject({ id: first.id, barberId: first.barberId, manageToken: first.manageToken });
  });

  it('refuses "any" for a timed slot', async () => {
    const response = await postBooking(s.t, { barberId: ANY, customerPhone: '9876500001', services: [s.shop.haircut.id], slotDate: TODAY, slotTime: '12:00' });
    expect(expectError(response, 400, 'VALIDATION_ERROR').fields).toMatchObject({ barberId: 'Please select a barber for a timed slot' });
  });
});

/**
 * Two customers choosing "any" at once must not both land on the barber each saw free. Meaningful
 * on PostgreSQL, where the requests run on separate connections; the embedded database serialises
 * them anyway, and the test holds there too.
 */
describe('simultaneous "any barber" bookings', () => {
  let s: BookingTestShop;
  beforeAll(async () => {
    s = await openShop();
    await insertBarber(s.t.ctx.db, { name: 'Third Chair', username: 'third', password: 'third-password-1' });
    s.t.ctx.store.clear();
  });
  afterAll(async () => {
    await s.t.close();
  });

  it('puts each on a different barber when each barber has room for one more today', async () => {
    for (let round = 0; round < 3; round += 1) {
      await clearBookings(s.t);
      // 17:25 on a day that closes at 18:00: one 30-minute haircut still fits in each chair.
      s.t.clock.set('2026-11-21T17:25:00+05:30');
      const responses = await Promise.all(
        Array.from({ length: 4 }, (_, n) => postBooking(s.t, { barberId: ANY, customerPhone: `98000${round}000${n}`, services: [s.shop.haircut.id] })),
      );
      const made = responses.filter((response) => response.statusCode === 201).map((response) => createdBookingSchema.parse(response.json()));
      expect(made).toHaveLength(3);
      expect(new Set(made.map((booking) => booking.barberId)).size).toBe(3);
      expect(made.every((booking) => booking.expectedTime === '17:25')).toBe(true);
      const refused = responses.filter((response) => response.statusCode !== 201);
      expect(refused).toHaveLength(1);
      for (const response of refused) expectError(response, 409, 'LAST_CALL');
    }
  });
});
