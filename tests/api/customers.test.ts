import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { insertBookingRow } from '../../src/server/db/factories.js';
import { bookings } from '../../src/server/db/schema.js';
import { customerSchema, verifyOtpResponseSchema } from '../../src/shared/schemas/auth.js';
import { bookingSchema } from '../../src/shared/schemas/booking.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { ADMIN, BARBER_A, expectError, seedShop, staffLogin } from '../helpers/fixtures.js';

const bookingListSchema = z.array(bookingSchema);
const PHONE_1 = '9876500001';
const PHONE_2 = '9876500002';

describe('customer account and bookings', () => {
  let t: TestApp;
  let shop: Awaited<ReturnType<typeof seedShop>>;
  let first: { id: number; cookie: string };
  let second: { id: number; cookie: string };
  let admin: string;
  let barber: string;

  /** Signs in by one-time code and returns the customer's id with the Cookie header. */
  async function signIn(phone: string) {
    const sent = await t.app.inject({ method: 'POST', url: '/api/customer/send-otp', payload: { phone } });
    const { otp } = sent.json<{ otp: string }>();
    const verified = await t.app.inject({ method: 'POST', url: '/api/customer/verify-otp', payload: { phone, otp } });
    const body = verifyOtpResponseSchema.parse(verified.json());
    const cookie = verified.cookies.find((c) => c.name === 'chair_session');
    return { id: body.customer.id, cookie: `chair_session=${cookie?.value ?? ''}` };
  }

  const get = (url: string, cookie?: string) =>
    t.app.inject({ method: 'GET', url, ...(cookie ? { headers: { cookie } } : {}) });
  const rename = (id: number, payload: unknown, cookie?: string) =>
    t.app.inject({ method: 'PUT', url: `/api/customer/${id}`, payload: payload as object, ...(cookie ? { headers: { cookie } } : {}) });

  /** Runs `work` while the phone has one finished booking in the shop, so its staff know the customer. */
  async function bookedOnce<T>(phone: string, work: () => Promise<T>): Promise<T> {
    const booked = await insertBookingRow(t.ctx.db, { barberId: shop.barberB.id, customerPhone: phone, status: 'completed' });
    try {
      return await work();
    } finally {
      await t.ctx.db.delete(bookings).where(eq(bookings.id, booked.id));
    }
  }

  beforeAll(async () => {
    t = await createTestApp();
    shop = await seedShop(t.ctx);
    first = await signIn(PHONE_1);
    second = await signIn(PHONE_2);
    admin = await staffLogin(t.app, ADMIN);
    barber = await staffLogin(t.app, BARBER_A);
  });
  afterAll(async () => {
    await t.close();
  });

  it('shows customers their own account, and the admin the account of anyone who booked in the shop', async () => {
    const own = await get(`/api/customer/${first.id}`, first.cookie);
    expect(own.statusCode).toBe(200);
    expect(customerSchema.parse(own.json())).toEqual({ id: first.id, name: '', phone: PHONE_1 });
    // A phone is one customer in every shop: one who never booked here is nobody the shop knows.
    expectError(await get(`/api/customer/${second.id}`, admin), 404, 'NOT_FOUND');
    expectError(await rename(second.id, { name: 'Vik' }, admin), 404, 'NOT_FOUND');
    const byAdmin = await bookedOnce(PHONE_2, () => get(`/api/customer/${second.id}`, admin));
    expect(customerSchema.parse(byAdmin.json()).phone).toBe(PHONE_2);
  });

  it('refuses other callers: 401 without a session, 403 for another customer or a barber, 404 unknown', async () => {
    expect((await get(`/api/customer/${first.id}`)).json()).toMatchObject({ error: 'UNAUTHORIZED' });
    expect((await get(`/api/customer/${first.id}`)).statusCode).toBe(401);
    const other = await get(`/api/customer/${first.id}`, second.cookie);
    expect(other.statusCode).toBe(403);
    expect(other.json()).toMatchObject({ error: 'FORBIDDEN' });
    expect((await get(`/api/customer/${first.id}`, barber)).statusCode).toBe(403);
    // Another customer cannot tell an unknown id from someone else's.
    expect((await get('/api/customer/99999', first.cookie)).statusCode).toBe(403);
    const unknown = await get('/api/customer/99999', admin);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ error: 'NOT_FOUND' });
    expect((await get('/api/customer/abc', admin)).statusCode).toBe(400);
  });

  it('renames a customer, trimming the name', async () => {
    const response = await rename(first.id, { name: '  Asha Rao  ' }, first.cookie);
    expect(response.statusCode).toBe(200);
    expect(customerSchema.parse(response.json())).toEqual({ id: first.id, name: 'Asha Rao', phone: PHONE_1 });
    const me = await get('/api/me', first.cookie);
    expect(me.json()).toMatchObject({ user: { role: 'customer', customer: { name: 'Asha Rao' } } });
    const byAdmin = await bookedOnce(PHONE_2, () => rename(second.id, { name: 'Vik' }, admin));
    expect(customerSchema.parse(byAdmin.json()).name).toBe('Vik');
  });

  it('refuses a blank or missing name with Required, and foreign or unknown customers', async () => {
    for (const payload of [{ name: '   ' }, {}]) {
      const response = await rename(first.id, payload, first.cookie);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error: 'VALIDATION_ERROR', fields: { name: 'Required' } });
    }
    expect((await rename(first.id, { name: 'X' })).statusCode).toBe(401);
    expect((await rename(first.id, { name: 'X' }, second.cookie)).statusCode).toBe(403);
    expect((await rename(99999, { name: 'X' }, admin)).statusCode).toBe(404);
  });

  it('lists own bookings newest first, including ones made anonymously with the same phone', async () => {
    const anonymous = await insertBookingRow(t.ctx.db, { barberId: shop.barberA.id, customerPhone: PHONE_1, status: 'completed' });
    const loggedIn = await insertBookingRow(t.ctx.db, { barberId: shop.barberB.id, customerPhone: PHONE_1 });
    await t.ctx.db.update(bookings).set({ customerId: first.id }).where(eq(bookings.id, loggedIn.id));
    // Booked while logged in, for someone else's phone: still the customer's booking.
    const forFriend = await insertBookingRow(t.ctx.db, { barberId: shop.barberA.id, customerPhone: '9000000009' });
    await t.ctx.db.update(bookings).set({ customerId: first.id }).where(eq(bookings.id, forFriend.id));
    await insertBookingRow(t.ctx.db, { barberId: shop.barberA.id, customerPhone: PHONE_2 });
    t.ctx.store.clear();

    for (const url of [`/api/customer/${first.id}/bookings`, `/api/customer/bookings?customerId=${first.id}`]) {
      const response = await get(url, first.cookie);
      expect(response.statusCode).toBe(200);
      const list = bookingListSchema.parse(response.json());
      expect(list.map((booking) => booking.id)).toEqual([forFriend.id, loggedIn.id, anonymous.id]);
      expect(list[1]).toMatchObject({ status: 'waiting', position: 1 });
    }
    const byAdmin = bookingListSchema.parse((await get(`/api/customer/${second.id}/bookings`, admin)).json());
    expect(byAdmin.map((booking) => booking.customerPhone)).toEqual([PHONE_2]);
  });

  it('refuses bookings of other customers and unknown ones, and a missing customerId', async () => {
    for (const url of [`/api/customer/${first.id}/bookings`, `/api/customer/bookings?customerId=${first.id}`]) {
      expect((await get(url)).statusCode).toBe(401);
      expect((await get(url, second.cookie)).statusCode).toBe(403);
      expect((await get(url, barber)).statusCode).toBe(403);
    }
    expect((await get('/api/customer/99999/bookings', admin)).statusCode).toBe(404);
    expect((await get('/api/customer/bookings?customerId=99999', admin)).statusCode).toBe(404);
    const missing = await get('/api/customer/bookings', first.cookie);
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ error: 'VALIDATION_ERROR' });
  });
});
