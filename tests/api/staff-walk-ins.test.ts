import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { beforeEach, describe, expect, it } from 'vitest';
import { insertBookingRow } from '../../src/server/db/factories.js';
import { barbers, bookings, messages } from '../../src/server/db/schema.js';
import { boardSchema } from '../../src/shared/schemas/board.js';
import { createdBookingSchema, type CreatedBooking } from '../../src/shared/schemas/booking.js';
import { usualServicesSchema } from '../../src/shared/schemas/staff-walk-in.js';
import { book, expectError, OPENING, useOpenShop } from './booking-helpers.js';

/** POST /api/bookings/walk-in as whoever's cookie is given. */
function addWalkIn(s: ReturnType<typeof useOpenShop>, cookie: string, payload: Record<string, unknown>, key?: string): Promise<LightMyRequestResponse> {
  return s.t.app.inject({
    method: 'POST',
    url: '/api/bookings/walk-in',
    headers: { cookie, ...(key ? { 'idempotency-key': key } : {}) },
    payload,
  });
}

function created(response: LightMyRequestResponse, status = 201): CreatedBooking {
  expect(response.statusCode, response.body).toBe(status);
  return createdBookingSchema.parse(response.json());
}

describe('POST /api/bookings/walk-in (staff at the counter)', () => {
  const s = useOpenShop();
  beforeEach(async () => {
    await s.t.ctx.db.update(barbers).set({ isAvailable: true, deletedAt: null });
    s.t.ctx.store.clear();
  });

  it('adds a walk-in without name or phone: "Walk-in", no phone, arrived now, no text message, on the board', async () => {
    const { barberA, haircut } = s.shop;
    const booking = created(await addWalkIn(s, s.barberA, { barberId: barberA.id, services: [haircut.id] }));
    expect(booking).toMatchObject({ barberId: barberA.id, customerName: 'Walk-in', customerPhone: null, bookingType: 'queue', status: 'waiting' });
    expect(booking.manageToken).toMatch(/^[0-9a-f]{64}$/);
    const [row] = await s.t.ctx.db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(row?.arrivedAt?.getTime()).toBe(Date.parse(OPENING));
    expect(await s.t.ctx.db.select().from(messages).where(eq(messages.bookingId, booking.id))).toEqual([]);
    const board = boardSchema.parse((await s.t.app.inject({ method: 'GET', url: '/api/board' })).json());
    expect(board.barbers.find((entry) => entry.barberId === barberA.id)?.next).toEqual([booking.id]);
    // Its token page opens with the manage token, as any booking's.
    const page = await s.t.app.inject({ method: 'GET', url: `/api/bookings/${booking.id}?token=${booking.manageToken}` });
    expect(page.statusCode).toBe(200);
  });

  it('keeps a given name and phone, confirms by text, and obeys one active booking per phone', async () => {
    const { barberA, barberB, haircut } = s.shop;
    const booking = created(await addWalkIn(s, s.admin, { barberId: barberB.id, customerName: ' Mohan ', customerPhone: '9876500001', services: [haircut.id] }));
    expect(booking).toMatchObject({ customerName: 'Mohan', customerPhone: '9876500001', barberId: barberB.id });
    const sent = await s.t.ctx.db.select().from(messages).where(eq(messages.bookingId, booking.id));
    expect(sent.map((message) => message.kind)).toEqual(['confirmation']);
    const again = await addWalkIn(s, s.barberA, { barberId: barberA.id, customerPhone: '9876500001', services: [haircut.id] });
    expect(expectError(again, 409, 'PHONE_HAS_ACTIVE_BOOKING')).toMatchObject({ activeBookingId: booking.id });
  });

  it('answers a double tap with one walk-in (Idempotency-Key)', async () => {
    const { barberA, haircut } = s.shop;
    const payload = { barberId: barberA.id, services: [haircut.id] };
    const first = created(await addWalkIn(s, s.barberA, payload, 'walk-in-key-0000000001'));
    const second = created(await addWalkIn(s, s.barberA, payload, 'walk-in-key-0000000001'), 200);
    expect(second.id).toBe(first.id);
    expect(await s.t.ctx.db.select().from(bookings)).toHaveLength(1);
    const other = await addWalkIn(s, s.barberA, { ...payload, customerName: 'Someone' }, 'walk-in-key-0000000001');
    expectError(other, 422, 'IDEMPOTENCY_KEY_MISMATCH');
  });

  it('lets a barber add only to his own chair, and validates', async () => {
    const { barberB, haircut } = s.shop;
    expectError(await addWalkIn(s, s.barberA, { barberId: barberB.id, services: [haircut.id] }), 403, 'FORBIDDEN');
    expectError(await addWalkIn(s, s.barberA, { barberId: 'any', services: [haircut.id] }), 403, 'FORBIDDEN');
    const none = await addWalkIn(s, s.admin, { barberId: 'any', services: [] });
    expect(expectError(none, 400, 'VALIDATION_ERROR').fields).toMatchObject({ services: 'Please select at least one service' });
    const phone = await addWalkIn(s, s.admin, { barberId: 'any', customerPhone: '12345', services: [s.shop.haircut.id] });
    expect(expectError(phone, 400, 'VALIDATION_ERROR').fields).toMatchObject({ customerPhone: 'Phone number must be exactly 10 digits' });
    expect(await s.t.ctx.db.select().from(bookings)).toHaveLength(0);
  });

  it('puts the front desk\'s "first available" with the barber who starts it earliest', async () => {
    const { barberA, barberB, haircut } = s.shop;
    await book(s.t, { barberId: barberA.id, customerPhone: '9876500001', services: [haircut.id] });
    const booking = created(await addWalkIn(s, s.admin, { barberId: 'any', services: [haircut.id] }));
    expect(booking).toMatchObject({ barberId: barberB.id, expectedTime: '10:00' });
  });

  it('still asks a customer without a session for a name and a phone', async () => {
    const { barberA, haircut } = s.shop;
    const noName = await s.t.app.inject({
      method: 'POST',
      url: '/api/bookings',
      payload: { barberId: barberA.id, customerPhone: '9876500001', bookingType: 'queue', services: [haircut.id] },
    });
    expect(expectError(noName, 400, 'VALIDATION_ERROR').fields).toHaveProperty('customerName');
    const noPhone = await s.t.app.inject({
      method: 'POST',
      url: '/api/bookings',
      payload: { barberId: barberA.id, customerName: 'Asha Verma', bookingType: 'queue', services: [haircut.id] },
    });
    expect(expectError(noPhone, 400, 'VALIDATION_ERROR').fields).toHaveProperty('customerPhone');
    // And the counter's route is not theirs.
    expectError(await s.t.app.inject({ method: 'POST', url: '/api/bookings/walk-in', payload: { barberId: barberA.id, services: [haircut.id] } }), 401, 'UNAUTHORIZED');
  });
});

describe('GET /api/bookings/usual-services', () => {
  const s = useOpenShop();

  it('names the service each chair is most often booked for lately, the first one without history', async () => {
    const { barberA, beard, haircut } = s.shop;
    for (const [n, service] of [beard, beard, haircut].entries()) {
      const row = await insertBookingRow(s.t.ctx.db, {
        barberId: barberA.id,
        customerPhone: `98765000${n}0`,
        status: 'completed',
        services: [{ id: service.id, name: service.name, duration: service.duration, description: '' }],
      });
      await s.t.ctx.db
        .update(bookings)
        .set({ finishedAt: new Date(Date.parse(OPENING) - (n + 1) * 3_600_000), serviceSeconds: 900 })
        .where(eq(bookings.id, row.id));
    }
    const admin = usualServicesSchema.parse((await s.t.app.inject({ method: 'GET', url: '/api/bookings/usual-services', headers: { cookie: s.admin } })).json());
    expect(admin).toEqual({
      shop: beard.id,
      barbers: [
        { barberId: barberA.id, serviceId: beard.id },
        { barberId: s.shop.barberB.id, serviceId: haircut.id },
      ],
    });
    const own = usualServicesSchema.parse((await s.t.app.inject({ method: 'GET', url: '/api/bookings/usual-services', headers: { cookie: s.barberB } })).json());
    expect(own.barbers).toEqual([{ barberId: s.shop.barberB.id, serviceId: haircut.id }]);
  });
});
