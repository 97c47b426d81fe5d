import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { barbers, shopSettings } from '../../src/server/db/schema.js';
import { walkInCheckSchema } from '../../src/shared/schemas/hours.js';
import { shopSettingsSchema } from '../../src/shared/schemas/shop-settings.js';
import { book, expectError, postBooking, TODAY, TOMORROW, useOpenShop } from './booking-helpers.js';

// The small shop: Asia/Kolkata, open 09:00-18:00, two barbers on the shop's hours, 30-minute grid.
const at = (time: string, date = TODAY) => `${date}T${time}:00+05:30`;
const iso = (time: string, date = TODAY) => new Date(Date.parse(at(time, date))).toISOString();

describe("the shop's state and walk-ins before opening", () => {
  const s = useOpenShop();

  beforeEach(async () => {
    await s.t.ctx.db.update(shopSettings).set({ isOpen: true, openTime: '09:00', closeTime: '18:00', closedDates: [], walkInsBeforeOpeningMinutes: 30 });
    await s.t.ctx.db.update(barbers).set({ weeklyHours: null, daysOff: [], breakStart: null, breakEnd: null, isAvailable: true });
    s.t.ctx.store.clear();
  });

  const settings = async () => {
    const response = await s.t.app.inject({ method: 'GET', url: '/api/shop-settings' });
    expect(response.statusCode, response.body).toBe(200);
    return shopSettingsSchema.parse(response.json());
  };
  const put = (payload: object) => s.t.app.inject({ method: 'PUT', url: '/api/shop-settings', headers: { cookie: s.admin }, payload });
  const walkIn = (barberId: number | 'any', phone = '9876500001') =>
    postBooking(s.t, { barberId: barberId as number, customerPhone: phone, bookingType: 'queue', services: [s.shop.haircut.id] });
  const check = async (barberId: number) => {
    const response = await s.t.app.inject({ method: 'GET', url: `/api/barbers/${barberId}/walk-in?services=${s.shop.haircut.id}` });
    expect(response.statusCode, response.body).toBe(200);
    return walkInCheckSchema.parse(response.json());
  };

  it('says the shop opens later before opening, is open after, closed today after closing, with the openings to follow the clock', async () => {
    s.t.clock.set(at('08:10'));
    const early = await settings();
    expect(early.state).toEqual({ kind: 'opens_later', opensAt: iso('09:00'), closesAt: null });
    expect(early.walkInsBeforeOpeningMinutes).toBe(30);
    expect(early.openings[0]).toEqual({ start: iso('09:00'), end: iso('18:00') });
    expect(early.openings.map((opening) => opening.start)).toContain(iso('09:00', TOMORROW));

    s.t.clock.set(at('10:00'));
    expect((await settings()).state).toEqual({ kind: 'open', opensAt: null, closesAt: iso('18:00') });
    s.t.clock.set(at('18:30'));
    expect((await settings()).state).toEqual({ kind: 'closed_today', opensAt: iso('09:00', TOMORROW), closesAt: null });
  });

  it('is closed today on a holiday and when every barber has the day off, and closed by the shop on the switch', async () => {
    s.t.clock.set(at('10:00'));
    await s.t.ctx.db.update(shopSettings).set({ closedDates: [TODAY] });
    s.t.ctx.store.clear();
    expect((await settings()).state).toEqual({ kind: 'closed_today', opensAt: iso('09:00', TOMORROW), closesAt: null });

    await s.t.ctx.db.update(shopSettings).set({ closedDates: [] });
    await s.t.ctx.db.update(barbers).set({ daysOff: [TODAY] });
    s.t.ctx.store.clear();
    expect((await settings()).state.kind).toBe('closed_today');

    await s.t.ctx.db.update(barbers).set({ daysOff: [] });
    expect((await put({ isOpen: false })).statusCode).toBe(200);
    expect((await settings()).state).toEqual({ kind: 'closed_by_shop', opensAt: null, closesAt: null });
  });

  it('lets the owner set how early walk-ins may join, and refuses what is not 0 to 240 whole minutes without changing anything', async () => {
    const saved = await put({ walkInsBeforeOpeningMinutes: 45 });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(shopSettingsSchema.parse(saved.json()).walkInsBeforeOpeningMinutes).toBe(45);
    expect((await put({ walkInsBeforeOpeningMinutes: 0 })).statusCode).toBe(200);
    for (const bad of [-1, 241, 12.5, '30', null]) {
      const refused = expectError(await put({ walkInsBeforeOpeningMinutes: bad, shopName: 'Not saved' }), 400, 'VALIDATION_ERROR');
      expect(refused.fields?.walkInsBeforeOpeningMinutes).toBeDefined();
    }
    const after = await settings();
    expect(after.walkInsBeforeOpeningMinutes).toBe(0);
    expect(after.shopName).toBe('');
    expect(expectError(await s.t.app.inject({ method: 'PUT', url: '/api/shop-settings', headers: { cookie: s.barberA }, payload: { walkInsBeforeOpeningMinutes: 10 } }), 403, 'FORBIDDEN')).toBeDefined();
  });

  it('refuses a walk-in earlier than the set minutes before opening, saying when the queue opens; the check says so too', async () => {
    s.t.clock.set(at('08:10'));
    for (const barberId of [s.shop.barberA.id, 'any' as const]) {
      const refused = expectError(await walkIn(barberId), 409, 'QUEUE_NOT_OPEN');
      expect(refused.message).toBe('The queue opens at 8:30 AM. You can join it from then, or book an appointment now.');
      expect(refused.queueOpensAt).toBe(iso('08:30'));
    }
    const refusedCheck = await check(s.shop.barberA.id);
    expect(refusedCheck).toMatchObject({ accepted: false, queueOpensAt: iso('08:30'), alternatives: null });
  });

  it('takes a walk-in from the set minutes before opening, its turn planned from the opening time', async () => {
    s.t.clock.set(at('08:30'));
    expect(await check(s.shop.barberA.id)).toMatchObject({ accepted: true, expectedStartTime: iso('09:00'), expectedTime: '09:00', queueOpensAt: null });
    const first = await book(s.t, { barberId: s.shop.barberA.id, customerPhone: '9876500001', bookingType: 'queue', services: [s.shop.haircut.id] });
    expect(first.expectedStartTime).toBe(iso('09:00'));
    const second = await book(s.t, { barberId: 'any' as unknown as number, customerPhone: '9876500002', bookingType: 'queue', services: [s.shop.haircut.id] });
    expect([second.barberId, second.expectedStartTime]).toEqual([s.shop.barberB.id, iso('09:00')]);
  });

  it('with 0 minutes, takes walk-ins only from opening time', async () => {
    await put({ walkInsBeforeOpeningMinutes: 0 });
    s.t.clock.set(at('08:59'));
    expect(expectError(await walkIn(s.shop.barberA.id), 409, 'QUEUE_NOT_OPEN').queueOpensAt).toBe(iso('09:00'));
    s.t.clock.set(at('09:00'));
    expect((await walkIn(s.shop.barberA.id)).statusCode).toBe(201);
  });

  it("opens each barber's queue from their own first start: an any-barber walk-in goes to the one who starts early", async () => {
    const early = Array.from({ length: 7 }, () => [{ start: '07:00', end: '15:00' }]);
    await s.t.ctx.db.update(barbers).set({ weeklyHours: early }).where(eq(barbers.id, s.shop.barberB.id));
    s.t.ctx.store.clear();
    s.t.clock.set(at('06:40'));
    expect((await settings()).state).toEqual({ kind: 'opens_later', opensAt: iso('07:00'), closesAt: null });
    expect(expectError(await walkIn(s.shop.barberA.id), 409, 'QUEUE_NOT_OPEN').queueOpensAt).toBe(iso('08:30'));
    const placed = await book(s.t, { barberId: 'any' as unknown as number, customerPhone: '9876500003', bookingType: 'queue', services: [s.shop.haircut.id] });
    expect([placed.barberId, placed.expectedStartTime]).toEqual([s.shop.barberB.id, iso('07:00')]);
    // Once the shop is open, a barber who starts later takes walk-ins for their start.
    s.t.clock.set(at('07:10'));
    const later = await book(s.t, { barberId: s.shop.barberA.id, customerPhone: '9876500009', bookingType: 'queue', services: [s.shop.haircut.id] });
    expect(later.expectedStartTime).toBe(iso('09:00'));
  });

  it('keeps appointments for later today and tomorrow bookable before opening and after closing', async () => {
    s.t.clock.set(at('07:00'));
    const morning = await book(s.t, { barberId: s.shop.barberA.id, customerPhone: '9876500004', services: [s.shop.haircut.id], slotDate: TODAY, slotTime: '11:00' });
    expect(morning.slotTime).toBe('11:00');
    const nextDay = await book(s.t, { barberId: s.shop.barberA.id, customerPhone: '9876500005', services: [s.shop.haircut.id], slotDate: TOMORROW, slotTime: '10:00' });
    expect(nextDay.slotDate).toBe(TOMORROW);

    s.t.clock.set(at('19:30'));
    const evening = await book(s.t, { barberId: s.shop.barberB.id, customerPhone: '9876500006', services: [s.shop.haircut.id], slotDate: TOMORROW, slotTime: '09:00' });
    expect(evening.slotTime).toBe('09:00');
    // The queue is closed for the day after closing: last call, with tomorrow's times offered.
    const lastCall = expectError(await walkIn(s.shop.barberA.id, '9876500007'), 409, 'LAST_CALL');
    expect(lastCall.alternatives?.slots[0]?.date).toBe(TOMORROW);
  });

  it('refuses every booking while the shop is switched closed, saying booking opens when the owner opens the shop', async () => {
    await put({ isOpen: false });
    s.t.clock.set(at('10:00'));
    const queue = expectError(await walkIn(s.shop.barberA.id), 409, 'SHOP_CLOSED');
    expect(queue.message).toBe('The shop is closed right now. Booking opens when the owner opens the shop.');
    const slot = expectError(
      await postBooking(s.t, { barberId: s.shop.barberA.id, customerPhone: '9876500008', services: [s.shop.haircut.id], slotDate: TOMORROW, slotTime: '10:00' }),
      409,
      'SHOP_CLOSED',
    );
    expect(slot.message).toBe(queue.message);
  });
});
