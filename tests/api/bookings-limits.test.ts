import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { manageTokenFor } from '../../src/server/auth/secret.js';
import type { AppContext } from '../../src/server/context.js';
import { insertBookingRow, insertService } from '../../src/server/db/factories.js';
import { bookings } from '../../src/server/db/schema.js';
import { trackResponseSchema } from '../../src/shared/schemas/booking.js';
import { createTestApp, TestClock, type TestApp } from '../helpers/app.js';
import { ADMIN, BARBER_A, customerLogin, expectError, openAllDay, seedShop, staffLogin } from '../helpers/fixtures.js';
import { addSecondShop, SECOND_SHOP } from '../helpers/shops.js';
import { book, clearBookings, OPENING, postBooking, putStatus, type Shop } from './booking-helpers.js';

/** Booking without a staff session is limited per address and per phone; the phone's owner can always undo. */
describe('booking limits and the phone owner', () => {
  let t: TestApp;
  let shop: Shop;
  let phone = 9811000000;
  const nextPhone = () => String(phone++);

  beforeAll(async () => {
    // The production defaults, not the test suite's generous ones.
    t = await createTestApp({
      clock: new TestClock(Date.parse(OPENING)),
      env: { BOOKINGS_PER_HOUR_PER_IP: '20', BOOKINGS_PER_HOUR_PER_PHONE: '6' },
    });
    shop = await seedShop(t.ctx);
    // More walk-ins with one barber than a day from 10:00 to 18:00 holds.
    await openAllDay(t.ctx);
  });
  afterAll(async () => {
    await t.close();
  });
  beforeEach(async () => {
    await clearBookings(t);
    t.clock.set(OPENING);
  });

  const anonymous = (remoteAddress: string, customerPhone = nextPhone()) =>
    t.app.inject({
      method: 'POST',
      url: '/api/bookings',
      remoteAddress,
      payload: { barberId: shop.barberA.id, customerName: 'Asha Verma', customerPhone, bookingType: 'queue', services: [shop.haircut.id] },
    });

  it('refuses the 21st anonymous booking in an hour from one address, with Retry-After, and books nothing', async () => {
    for (let i = 0; i < 20; i++) expect((await anonymous('203.0.113.7')).statusCode).toBe(201);
    const refused = await anonymous('203.0.113.7');
    const body = expectError(refused, 429, 'RATE_LIMITED');
    expect(body.message).toBe('Too many bookings from this connection. Please try again later, or ask at the shop.');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3000);
    expect(await t.ctx.db.select().from(bookings)).toHaveLength(20);

    expect((await anonymous('203.0.113.8')).statusCode).toBe(201);
    t.clock.advance(61);
    expect((await anonymous('203.0.113.7')).statusCode).toBe(201);
  });

  it('refuses a seventh booking for one phone in an hour, whatever the address', async () => {
    const victim = nextPhone();
    for (let i = 0; i < 6; i++) {
      const made = await anonymous(`198.51.100.${i}`, victim);
      expect(made.statusCode, made.body).toBe(201);
      // Cancelled at once, so the phone may book again and only the limit stands in the way.
      await t.ctx.db.update(bookings).set({ status: 'cancelled', cancelledBy: 'customer' });
      t.ctx.store.clear();
    }
    const body = expectError(await anonymous('198.51.100.99', victim), 429, 'RATE_LIMITED');
    expect(body.message).toBe('Too many bookings for this phone number. Please try again later, or ask at the shop.');
  });

  it('does not limit staff at the counter', async () => {
    const admin = await staffLogin(t.app, ADMIN);
    const barber = await staffLogin(t.app, BARBER_A);
    for (let i = 0; i < 25; i++) {
      const input = { barberId: shop.barberA.id, customerPhone: nextPhone(), services: [shop.haircut.id] };
      await book(t, input, { cookie: i % 2 === 0 ? admin : barber });
    }
    expect(await t.ctx.db.select().from(bookings)).toHaveLength(25);
  });

  it("lets the phone's verified owner cancel a booking someone else made with it, even inside 15 minutes", async () => {
    const owner = '9822000001';
    // Someone else books with the owner's number; the barber is free, so the turn is now.
    const squatter = await postBooking(t, { barberId: shop.barberA.id, customerPhone: owner, services: [shop.haircut.id] });
    expect(squatter.statusCode).toBe(201);
    const { id } = squatter.json<{ id: number }>();

    // Tracking by phone alone cannot cancel it, and the rule refuses a customer without proof of the phone.
    const stranger = await customerLogin(t.app, '9822000002');
    expectError(await putStatus(t, id, { status: 'cancelled' }, stranger), 403, 'FORBIDDEN');

    const cookie = await customerLogin(t.app, owner);
    const tracked = trackResponseSchema.parse(
      (await t.app.inject({ method: 'GET', url: `/api/bookings/track/${owner}`, headers: { cookie } })).json(),
    );
    expect(tracked[0]?.booking).toMatchObject({ id, estimatedWaitTime: 0, canCancel: true });
    const anonymousView = trackResponseSchema.parse((await t.app.inject({ method: 'GET', url: `/api/bookings/track/${owner}` })).json());
    expect(anonymousView[0]?.booking.canCancel).toBe(false);

    const cancelled = await putStatus(t, id, { status: 'cancelled' }, cookie);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toMatchObject({ status: 'cancelled', cancelledBy: 'customer' });
    // The number is free again for its owner.
    await book(t, { barberId: shop.barberB.id, customerPhone: owner, services: [shop.haircut.id] }, { cookie });
  });

  it('keeps the 15-minute rule for the manage token alone', async () => {
    const row = await insertBookingRow(t.ctx.db, { barberId: shop.barberA.id, customerPhone: nextPhone() });
    t.ctx.store.invalidate({ kind: 'bookings', barberId: shop.barberA.id });
    const token = manageTokenFor(t.ctx.secret, row.id);
    expectError(await putStatus(t, row.id, { status: 'cancelled', manageToken: token }), 409, 'CANCEL_NOT_ALLOWED');
  });
});

/** On a platform an address is limited in each shop apart, a phone across all of them (docs/decisions/0020-shop-routing.md). */
describe('booking limits across shops', () => {
  let t: TestApp;
  let shop: Shop;
  let second: { ctx: AppContext; barberId: number; serviceId: number };

  beforeAll(async () => {
    t = await createTestApp({ clock: new TestClock(Date.parse(OPENING)), env: { BOOKINGS_PER_HOUR_PER_IP: '2', BOOKINGS_PER_HOUR_PER_PHONE: '3' } });
    shop = await seedShop(t.ctx);
    await openAllDay(t.ctx);
    const { ctx, barber } = await addSecondShop(t);
    const fade = await insertService(ctx.db, { name: 'Fade', duration: 20, icon: 'scissors' });
    await openAllDay(ctx);
    second = { ctx, barberId: barber.id, serviceId: fade.id };
  });
  afterAll(async () => {
    await t.close();
  });

  const bookIn = (where: 'main' | 'second', remoteAddress: string, customerPhone: string) =>
    t.app.inject({
      method: 'POST',
      url: where === 'main' ? '/api/bookings' : `/s/${SECOND_SHOP.slug}/api/bookings`,
      remoteAddress,
      payload: {
        barberId: where === 'main' ? shop.barberA.id : second.barberId,
        customerName: 'Asha Verma',
        customerPhone,
        bookingType: 'queue',
        services: [where === 'main' ? shop.haircut.id : second.serviceId],
      },
    });
  const count = async (ctx: AppContext) => (await ctx.db.select().from(bookings)).length;

  it("lets an address that reached one shop's limit book in another shop", async () => {
    expect((await bookIn('main', '203.0.113.50', '9833000001')).statusCode).toBe(201);
    expect((await bookIn('main', '203.0.113.50', '9833000002')).statusCode).toBe(201);
    expectError(await bookIn('main', '203.0.113.50', '9833000003'), 429, 'RATE_LIMITED');
    const elsewhere = await bookIn('second', '203.0.113.50', '9833000003');
    expect(elsewhere.statusCode, elsewhere.body).toBe(201);
    expect([await count(t.ctx), await count(second.ctx)]).toEqual([2, 1]);
  });

  it('counts a phone across every shop', async () => {
    const victim = '9844000001';
    expect((await bookIn('main', '198.51.100.1', victim)).statusCode).toBe(201);
    expect((await bookIn('second', '198.51.100.2', victim)).statusCode).toBe(201);
    // Cancelled, so only the limit stands in the way of a third and a fourth.
    await t.ctx.db.update(bookings).set({ status: 'cancelled', cancelledBy: 'customer' });
    t.ctx.store.clear();
    expect((await bookIn('main', '198.51.100.3', victim)).statusCode).toBe(201);
    await second.ctx.db.update(bookings).set({ status: 'cancelled', cancelledBy: 'customer' });
    second.ctx.store.clear();
    const before = await count(second.ctx);
    expectError(await bookIn('second', '198.51.100.4', victim), 429, 'RATE_LIMITED');
    expect(await count(second.ctx)).toBe(before);
  });
});
