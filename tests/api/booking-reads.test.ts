import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import {
  activeBookingsResponseSchema,
  bookingEventSchema,
  bookingSchema,
  checkPhoneResponseSchema,
  trackResponseSchema,
} from '../../src/shared/schemas/booking.js';
import { customerLogin } from '../helpers/fixtures.js';
import { book, expectError, putStatus, TODAY, useOpenShop } from './booking-helpers.js';

const bookingList = z.array(bookingSchema);

describe('reading bookings', () => {
  const s = useOpenShop();

  const get = (url: string, cookie?: string, remoteAddress?: string) =>
    s.t.app.inject({ method: 'GET', url, ...(cookie ? { headers: { cookie } } : {}), ...(remoteAddress ? { remoteAddress } : {}) });

  /** Three bookings: A serving, A waiting slot at 12:00, B queue; then one completed and one cancelled for A. */
  async function busyDay() {
    const { barberA, barberB, haircut, beard } = s.shop;
    const serving = await book(s.t, { barberId: barberA.id, customerPhone: '9876500001', services: [haircut.id] });
    const slot = await book(s.t, {
      barberId: barberA.id,
      customerPhone: '9876500002',
      customerName: 'Meera Nair',
      services: [haircut.id, beard.id],
      slotDate: TODAY,
      slotTime: '12:00',
    });
    const queued = await book(s.t, { barberId: barberA.id, customerPhone: '9876500003', services: [beard.id] });
    const other = await book(s.t, { barberId: barberB.id, customerPhone: '9876500004', services: [haircut.id] });
    await putStatus(s.t, serving.id, { status: 'serving' }, s.barberA);
    return { serving, slot, queued, other };
  }

  it('lists bookings for the admin, newest first, with filters', async () => {
    const { serving, slot, queued, other } = await busyDay();
    await putStatus(s.t, other.id, { status: 'cancelled' }, s.barberB);
    const all = bookingList.parse((await get('/api/bookings', s.admin)).json());
    expect(all.map((b) => b.id)).toEqual([other.id, queued.id, slot.id, serving.id]);
    const active = bookingList.parse((await get(`/api/bookings?status=active&barberId=${s.shop.barberA.id}`, s.admin)).json());
    expect(active.map((b) => b.id)).toEqual([queued.id, slot.id, serving.id]);
    const byBarber = bookingList.parse((await get('/api/bookings?status=cancelled-barber', s.admin)).json());
    expect(byBarber.map((b) => b.id)).toEqual([other.id]);
    expect(bookingList.parse((await get('/api/bookings?status=cancelled-customer', s.admin)).json())).toEqual([]);
    expect(bookingList.parse((await get(`/api/bookings?date=${TODAY}&limit=2`, s.admin)).json())).toHaveLength(2);
    expect(bookingList.parse((await get('/api/bookings?date=2026-11-22', s.admin)).json())).toEqual([]);
    expectError(await get('/api/bookings'), 401, 'UNAUTHORIZED');
    expectError(await get('/api/bookings', s.barberA), 403, 'FORBIDDEN');
    expectError(await get('/api/bookings?status=nope', s.admin), 400, 'VALIDATION_ERROR');
  });

  it('shows one booking to its owner, its barber and the admin only', async () => {
    const { slot } = await busyDay();
    const url = `/api/bookings/${slot.id}`;
    const byToken = bookingSchema.parse((await get(`${url}?token=${slot.manageToken}`)).json());
    expect(byToken).toMatchObject({ id: slot.id, customerName: 'Meera Nair', slotTime: '12:00' });
    expect((await get(url, await customerLogin(s.t.app, '9876500002'))).statusCode).toBe(200);
    expect((await get(url, s.barberA)).statusCode).toBe(200);
    expect((await get(url, s.admin)).statusCode).toBe(200);
    expectError(await get(url), 401, 'UNAUTHORIZED');
    expectError(await get(`${url}?token=${'0'.repeat(64)}`), 403, 'FORBIDDEN');
    expectError(await get(url, s.barberB), 403, 'FORBIDDEN');
    expectError(await get(url, await customerLogin(s.t.app, '9876500009')), 403, 'FORBIDDEN');
    expectError(await get('/api/bookings/9999', s.admin), 404, 'NOT_FOUND');
  });

  it('tracks by phone with the name masked, unless the caller owns the booking', async () => {
    const { slot } = await busyDay();
    const anonymous = trackResponseSchema.parse((await get('/api/bookings/track/9876500002')).json());
    expect(anonymous).toHaveLength(1);
    expect(anonymous[0]?.booking).toMatchObject({ id: slot.id, customerName: 'M**** N***', notes: '' });
    expect(anonymous[0]?.waitTime).toBe(anonymous[0]?.booking.estimatedWaitTime);
    const owner = trackResponseSchema.parse((await get('/api/bookings/track/9876500002', await customerLogin(s.t.app, '9876500002'))).json());
    expect(owner[0]?.booking.customerName).toBe('Meera Nair');
    const staff = trackResponseSchema.parse((await get('/api/bookings/track/9876500002', s.barberA)).json());
    expect(staff[0]?.booking.customerName).toBe('Meera Nair');

    const none = expectError(await get('/api/bookings/track/9000000000'), 404, 'NOT_FOUND');
    expect(none.message).toBe("We couldn't find any bookings for this phone number");
    expect(expectError(await get('/api/bookings/track/98765'), 400, 'VALIDATION_ERROR').message).toBe(
      'Phone number must be exactly 10 digits',
    );
  });

  it('limits how many different phones one address looks up, with 429 and Retry-After; asking again is free', async () => {
    const phone = (n: number) => String(9_100_000_000 + n);
    for (let n = 0; n < 30; n += 1) {
      expect((await get(`/api/bookings/track/${phone(n)}`, undefined, '10.0.0.7')).statusCode).toBe(404);
    }
    const limited = await get(`/api/bookings/track/${phone(30)}`, undefined, '10.0.0.7');
    expectError(limited, 429, 'RATE_LIMITED');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // A track page following its own booking asks again on every live event: never limited.
    for (let hit = 0; hit < 50; hit += 1) {
      expect((await get(`/api/bookings/track/${phone(0)}`, undefined, '10.0.0.7')).statusCode).toBe(404);
    }
    // Track and the phone check share the budget; another address has its own.
    expectError(await get(`/api/bookings/check-phone/${phone(31)}`, undefined, '10.0.0.7'), 429, 'RATE_LIMITED');
    expect((await get(`/api/bookings/check-phone/${phone(3)}`, undefined, '10.0.0.7')).statusCode).toBe(200);
    expect((await get(`/api/bookings/track/${phone(30)}`, undefined, '10.0.0.8')).statusCode).toBe(404);
    s.t.clock.advance(10);
    expect((await get(`/api/bookings/check-phone/${phone(31)}`, undefined, '10.0.0.7')).statusCode).toBe(200);
  });

  it('checks whether a phone has an active booking', async () => {
    const { queued } = await busyDay();
    const taken = checkPhoneResponseSchema.parse((await get('/api/bookings/check-phone/9876500003')).json());
    expect(taken).toMatchObject({ hasActiveBooking: true, activeBooking: { id: queued.id, customerName: 'A*** V****' } });
    const free = checkPhoneResponseSchema.parse((await get('/api/bookings/check-phone/9000000000')).json());
    expect(free).toEqual({ hasActiveBooking: false, activeBooking: null });
    expectError(await get('/api/bookings/check-phone/98765abcde'), 400, 'VALIDATION_ERROR');
  });

  it("serves a barber's serving booking and queue to that barber and the admin", async () => {
    const { barberA, barberB } = s.shop;
    expectError(await get(`/api/bookings/barber/${barberA.id}/serving`, s.barberA), 404, 'NOT_FOUND');
    const { serving, slot, queued } = await busyDay();
    const chair = bookingSchema.parse((await get(`/api/bookings/barber/${barberA.id}/serving`, s.barberA)).json());
    expect(chair).toMatchObject({ id: serving.id, status: 'serving', remainingTime: 30 });
    expectError(await get(`/api/bookings/barber/${barberA.id}/serving`, s.barberB), 403, 'FORBIDDEN');
    expectError(await get(`/api/bookings/barber/${barberA.id}/serving`), 401, 'UNAUTHORIZED');

    // The beard trim (15 min) fits before the 12:00 slot, so the plan puts it first.
    const queue = bookingList.parse((await get(`/api/bookings/barber/${barberA.id}/queue?t=123`, s.admin)).json());
    expect(queue.map((b) => [b.id, b.position, b.expectedTime])).toEqual([
      [queued.id, 1, '10:30'],
      [slot.id, 2, '12:00'],
    ]);
    expect(bookingList.parse((await get(`/api/bookings/barber/${barberB.id}/queue`, s.barberB)).json())).toHaveLength(1);
    expectError(await get(`/api/bookings/barber/${barberA.id}/queue`, s.barberB), 403, 'FORBIDDEN');
  });

  it('shows booked slots to everyone and the bookings only to the barber and the admin', async () => {
    const { barberA } = s.shop;
    const { serving, slot, queued } = await busyDay();
    const url = `/api/bookings/barber-by-id/${barberA.id}/active`;
    const publicView = await get(url);
    expect(publicView.json()).not.toHaveProperty('bookings');
    expect(activeBookingsResponseSchema.parse(publicView.json())).toEqual({
      bookedSlots: [{ bookingId: slot.id, slotDate: TODAY, slotTime: '12:00', service: 'Haircut + Beard Trim', duration: 45 }],
    });
    expect(publicView.body).not.toContain('9876500002');
    const own = activeBookingsResponseSchema.parse((await get(url, s.barberA)).json());
    expect(own.bookings?.map((b) => b.id)).toEqual([serving.id, queued.id, slot.id]);
    expect(activeBookingsResponseSchema.parse((await get(url, s.barberB)).json()).bookings).toBeUndefined();
    expectError(await get('/api/bookings/barber-by-id/9999/active'), 404, 'NOT_FOUND');
  });

  it("serves a barber's history and change log, newest first", async () => {
    const { barberA } = s.shop;
    const { serving, queued } = await busyDay();
    await putStatus(s.t, serving.id, { status: 'completed' }, s.barberA);
    await putStatus(s.t, queued.id, { status: 'cancelled' }, s.barberA);
    const history = bookingList.parse((await get(`/api/bookings/barber-by-id/${barberA.id}`, s.barberA)).json());
    expect(history.map((b) => [b.id, b.status])).toEqual([
      [queued.id, 'cancelled'],
      [serving.id, 'completed'],
    ]);
    expectError(await get(`/api/bookings/barber-by-id/${barberA.id}`, s.barberB), 403, 'FORBIDDEN');
    expectError(await get(`/api/bookings/barber-by-id/${barberA.id}`), 401, 'UNAUTHORIZED');

    const logs = z.array(bookingEventSchema).parse((await get(`/api/logs/barber/${barberA.id}`, s.admin)).json());
    expect(logs[0]).toMatchObject({ bookingId: queued.id, type: 'bookingUpdated', data: { status: 'cancelled' } });
    expect(logs.every((event) => event.barberId === barberA.id)).toBe(true);
    expect(logs.map((event) => event.id)).toEqual([...logs.map((event) => event.id)].sort((a, b) => b - a));
    expect(JSON.stringify(logs)).not.toContain('98765');
    expectError(await get(`/api/logs/barber/${barberA.id}`, s.barberB), 403, 'FORBIDDEN');
    expectError(await get(`/api/logs/barber/${barberA.id}`), 401, 'UNAUTHORIZED');
  });
});
