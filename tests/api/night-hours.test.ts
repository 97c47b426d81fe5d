import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { insertBookingRow } from '../../src/server/db/factories.js';
import { barbers, bookings, shopSettings } from '../../src/server/db/schema.js';
import {
  activeBookingsResponseSchema,
  bookingSchema,
  historyPageSchema,
  slotsResponseSchema,
} from '../../src/shared/schemas/booking.js';
import { accuracyReportSchema } from '../../src/shared/schemas/accuracy.js';
import { boardSchema } from '../../src/shared/schemas/board.js';
import { barberHoursSchema } from '../../src/shared/schemas/hours.js';
import { shopSettingsSchema } from '../../src/shared/schemas/shop-settings.js';
import { book, expectError, postBooking, putStatus, useOpenShop } from './booking-helpers.js';

// Shop hours 09:00-04:30 in Asia/Kolkata: each shop date's day runs on past midnight, so the small
// hours belong to the date before (docs/decisions/0010-the-chairs-day.md).
const FRIDAY = '2026-11-27';
const SATURDAY = '2026-11-28';
const SUNDAY = '2026-11-29';
/** 02:00 on Saturday by the calendar: still Friday's night at the shop. */
const SMALL_HOURS = '2026-11-28T02:00:00+05:30';
const ist = (iso: string) => Date.parse(`${iso}+05:30`);

type SlotsResponse = ReturnType<typeof slotsResponseSchema.parse>;

describe('a shop day that runs past midnight', () => {
  const s = useOpenShop();

  beforeEach(async () => {
    await s.t.ctx.db.update(shopSettings).set({ openTime: '09:00', closeTime: '04:30', closedDates: [] });
    await s.t.ctx.db.update(barbers).set({ weeklyHours: null, daysOff: [], breakStart: null, breakEnd: null });
    s.t.ctx.store.clear();
    s.t.clock.set(SMALL_HOURS);
  });

  const slots = async (date?: string): Promise<SlotsResponse> => {
    const query = `${date ? `date=${date}&` : ''}services=${s.shop.haircut.id}`;
    const response = await s.t.app.inject({ method: 'GET', url: `/api/barbers/${s.shop.barberA.id}/slots?${query}` });
    expect(response.statusCode, response.body).toBe(200);
    return slotsResponseSchema.parse(response.json());
  };
  const open = (answer: SlotsResponse) => answer.slots.filter((slot) => slot.available).map((slot) => slot.time);
  const slotAt = (phone: string, slotDate: string, slotTime: string) =>
    postBooking(s.t, { barberId: s.shop.barberA.id, customerPhone: phone, services: [s.shop.haircut.id], slotDate, slotTime });
  const readBack = async (id: number, token: string) => {
    const response = await s.t.app.inject({ method: 'GET', url: `/api/bookings/${id}?token=${token}` });
    expect(response.statusCode, response.body).toBe(200);
    return bookingSchema.parse(response.json());
  };
  const storedStart = async (id: number) => {
    const [row] = await s.t.ctx.db.select({ slotStart: bookings.slotStart }).from(bookings).where(eq(bookings.id, id));
    return row?.slotStart?.getTime();
  };

  it("offers what is left of the night's date first, with its remaining times", async () => {
    const friday = await slots(FRIDAY);
    expect(friday.dates).toEqual([FRIDAY, SATURDAY, SUNDAY]);
    expect(open(friday)).toEqual(['02:00', '02:30', '03:00', '03:30', '04:00']);
    expect(friday.slots.find((slot) => slot.time === '03:00')?.start).toBe(new Date(ist('2026-11-28T03:00:00')).toISOString());
    expect(friday.slots.find((slot) => slot.time === '23:30')?.reason).toBe('PAST');
    // Without a date the first bookable one is answered: the night's.
    expect((await slots()).date).toBe(FRIDAY);
    // Saturday's grid runs from 09:00 on Saturday to 04:30 on Sunday morning.
    const saturday = await slots(SATURDAY);
    expect(saturday.slots.find((slot) => slot.time === '09:00')?.start).toBe(new Date(ist('2026-11-28T09:00:00')).toISOString());
    expect(saturday.slots.find((slot) => slot.time === '03:00')?.start).toBe(new Date(ist('2026-11-29T03:00:00')).toISOString());
  });

  it('reads a booked date and time back as it was asked for, both the night in progress and the next one', async () => {
    const tonight = await book(s.t, { barberId: s.shop.barberA.id, customerPhone: '9876540001', services: [s.shop.haircut.id], slotDate: FRIDAY, slotTime: '03:00' });
    expect([tonight.slotDate, tonight.slotTime]).toEqual([FRIDAY, '03:00']);
    expect(await storedStart(tonight.id)).toBe(ist('2026-11-28T03:00:00'));
    const again = await readBack(tonight.id, tonight.manageToken);
    expect([again.slotDate, again.slotTime]).toEqual([FRIDAY, '03:00']);

    const nextNight = await book(s.t, { barberId: s.shop.barberA.id, customerPhone: '9876540002', services: [s.shop.haircut.id], slotDate: SATURDAY, slotTime: '03:00' });
    expect(await storedStart(nextNight.id)).toBe(ist('2026-11-29T03:00:00'));
    const nextAgain = await readBack(nextNight.id, nextNight.manageToken);
    expect([nextAgain.slotDate, nextAgain.slotTime]).toEqual([SATURDAY, '03:00']);

    // Every other read names the same dates: the barber card's booked slots and the admin's list by date.
    const active = await s.t.app.inject({ method: 'GET', url: `/api/bookings/barber-by-id/${s.shop.barberA.id}/active` });
    expect(activeBookingsResponseSchema.parse(active.json()).bookedSlots.map((slot) => [slot.slotDate, slot.slotTime])).toEqual([
      [FRIDAY, '03:00'],
      [SATURDAY, '03:00'],
    ]);
    const listed = await s.t.app.inject({ method: 'GET', url: `/api/bookings?date=${FRIDAY}`, headers: { cookie: s.admin } });
    expect(listed.statusCode, listed.body).toBe(200);
    expect(bookingSchema.array().parse(listed.json()).map((booking) => booking.id)).toEqual([tonight.id]);

    // The time just taken is no longer offered on the night's grid.
    expect((await slots(FRIDAY)).slots.find((slot) => slot.time === '03:00')?.reason).toBe('SLOT_TAKEN');
  });

  it("keeps a holiday closed through its night, and saving it in the small hours does not drop it as past", async () => {
    const saved = await s.t.app.inject({ method: 'PUT', url: '/api/shop-settings', payload: { closedDates: [FRIDAY] }, headers: { cookie: s.admin } });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(shopSettingsSchema.parse(saved.json()).closedDates).toEqual([FRIDAY]);

    expectError(await postBooking(s.t, { barberId: s.shop.barberA.id, customerPhone: '9876540003', services: [s.shop.haircut.id] }), 409, 'SHOP_CLOSED_DATE');
    expectError(await slotAt('9876540004', FRIDAY, '03:00'), 409, 'SHOP_CLOSED_DATE');
    const closed = await s.t.app.inject({ method: 'GET', url: `/api/barbers/${s.shop.barberA.id}/slots?date=${FRIDAY}` });
    expectError(closed, 409, 'SHOP_CLOSED_DATE');
    expect((await slots()).date).toBe(SATURDAY);
  });

  it("keeps a barber's day off through its night, and reads a week's small hours as that day's night", async () => {
    const barberId = s.shop.barberA.id;
    const putHours = (payload: object) => s.t.app.inject({ method: 'PUT', url: `/api/barbers/${barberId}/hours`, payload, headers: { cookie: s.admin } });

    const off = await putHours({ daysOff: [FRIDAY] });
    expect(off.statusCode, off.body).toBe(200);
    expect(barberHoursSchema.parse(off.json()).daysOff).toEqual([FRIDAY]);
    expect(open(await slots(FRIDAY))).toEqual([]);
    expectError(await slotAt('9876540005', FRIDAY, '03:00'), 409, 'BARBER_OFF');

    // Friday's periods: the evening, then the small hours of Friday's night (Saturday by the calendar).
    const friday = [
      { start: '20:00', end: '23:00' },
      { start: '00:30', end: '03:00' },
    ];
    const week = Array.from({ length: 7 }, (_, weekday) => (weekday === 5 ? friday : [{ start: '09:00', end: '18:00' }]));
    expect((await putHours({ weekly: week, daysOff: [] })).statusCode).toBe(200);
    const grid = await slots(FRIDAY);
    expect(open(grid)).toEqual(['02:00', '02:30']);
    expect(grid.slots.find((slot) => slot.time === '03:00')?.reason).toBe('BARBER_OFF');
    const booked = await slotAt('9876540006', FRIDAY, '02:30');
    expect(booked.statusCode, booked.body).toBe(201);
  });

  it("puts the night's appointments on tonight's board", async () => {
    s.t.clock.set('2026-11-27T23:00:00+05:30');
    const small = await book(s.t, { barberId: s.shop.barberA.id, customerPhone: '9876540007', services: [s.shop.haircut.id], slotDate: FRIDAY, slotTime: '01:00' });
    const tomorrow = await book(s.t, { barberId: s.shop.barberA.id, customerPhone: '9876540008', services: [s.shop.haircut.id], slotDate: SATURDAY, slotTime: '10:00' });
    const board = boardSchema.parse((await s.t.app.inject({ method: 'GET', url: '/api/board' })).json());
    const chair = board.barbers.find((barber) => barber.barberId === s.shop.barberA.id);
    expect(chair?.next).toEqual([small.id]);
    expect(chair?.next).not.toContain(tomorrow.id);
  });

  it("counts a walk-in served in the small hours in the accuracy figures of the night's date", async () => {
    const walkIn = await book(s.t, { barberId: s.shop.barberA.id, customerPhone: '9876540010', services: [s.shop.haircut.id] });
    s.t.clock.advance(5);
    expect((await putStatus(s.t, walkIn.id, { status: 'serving' }, s.barberA)).statusCode).toBe(200);
    const response = await s.t.app.inject({ method: 'GET', url: '/api/accuracy?days=7', headers: { cookie: s.admin } });
    expect(response.statusCode, response.body).toBe(200);
    const report = accuracyReportSchema.parse(response.json());
    expect(report.daily.at(-1)).toMatchObject({ date: FRIDAY, walkIns: 1, medianAbsMin: 5 });
  });

  it("finds a night's finished booking under its date in the history", async () => {
    const row = await insertBookingRow(s.t.ctx.db, {
      barberId: s.shop.barberA.id,
      customerPhone: '9876540009',
      customerName: 'Night Owl',
      status: 'completed',
      bookingTime: new Date(ist('2026-11-27T20:00:00')),
      slotStart: new Date(ist('2026-11-28T01:00:00')),
    });
    const history = await s.t.app.inject({
      method: 'GET',
      url: `/api/bookings/history?from=${FRIDAY}&to=${FRIDAY}`,
      headers: { cookie: s.admin },
    });
    expect(history.statusCode, history.body).toBe(200);
    const page = historyPageSchema.parse(history.json());
    expect(page.bookings.map((booking) => [booking.id, booking.slotDate, booking.slotTime])).toEqual([[row.id, FRIDAY, '01:00']]);
    const saturday = await s.t.app.inject({ method: 'GET', url: `/api/bookings/history?from=${SATURDAY}&to=${SATURDAY}`, headers: { cookie: s.admin } });
    expect(historyPageSchema.parse(saturday.json()).bookings).toEqual([]);
  });
});
