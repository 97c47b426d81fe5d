import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { openAllDay } from '../helpers/fixtures.js';
import { bookings } from '../../src/server/db/schema.js';
import { accuracyReportSchema } from '../../src/shared/schemas/accuracy.js';
import { book, expectError, OPENING, putStatus, TODAY, useOpenShop, type BookingTestShop } from './booking-helpers.js';

const MINUTE = 60_000;
const s = useOpenShop();
// A dozen haircuts one after another run past the default 18:00 closing: the shop is open all day.
beforeAll(async () => {
  await openAllDay(s.t.ctx);
});

/** Serves and completes one haircut on barber A that takes `minutes`. */
async function haircutTaking(s: BookingTestShop, phone: string, minutes: number): Promise<void> {
  const booking = await book(s.t, { barberId: s.shop.barberA.id, customerPhone: phone, services: [s.shop.haircut.id] });
  expect((await putStatus(s.t, booking.id, { status: 'serving' }, s.barberA)).statusCode).toBe(200);
  s.t.clock.advance(minutes);
  expect((await putStatus(s.t, booking.id, { status: 'completed' }, s.barberA)).statusCode).toBe(200);
}

/** The wait promised to the second of two walk-ins who join an idle chair now: the first one's planned time. */
async function secondWalkInWait(s: BookingTestShop, barberId: number, phones: [string, string]): Promise<number> {
  await book(s.t, { barberId, customerPhone: phones[0], services: [s.shop.haircut.id] });
  const second = await book(s.t, { barberId, customerPhone: phones[1], services: [s.shop.haircut.id] });
  if (second.estimatedWaitTime === null) throw new Error('a walk-in without a wait');
  return second.estimatedWaitTime;
}

/**
 * Two haircut walk-ins on barber A, promised at opening and 30 minutes on: the first starts 10
 * minutes late and takes 40, so the second starts 20 minutes late.
 */
async function twoWalkInsStartedLate(s: BookingTestShop, phonePrefix: string) {
  const first = await book(s.t, { barberId: s.shop.barberA.id, customerPhone: `${phonePrefix}01`, services: [s.shop.haircut.id] });
  const second = await book(s.t, { barberId: s.shop.barberA.id, customerPhone: `${phonePrefix}02`, services: [s.shop.haircut.id] });
  s.t.clock.advance(10);
  await putStatus(s.t, first.id, { status: 'serving' }, s.barberA);
  s.t.clock.advance(40);
  await putStatus(s.t, first.id, { status: 'completed' }, s.barberA);
  await putStatus(s.t, second.id, { status: 'serving' }, s.barberA);
  return { first, second };
}

describe('learned durations (docs/product/waits.md)', () => {
  it("a barber's completed haircuts move the next customers' expected times their way, and only theirs", async () => {
    // Configured: 30 minutes. Barber A does them in 18.
    for (let i = 0; i < 12; i += 1) await haircutTaking(s, `90000001${String(i).padStart(2, '0')}`, 18);

    const fast = await secondWalkInWait(s, s.shop.barberA.id, ['9100000001', '9100000002']);
    expect(fast).toBeLessThan(30);
    expect(fast).toBeGreaterThanOrEqual(18);
    // Barber B has no history: the configured duration stands.
    expect(await secondWalkInWait(s, s.shop.barberB.id, ['9100000003', '9100000004'])).toBe(30);
  });

  it('a slow barber is promised later than the configured durations say', async () => {
    for (let i = 0; i < 12; i += 1) await haircutTaking(s, `90000002${String(i).padStart(2, '0')}`, 42);
    expect(await secondWalkInWait(s, s.shop.barberA.id, ['9100000011', '9100000012'])).toBeGreaterThan(30);
  });

  it('one haircut left open over lunch does not teach the barber a three-hour haircut', async () => {
    for (let i = 0; i < 8; i += 1) await haircutTaking(s, `90000003${String(i).padStart(2, '0')}`, 30);
    await haircutTaking(s, '9000000399', 180);
    const wait = await secondWalkInWait(s, s.shop.barberA.id, ['9100000021', '9100000022']);
    expect(wait).toBeGreaterThanOrEqual(28);
    expect(wait).toBeLessThanOrEqual(36);
  });

  it('gives a waiting walk-in a likely range around its wait, and a slot none', async () => {
    // Haircuts of 20 to 40 minutes: the range around a wait behind one of them is wide.
    for (let i = 0; i < 12; i += 1) await haircutTaking(s, `90000004${String(i).padStart(2, '0')}`, i % 2 === 0 ? 20 : 40);
    await book(s.t, { barberId: s.shop.barberA.id, customerPhone: '9100000031', services: [s.shop.haircut.id] });
    const second = await book(s.t, { barberId: s.shop.barberA.id, customerPhone: '9100000032', services: [s.shop.haircut.id] });
    const range = second.estimatedWaitRange;
    expect(range).not.toBeNull();
    expect(range?.low).toBeLessThanOrEqual(second.estimatedWaitTime ?? -1);
    expect(range?.high).toBeGreaterThanOrEqual((second.estimatedWaitTime ?? 0) + 5);

    const slot = await book(s.t, {
      barberId: s.shop.barberB.id,
      customerPhone: '9100000033',
      services: [s.shop.haircut.id],
      slotDate: TODAY,
      slotTime: '16:00',
    });
    expect(slot.estimatedWaitRange).toBeNull();
  });

  it('does not assume the chair is free the moment a booking outlasts its expected time', async () => {
    const first = await book(s.t, { barberId: s.shop.barberA.id, customerPhone: '9100000041', services: [s.shop.haircut.id] });
    const second = await book(s.t, { barberId: s.shop.barberA.id, customerPhone: '9100000042', services: [s.shop.haircut.id] });
    await putStatus(s.t, first.id, { status: 'serving' }, s.barberA);
    // Configured 30 minutes, no history; 45 minutes in, the haircut is still going.
    s.t.clock.advance(45);
    const response = await s.t.app.inject({ method: 'GET', url: `/api/wait-time/${s.shop.barberA.id}?bookingId=${second.id}` });
    const wait = response.json<{ estimatedWaitTime: number }>().estimatedWaitTime;
    expect(wait).toBeGreaterThan(0);
    // At most half a booking more.
    expect(wait).toBeLessThanOrEqual(15);
  });

  it("keeps the barber's word once they adjusted the time, even when their presses add up to nothing", async () => {
    const booking = await book(s.t, { barberId: s.shop.barberA.id, customerPhone: '9100000051', services: [s.shop.haircut.id] });
    await putStatus(s.t, booking.id, { status: 'serving' }, s.barberA);
    s.t.clock.advance(20);
    const adjust = async (adjustment: number) => {
      const response = await s.t.app.inject({
        method: 'PUT',
        url: `/api/bookings/${booking.id}/time`,
        headers: { cookie: s.barberA },
        payload: { adjustment },
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<{ remainingTime: number }>().remainingTime;
    };
    expect(await adjust(-5)).toBe(5);
    expect(await adjust(5)).toBe(10);
    // 35 minutes in: by the barber's word the haircut is over; no overrun estimate comes back.
    s.t.clock.advance(15);
    const queue = await s.t.app.inject({ method: 'GET', url: `/api/barbers/${s.shop.barberA.id}/queue-time` });
    expect(queue.json<{ currentlyServing: { remainingTime: number } | null }>().currentlyServing?.remainingTime).toBe(0);
  });

  it('records the promised start at booking, the actual start and the real service time', async () => {
    const { first, second } = await twoWalkInsStartedLate(s, '92000000');

    const row = async (id: number) => (await s.t.ctx.db.select().from(bookings).where(eq(bookings.id, id)))[0];
    const opening = Date.parse(OPENING);
    const one = await row(first.id);
    expect(one?.promisedStart?.getTime()).toBe(opening);
    expect(one?.servingStartedAt?.getTime()).toBe(opening + 10 * MINUTE);
    expect(one?.serviceSeconds).toBe(40 * 60);
    const two = await row(second.id);
    expect(two?.promisedStart?.getTime()).toBe(opening + 30 * MINUTE);
    expect(two?.servingStartedAt?.getTime()).toBe(opening + 50 * MINUTE);
    expect(two?.serviceSeconds).toBeNull();
  });
});

describe('GET /api/accuracy', () => {
  it("reports promised against actual starts for the shop, each barber and each day, to the admin only", async () => {
    await twoWalkInsStartedLate(s, '93000000');

    const response = await s.t.app.inject({ method: 'GET', url: '/api/accuracy?days=7', headers: { cookie: s.admin } });
    expect(response.statusCode, response.body).toBe(200);
    const report = accuracyReportSchema.parse(response.json());
    // Started 10 and 20 minutes later than promised.
    expect(report.shop).toEqual({ walkIns: 2, medianAbsMin: 15, withinTenShare: 0.5, lateShare: 1 });
    expect(report.barbers.find((b) => b.barberId === s.shop.barberA.id)).toMatchObject({ walkIns: 2, medianAbsMin: 15 });
    expect(report.barbers.find((b) => b.barberId === s.shop.barberB.id)).toMatchObject({ walkIns: 0, medianAbsMin: null });
    expect(report.daily).toHaveLength(7);
    expect(report.daily.at(-1)).toMatchObject({ date: TODAY, walkIns: 2 });
    expect(report.daily[0]).toMatchObject({ walkIns: 0, medianAbsMin: null });

    expectError(await s.t.app.inject({ method: 'GET', url: '/api/accuracy', headers: { cookie: s.barberA } }), 403, 'FORBIDDEN');
    expectError(await s.t.app.inject({ method: 'GET', url: '/api/accuracy' }), 401, 'UNAUTHORIZED');
    expectError(await s.t.app.inject({ method: 'GET', url: '/api/accuracy?days=5', headers: { cookie: s.admin } }), 400, 'VALIDATION_ERROR');
  });
});
