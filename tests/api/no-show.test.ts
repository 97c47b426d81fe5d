import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bookings, messages } from '../../src/server/db/schema.js';
import { activeBookingsResponseSchema, bookingSchema, historyPageSchema, trackResponseSchema } from '../../src/shared/schemas/booking.js';
import { book, expectError, putStatus, TODAY, useOpenShop } from './booking-helpers.js';

// docs/product/chairs-day.md: a barber marks a waiting customer who never came as a no-show.
describe('no-shows', () => {
  const s = useOpenShop();

  const walkIn = (phone: string, barberId = s.shop.barberA.id) => book(s.t, { barberId, customerPhone: phone, services: [s.shop.haircut.id] });
  const noShow = (id: number, cookie?: string, extra: Record<string, unknown> = {}) =>
    putStatus(s.t, id, { status: 'cancelled', reason: 'no_show', ...extra }, cookie);

  it('lets the barber or the admin mark a waiting customer as a no-show, and no one else', async () => {
    const first = await walkIn('9876500001');
    const second = await walkIn('9876500002');
    const third = await walkIn('9876500003');

    expectError(await noShow(second.id), 401, 'UNAUTHORIZED');
    expectError(await noShow(second.id, undefined, { manageToken: second.manageToken }), 403, 'FORBIDDEN');
    expectError(await noShow(second.id, s.barberB), 403, 'FORBIDDEN');
    expectError(await putStatus(s.t, second.id, { status: 'cancelled', reason: 'late' }, s.barberA), 400, 'VALIDATION_ERROR');

    const marked = await noShow(second.id, s.barberA);
    expect(marked.statusCode, marked.body).toBe(200);
    expect(bookingSchema.parse(marked.json())).toMatchObject({ status: 'cancelled', cancelledBy: 'barber', cancelReason: 'no_show' });
    expect((await noShow(third.id, s.admin)).statusCode).toBe(200);

    // Someone in the chair came; a finished booking is finished.
    expect((await putStatus(s.t, first.id, { status: 'serving' }, s.barberA)).statusCode).toBe(200);
    expectError(await noShow(first.id, s.barberA), 409, 'INVALID_TRANSITION');
    expectError(await noShow(second.id, s.barberA), 409, 'INVALID_TRANSITION');

    // An ordinary cancellation has no reason; the shop does not message a no-show.
    const [row] = await s.t.ctx.db.select().from(bookings).where(eq(bookings.id, first.id));
    expect(row?.cancelReason).toBeNull();
    const kinds = (await s.t.ctx.db.select().from(messages)).map((message) => `${message.bookingId}:${message.kind}`);
    expect(kinds).not.toContain(`${second.id}:cancelled_by_shop`);
    expect(kinds).not.toContain(`${third.id}:cancelled_by_shop`);
  });

  it('takes a slot booking as a no-show only once its time has come', async () => {
    const slot = await book(s.t, { barberId: s.shop.barberA.id, customerPhone: '9876500011', services: [s.shop.haircut.id], slotDate: TODAY, slotTime: '11:00' });
    expectError(await noShow(slot.id, s.barberA), 409, 'SLOT_NOT_STARTED');
    s.t.clock.set(`${TODAY}T11:10:00+05:30`);
    expect((await noShow(slot.id, s.barberA)).statusCode).toBe(200);
  });

  it('filters history by no-show and marks a phone with repeated no-shows on the queue', async () => {
    const phone = '9876500021';
    // Two no-shows this month and one four months ago, which no longer counts.
    for (const daysAgo of [120, 20, 3]) {
      s.t.clock.set(`${TODAY}T10:00:00+05:30`);
      s.t.clock.advance(-daysAgo * 24 * 60);
      const missed = await walkIn(phone);
      expect((await noShow(missed.id, s.barberA)).statusCode).toBe(200);
    }
    s.t.clock.set(`${TODAY}T10:00:00+05:30`);
    const other = await walkIn('9876500022');
    expect((await putStatus(s.t, other.id, { status: 'cancelled' }, s.barberA)).statusCode).toBe(200);
    const again = await walkIn(phone);
    const fresh = await walkIn('9876500023');

    const history = await s.t.app.inject({ method: 'GET', url: '/api/bookings/history?status=no-show', headers: { cookie: s.barberA } });
    expect(history.statusCode, history.body).toBe(200);
    const page = historyPageSchema.parse(history.json());
    expect(page.bookings.map((booking) => [booking.customerPhone, booking.cancelReason])).toEqual([
      [phone, 'no_show'],
      [phone, 'no_show'],
      [phone, 'no_show'],
    ]);
    const listed = await s.t.app.inject({ method: 'GET', url: '/api/bookings?status=no-show', headers: { cookie: s.admin } });
    expect(listed.json<unknown[]>()).toHaveLength(3);

    const active = await s.t.app.inject({ method: 'GET', url: `/api/bookings/barber-by-id/${s.shop.barberA.id}/active`, headers: { cookie: s.barberA } });
    const { bookings: queue = [] } = activeBookingsResponseSchema.parse(active.json());
    expect(queue.map((booking) => [booking.id, booking.recentNoShows])).toEqual([
      [again.id, 2],
      [fresh.id, 0],
    ]);
    // Nobody else sees the count.
    const tracked = await s.t.app.inject({ method: 'GET', url: `/api/bookings/track/${phone}` });
    expect(trackResponseSchema.parse(tracked.json())[0]?.booking.recentNoShows).toBeNull();
  });
});
