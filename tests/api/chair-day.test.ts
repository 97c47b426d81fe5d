import { and, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { barbers, bookings, messages, shopSettings } from '../../src/server/db/schema.js';
import { activeBookingsResponseSchema, slotsResponseSchema } from '../../src/shared/schemas/booking.js';
import { barberSchema } from '../../src/shared/schemas/barber.js';
import { errorSchema } from '../../src/shared/schemas/common.js';
import { barberHoursSchema, walkInCheckSchema } from '../../src/shared/schemas/hours.js';
import { book, expectError, postBooking, putStatus, TODAY, TOMORROW, useOpenShop } from './booking-helpers.js';

/** Every day the same periods, Sunday first. */
const everyDay = (...spans: [string, string][]) => Array.from({ length: 7 }, () => spans.map(([start, end]) => ({ start, end })));
const LUNCH = everyDay(['09:00', '13:00'], ['14:00', '18:00']);

// docs/product/chairs-day.md: the plan knows when each barber works.
describe('the chair’s day', () => {
  const s = useOpenShop();

  beforeEach(async () => {
    await s.t.ctx.db.update(barbers).set({ weeklyHours: null, daysOff: [], breakStart: null, breakEnd: null });
    await s.t.ctx.db.update(shopSettings).set({ closedDates: [] });
    s.t.ctx.store.clear();
  });

  const putHours = (barberId: number, payload: unknown, cookie = s.admin) =>
    s.t.app.inject({ method: 'PUT', url: `/api/barbers/${barberId}/hours`, payload: payload as object, headers: { cookie } });
  const getHours = (barberId: number, cookie?: string) =>
    s.t.app.inject({ method: 'GET', url: `/api/barbers/${barberId}/hours`, ...(cookie ? { headers: { cookie } } : {}) });
  const slots = async (barberId: number, date = TODAY) => {
    const response = await s.t.app.inject({ method: 'GET', url: `/api/barbers/${barberId}/slots?date=${date}&services=${s.shop.haircut.id}` });
    expect(response.statusCode, response.body).toBe(200);
    return Object.fromEntries(slotsResponseSchema.parse(response.json()).slots.map((slot) => [slot.time, slot.reason ?? 'ok']));
  };
  const card = async (barberId: number) => {
    const response = await s.t.app.inject({ method: 'GET', url: `/api/barbers/${barberId}` });
    return barberSchema.parse(response.json());
  };
  const walkIn = (phone: string, barberId = s.shop.barberA.id) =>
    postBooking(s.t, { barberId, customerPhone: phone, services: [s.shop.haircut.id] });

  it('lets the admin set a barber’s week and days off, the barber read them, and no one else', async () => {
    const barberId = s.shop.barberA.id;
    expectError(await getHours(barberId), 401, 'UNAUTHORIZED');
    expectError(await getHours(barberId, s.barberB), 403, 'FORBIDDEN');
    expectError(await putHours(barberId, { weekly: LUNCH }, s.barberA), 403, 'FORBIDDEN');

    const saved = await putHours(barberId, { weekly: LUNCH, daysOff: [TOMORROW, '2026-11-01'] });
    expect(saved.statusCode, saved.body).toBe(200);
    // A day off already past is not kept.
    expect(barberHoursSchema.parse(saved.json())).toEqual({ barberId, weekly: LUNCH, daysOff: [TOMORROW], break: null });
    expect(barberHoursSchema.parse((await getHours(barberId, s.barberA)).json()).weekly).toEqual(LUNCH);
  });

  it('refuses a week that does not make sense and changes nothing', async () => {
    const barberId = s.shop.barberA.id;
    const overlapping = everyDay(['09:00', '13:00'], ['12:00', '18:00']);
    const refused = expectError(await putHours(barberId, { weekly: overlapping }), 400, 'VALIDATION_ERROR');
    expect(refused.message).toBe('Working periods of a day must not overlap');
    expectError(await putHours(barberId, { weekly: LUNCH.slice(0, 6) }), 400, 'VALIDATION_ERROR');
    expectError(await putHours(barberId, { weekly: everyDay(['10:00', '10:00']) }), 400, 'VALIDATION_ERROR');
    expectError(await putHours(barberId, { daysOff: [TOMORROW, TOMORROW] }), 400, 'VALIDATION_ERROR');
    expectError(await putHours(barberId, {}), 400, 'VALIDATION_ERROR');
    expect(barberHoursSchema.parse((await getHours(barberId, s.admin)).json())).toMatchObject({ weekly: null, daysOff: [] });
  });

  it('keeps a lunch break out of the slot grid and refuses it and off-duty times with their codes', async () => {
    const barberId = s.shop.barberA.id;
    expect((await putHours(barberId, { weekly: everyDay(['11:00', '13:00'], ['14:00', '18:00']) })).statusCode).toBe(200);
    const grid = await slots(barberId);
    expect([grid['10:30'], grid['12:30'], grid['13:00'], grid['13:30'], grid['14:00']]).toEqual(['BARBER_OFF', 'ok', 'BARBER_BREAK', 'BARBER_BREAK', 'ok']);

    const slot = (time: string, phone: string) =>
      postBooking(s.t, { barberId, customerPhone: phone, services: [s.shop.haircut.id], slotDate: TODAY, slotTime: time });
    const onBreak = expectError(await slot('13:00', '9876510001'), 409, 'BARBER_BREAK');
    expect(onBreak.message).toBe('Your barber is on a break at this time. Please choose another time.');
    expectError(await slot('10:30', '9876510002'), 409, 'BARBER_OFF');
    expect((await slot('14:00', '9876510003')).statusCode).toBe(201);

    // A barber who starts at 11:00 takes a walk-in at 10:00 for 11:00.
    const early = await book(s.t, { barberId, customerPhone: '9876510004', services: [s.shop.haircut.id] });
    expect(early.expectedTime).toBe('11:00');
    expect((await card(barberId)).availability).toEqual({ status: 'not_started', until: '2026-11-21T05:30:00.000Z', queueClosed: false });
  });

  it('answers last call with the barbers who can still take the walk-in and tomorrow’s first slots', async () => {
    const barberId = s.shop.barberA.id;
    expect((await putHours(barberId, { weekly: everyDay(['09:00', '11:00']) })).statusCode).toBe(200);
    s.t.clock.set(`${TODAY}T10:20:00+05:30`);
    await book(s.t, { barberId, customerPhone: '9876520001', services: [s.shop.haircut.id] });

    const check = await s.t.app.inject({ method: 'GET', url: `/api/barbers/${barberId}/walk-in?services=${s.shop.haircut.id}` });
    expect(check.statusCode, check.body).toBe(200);
    const answer = walkInCheckSchema.parse(check.json());
    expect(answer).toMatchObject({ accepted: false, expectedStartTime: null });
    expect(answer.alternatives?.barbers).toEqual([
      { barberId: s.shop.barberB.id, name: 'Sunil Shah', expectedStartTime: '2026-11-21T04:50:00.000Z', expectedTime: '10:20' },
    ]);
    expect(answer.alternatives?.slots.map((slot) => [slot.date, slot.time])).toEqual([
      [TOMORROW, '09:00'],
      [TOMORROW, '09:30'],
      [TOMORROW, '10:00'],
    ]);

    const refused = await walkIn('9876520002');
    const body = errorSchema.parse(expectError(refused, 409, 'LAST_CALL'));
    expect(body.message).toBe('Ravi Kumar cannot take another walk-in today.');
    expect(body.alternatives).toEqual(answer.alternatives);
    expect((await card(barberId)).availability.queueClosed).toBe(true);
    expect((await walkIn('9876520002', s.shop.barberB.id)).statusCode).toBe(201);

    const open = await s.t.app.inject({ method: 'GET', url: `/api/barbers/${s.shop.barberB.id}/walk-in?services=${s.shop.haircut.id}` });
    expect(walkInCheckSchema.parse(open.json())).toMatchObject({ accepted: true, expectedTime: '10:50', alternatives: null });
  });

  it('plans a dashboard break after the customer in the chair, shows it on the card, and ends it early', async () => {
    const barberId = s.shop.barberA.id;
    const inChair = await book(s.t, { barberId, customerPhone: '9876530001', services: [s.shop.haircut.id] });
    const next = await book(s.t, { barberId, customerPhone: '9876530002', services: [s.shop.haircut.id] });
    expect((await putStatus(s.t, inChair.id, { status: 'serving' }, s.barberA)).statusCode).toBe(200);

    const start = (minutes: unknown, cookie = s.barberA) =>
      s.t.app.inject({ method: 'POST', url: `/api/barbers/${barberId}/break`, payload: { minutes }, headers: { cookie } });
    expectError(await start(15, s.barberB), 403, 'FORBIDDEN');
    expectError(await start(20), 400, 'VALIDATION_ERROR');
    // Two taps at once: one break.
    const [first, second] = await Promise.all([start(15), start(15)]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 409]);
    const hours = barberHoursSchema.parse((first.statusCode === 200 ? first : second).json());
    expect(hours.break).toEqual({ start: '2026-11-21T05:00:00.000Z', end: '2026-11-21T05:15:00.000Z' });

    const active = await s.t.app.inject({ method: 'GET', url: `/api/bookings/barber-by-id/${barberId}/active`, headers: { cookie: s.barberA } });
    const queue = activeBookingsResponseSchema.parse(active.json()).bookings ?? [];
    expect(queue.find((booking) => booking.id === next.id)?.expectedTime).toBe('10:45');

    s.t.clock.set(`${TODAY}T10:35:00+05:30`);
    expect((await putStatus(s.t, inChair.id, { status: 'completed' }, s.barberA)).statusCode).toBe(200);
    expect((await card(barberId)).availability).toEqual({ status: 'on_break', until: '2026-11-21T05:15:00.000Z', queueClosed: false });

    const ended = await s.t.app.inject({ method: 'DELETE', url: `/api/barbers/${barberId}/break`, headers: { cookie: s.barberA } });
    expect(barberHoursSchema.parse(ended.json()).break).toBeNull();
    expect((await card(barberId)).availability.status).toBe('working');
  });

  it('keeps a booked appointment out of a dashboard break', async () => {
    const barberId = s.shop.barberA.id;
    await book(s.t, { barberId, customerPhone: '9876570001', services: [s.shop.haircut.id], slotDate: TODAY, slotTime: '10:30' });
    const start = (minutes: number) =>
      s.t.app.inject({ method: 'POST', url: `/api/barbers/${barberId}/break`, payload: { minutes }, headers: { cookie: s.barberA } });
    const refused = expectError(await start(60), 409, 'BREAK_OVERLAPS_APPOINTMENT');
    expect(refused.message).toBe('An appointment at 10:30 AM falls in this break. Take a shorter one.');
    expect(barberHoursSchema.parse((await getHours(barberId, s.barberA)).json()).break).toBeNull();
    expect((await start(30)).statusCode).toBe(200);
  });

  it('serialises last call: of two walk-ins at once for the day’s last half hour, one is taken', async () => {
    s.t.clock.set(`${TODAY}T17:15:00+05:30`);
    const [first, second] = await Promise.all([walkIn('9876580001'), walkIn('9876580002')]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([201, 409]);
    expect(errorSchema.parse((first.statusCode === 409 ? first : second).json()).error).toBe('LAST_CALL');
  });

  it('makes nothing bookable on a shop closed date', async () => {
    const saved = await s.t.app.inject({
      method: 'PUT',
      url: '/api/shop-settings',
      payload: { closedDates: [TOMORROW, TODAY] },
      headers: { cookie: s.admin },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<{ closedDates: string[] }>().closedDates).toEqual([TODAY, TOMORROW]);

    const barberId = s.shop.barberA.id;
    expect(expectError(await walkIn('9876540001'), 409, 'SHOP_CLOSED_DATE').message).toBe('The shop is closed today.');
    const slot = await postBooking(s.t, { barberId, customerPhone: '9876540002', services: [s.shop.haircut.id], slotDate: TOMORROW, slotTime: '10:00' });
    expectError(slot, 409, 'SHOP_CLOSED_DATE');
    expectError(await s.t.app.inject({ method: 'GET', url: `/api/barbers/${barberId}/slots?date=${TODAY}` }), 409, 'SHOP_CLOSED_DATE');
    expect((await card(barberId)).availability.status).toBe('day_off');
  });

  it('flags a waiting walk-in pushed past the end of the day and tells them once', async () => {
    const barberId = s.shop.barberA.id;
    s.t.clock.set(`${TODAY}T17:00:00+05:30`);
    const first = await book(s.t, { barberId, customerPhone: '9876550001', services: [s.shop.haircut.id] });
    const second = await book(s.t, { barberId, customerPhone: '9876550002', services: [s.shop.haircut.id] });
    expect((await putStatus(s.t, first.id, { status: 'serving' }, s.barberA)).statusCode).toBe(200);
    // The barber adds time: the second customer no longer fits before 18:00.
    const added = await s.t.app.inject({
      method: 'PUT',
      url: `/api/bookings/${first.id}/time`,
      payload: { adjustment: 10 },
      headers: { cookie: s.barberA },
    });
    expect(added.statusCode, added.body).toBe(200);

    const active = await s.t.app.inject({ method: 'GET', url: `/api/bookings/barber-by-id/${barberId}/active`, headers: { cookie: s.barberA } });
    const queue = activeBookingsResponseSchema.parse(active.json()).bookings ?? [];
    expect(queue.find((booking) => booking.id === second.id)?.outsideHours).toBe(true);

    await s.t.ctx.messenger.review();
    await s.t.ctx.messenger.review();
    const told = await s.t.ctx.db.select().from(messages).where(eq(messages.kind, 'after_hours'));
    expect(told.map((message) => message.bookingId)).toEqual([second.id]);
    expect(told[0]?.params).toMatchObject({ token: String(second.id), barber: 'Ravi Kumar' });
    const [row] = await s.t.ctx.db.select().from(bookings).where(eq(bookings.id, second.id));
    expect(row?.afterHoursAt).not.toBeNull();
  });

  it('does not send the after-hours message when the walk-in is back within the day by then', async () => {
    const barberId = s.shop.barberA.id;
    s.t.clock.set(`${TODAY}T17:00:00+05:30`);
    const first = await book(s.t, { barberId, customerPhone: '9876560001', services: [s.shop.haircut.id] });
    const second = await book(s.t, { barberId, customerPhone: '9876560002', services: [s.shop.haircut.id] });
    expect((await putStatus(s.t, first.id, { status: 'serving' }, s.barberA)).statusCode).toBe(200);
    const adjust = (adjustment: number) =>
      s.t.app.inject({ method: 'PUT', url: `/api/bookings/${first.id}/time`, payload: { adjustment }, headers: { cookie: s.barberA } });
    expect((await adjust(10)).statusCode).toBe(200);
    await s.t.ctx.messenger.review();
    const [queued] = await s.t.ctx.db.select().from(messages).where(and(eq(messages.bookingId, second.id), eq(messages.kind, 'after_hours')));
    expect(queued).toMatchObject({ kind: 'after_hours', status: 'pending' });

    // The barber takes the ten minutes back before the message goes out.
    expect((await adjust(-10)).statusCode).toBe(200);
    while ((await s.t.ctx.messenger.deliver()) > 0);
    const [settled] = await s.t.ctx.db.select().from(messages).where(and(eq(messages.bookingId, second.id), eq(messages.kind, 'after_hours')));
    expect(settled).toMatchObject({ kind: 'after_hours', status: 'skipped', lastError: 'The booking is back within the working day' });
  });
});
