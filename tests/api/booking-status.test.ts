import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bookingEvents, bookings } from '../../src/server/db/schema.js';
import { bookingSchema } from '../../src/shared/schemas/booking.js';
import { customerLogin } from '../helpers/fixtures.js';
import { book, expectError, OPENING, putStatus, TODAY, useOpenShop } from './booking-helpers.js';

describe('PUT /api/bookings/:id/status and /time', () => {
  const s = useOpenShop();

  const queue = (phone: string, services = [s.shop.haircut.id], barberId = s.shop.barberA.id) =>
    book(s.t, { barberId, customerPhone: phone, services });

  it('lets the barber serve, complete and cancel, and records the events', async () => {
    const first = await queue('9876500001');
    const second = await queue('9876500002');
    const served = await putStatus(s.t, first.id, { status: 'serving' }, s.barberA);
    expect(served.statusCode, served.body).toBe(200);
    const serving = bookingSchema.parse(served.json());
    expect(serving).toMatchObject({ status: 'serving', remainingTime: 30, servingStartedAt: new Date(OPENING).toISOString() });

    expectError(await putStatus(s.t, second.id, { status: 'serving' }, s.barberA), 409, 'BARBER_BUSY');
    expectError(await putStatus(s.t, second.id, { status: 'completed' }, s.barberA), 409, 'INVALID_TRANSITION');

    s.t.clock.advance(25);
    const completed = bookingSchema.parse((await putStatus(s.t, first.id, { status: 'completed' }, s.barberA)).json());
    expect(completed).toMatchObject({ status: 'completed', remainingTime: null });
    expectError(await putStatus(s.t, first.id, { status: 'serving' }, s.barberA), 409, 'INVALID_TRANSITION');
    expectError(await putStatus(s.t, first.id, { status: 'cancelled' }, s.barberA), 409, 'INVALID_TRANSITION');

    // Staff cancel as the barber, whatever the body claims.
    const cancelled = await putStatus(s.t, second.id, { status: 'cancelled', cancelledBy: 'customer' }, s.admin);
    expect(bookingSchema.parse(cancelled.json())).toMatchObject({ status: 'cancelled', cancelledBy: 'barber' });

    const events = await s.t.ctx.db.select().from(bookingEvents).where(eq(bookingEvents.bookingId, first.id)).orderBy(asc(bookingEvents.id));
    expect(events.map((event) => [event.type, event.data])).toEqual([
      ['bookingCreated', { bookingType: 'queue' }],
      ['bookingStatusChanged', { status: 'serving', cancelledBy: null }],
      ['bookingUpdated', { status: 'serving' }],
      ['bookingStatusChanged', { status: 'completed', cancelledBy: null }],
      ['bookingUpdated', { status: 'completed' }],
    ]);
    const [row] = await s.t.ctx.db.select().from(bookings).where(eq(bookings.id, first.id));
    expect(row?.finishedAt?.toISOString()).toBe(new Date(Date.parse(OPENING) + 25 * 60_000).toISOString());
  });

  it('refuses staff of another barber, anonymous callers and unknown bookings', async () => {
    const booking = await queue('9876500001');
    expectError(await putStatus(s.t, booking.id, { status: 'serving' }, s.barberB), 403, 'FORBIDDEN');
    expectError(await putStatus(s.t, booking.id, { status: 'serving' }), 401, 'UNAUTHORIZED');
    expectError(await putStatus(s.t, 9999, { status: 'serving' }, s.admin), 404, 'NOT_FOUND');
    expectError(await putStatus(s.t, booking.id, { status: 'waiting' }, s.admin), 400, 'VALIDATION_ERROR');
  });

  it('serves a slot booking only once its time has come', async () => {
    const slot = await book(s.t, {
      barberId: s.shop.barberA.id,
      customerPhone: '9876500001',
      services: [s.shop.haircut.id],
      slotDate: TODAY,
      slotTime: '11:00',
    });
    expectError(await putStatus(s.t, slot.id, { status: 'serving' }, s.barberA), 409, 'SLOT_NOT_STARTED');
    s.t.clock.set('2026-11-21T11:00:00+05:30');
    const served = await putStatus(s.t, slot.id, { status: 'serving' }, s.barberA);
    expect(bookingSchema.parse(served.json()).status).toBe('serving');
  });

  it('lets the customer cancel with the manage token only while the wait exceeds 15 minutes', async () => {
    const first = await queue('9876500001', [s.shop.colour.id]);
    const second = await queue('9876500002');
    expect(second.estimatedWaitTime).toBe(60);

    const soon = await putStatus(s.t, first.id, { status: 'cancelled', cancelledBy: 'customer', manageToken: first.manageToken });
    const body = expectError(soon, 409, 'CANCEL_NOT_ALLOWED');
    expect(body.message).toBe('Bookings can only be cancelled more than 15 minutes before their time');

    expectError(await putStatus(s.t, second.id, { status: 'cancelled', manageToken: first.manageToken }), 403, 'FORBIDDEN');
    expectError(await putStatus(s.t, second.id, { status: 'cancelled' }), 401, 'UNAUTHORIZED');
    expectError(await putStatus(s.t, second.id, { status: 'serving', manageToken: second.manageToken }), 403, 'FORBIDDEN');

    const cancelled = await putStatus(s.t, second.id, { status: 'cancelled', cancelledBy: 'barber', manageToken: second.manageToken });
    expect(bookingSchema.parse(cancelled.json())).toMatchObject({ status: 'cancelled', cancelledBy: 'customer', canCancel: false });
    expectError(
      await putStatus(s.t, second.id, { status: 'cancelled', manageToken: second.manageToken }),
      409,
      'INVALID_TRANSITION',
    );
  });

  it("lets a signed-in customer cancel their own booking, not someone else's", async () => {
    await queue('9876500001', [s.shop.colour.id]);
    const mine = await queue('9876500002');
    const cookie = await customerLogin(s.t.app, '9876500002');
    const stranger = await customerLogin(s.t.app, '9876500003');
    expectError(await putStatus(s.t, mine.id, { status: 'cancelled' }, stranger), 403, 'FORBIDDEN');
    const cancelled = await putStatus(s.t, mine.id, { status: 'cancelled' }, cookie);
    expect(bookingSchema.parse(cancelled.json())).toMatchObject({ status: 'cancelled', cancelledBy: 'customer' });
  });

  it('applies the 15-minute rule to a slot by its start time', async () => {
    const slot = await book(s.t, {
      barberId: s.shop.barberA.id,
      customerPhone: '9876500001',
      services: [s.shop.haircut.id],
      slotDate: TODAY,
      slotTime: '12:00',
    });
    s.t.clock.set('2026-11-21T11:45:00+05:30');
    const late = await putStatus(s.t, slot.id, { status: 'cancelled', manageToken: slot.manageToken });
    expectError(late, 409, 'CANCEL_NOT_ALLOWED');
    s.t.clock.set('2026-11-21T11:44:00+05:30');
    const inTime = await putStatus(s.t, slot.id, { status: 'cancelled', manageToken: slot.manageToken });
    expect(bookingSchema.parse(inTime.json()).status).toBe('cancelled');
  });

  it('adjusts the remaining time of the booking in the chair, never below 0', async () => {
    const booking = await queue('9876500001');
    const waiting = await queue('9876500002');
    const adjust = (adjustment: number, cookie?: string, id = booking.id) =>
      s.t.app.inject({ method: 'PUT', url: `/api/bookings/${id}/time`, payload: { adjustment }, ...(cookie ? { headers: { cookie } } : {}) });

    expectError(await adjust(5, s.barberA), 409, 'NOT_SERVING');
    await putStatus(s.t, booking.id, { status: 'serving' }, s.barberA);
    const remaining = async (adjustment: number) => {
      const response = await adjust(adjustment, s.barberA);
      expect(response.statusCode, response.body).toBe(200);
      return bookingSchema.parse(response.json()).remainingTime;
    };
    expect(await remaining(10)).toBe(40);
    s.t.clock.advance(7.5);
    expect(await remaining(-5)).toBe(28);
    expect(await remaining(-10)).toBe(18);
    expect(await remaining(-10)).toBe(8);
    expect(await remaining(-10)).toBe(0);
    expect(await remaining(-10)).toBe(0);
    expect(await remaining(5)).toBe(5);
    s.t.clock.advance(20);
    expect(await remaining(10)).toBe(10);

    expectError(await adjust(7, s.barberA), 400, 'VALIDATION_ERROR');
    expectError(await adjust(5, s.barberB), 403, 'FORBIDDEN');
    expectError(await adjust(5), 401, 'UNAUTHORIZED');
    expectError(await adjust(5, s.admin, waiting.id), 409, 'NOT_SERVING');
    expectError(await adjust(5, s.admin, 9999), 404, 'NOT_FOUND');
    const [event] = await s.t.ctx.db.select().from(bookingEvents).where(eq(bookingEvents.type, 'bookingUpdated')).orderBy(asc(bookingEvents.id));
    expect(event?.data).toEqual({ status: 'serving' });
  });
});
