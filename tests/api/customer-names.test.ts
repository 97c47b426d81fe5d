import { describe, expect, it } from 'vitest';
import { insertBookingRow } from '../../src/server/db/factories.js';
import { customerSchema, meResponseSchema, verifyOtpResponseSchema } from '../../src/shared/schemas/auth.js';
import { WALK_IN_NAME } from '../../src/shared/schemas/staff-walk-in.js';
import { trackResponseSchema } from '../../src/shared/schemas/booking.js';
import { book, useOpenShop } from './booking-helpers.js';

/** A customer is known by the name they booked under (the account's greeting, the booking form). */
describe("a customer's name", () => {
  const s = useOpenShop();

  /** Signs in by one-time code; returns the customer the answer names and the Cookie header. */
  async function signIn(phone: string) {
    const sent = await s.t.app.inject({ method: 'POST', url: '/api/customer/send-otp', payload: { phone } });
    const { otp } = sent.json<{ otp: string }>();
    const verified = await s.t.app.inject({ method: 'POST', url: '/api/customer/verify-otp', payload: { phone, otp } });
    expect(verified.statusCode, verified.body).toBe(200);
    const body = verifyOtpResponseSchema.parse(verified.json());
    const cookie = verified.cookies.find((c) => c.name === 'chair_session');
    return { customer: body.customer, cookie: `chair_session=${cookie?.value ?? ''}` };
  }

  const me = async (cookie: string) => meResponseSchema.parse((await s.t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } })).json());
  const account = async (id: number, cookie: string) =>
    customerSchema.parse((await s.t.app.inject({ method: 'GET', url: `/api/customer/${id}`, headers: { cookie } })).json());

  it("is taken from the phone's latest booking when the customer signs in without one", async () => {
    const phone = '9876511001';
    await insertBookingRow(s.t.ctx.db, { barberId: s.shop.barberA.id, customerPhone: phone, customerName: 'Rahul', status: 'completed' });
    await book(s.t, { barberId: s.shop.barberA.id, customerPhone: phone, customerName: 'Rahul Sharma', services: [s.shop.haircut.id] });
    // The shop's own walk-in for the number, added without a name, is not a name.
    await insertBookingRow(s.t.ctx.db, { barberId: s.shop.barberB.id, customerPhone: phone, customerName: WALK_IN_NAME, status: 'completed' });

    const { customer, cookie } = await signIn(phone);
    expect(customer.name).toBe('Rahul Sharma');
    expect((await me(cookie)).user?.customer?.name).toBe('Rahul Sharma');
    expect((await account(customer.id, cookie)).name).toBe('Rahul Sharma');
  });

  it('stays empty for a phone that never booked, and a name the customer chose is kept', async () => {
    const phone = '9876511002';
    const first = await signIn(phone);
    expect(first.customer.name).toBe('');
    const renamed = await s.t.app.inject({
      method: 'PUT',
      url: `/api/customer/${first.customer.id}`,
      headers: { cookie: first.cookie },
      payload: { name: 'R. Sharma' },
    });
    expect(renamed.statusCode).toBe(200);
    await book(s.t, { barberId: s.shop.barberA.id, customerPhone: phone, customerName: 'Rahul Sharma', services: [s.shop.haircut.id] }, { cookie: first.cookie });
    expect((await account(first.customer.id, first.cookie)).name).toBe('R. Sharma');
    expect((await signIn(phone)).customer.name).toBe('R. Sharma');
  });

  it('is taken from the first booking a signed-in customer without one makes, and not changed by the next', async () => {
    const phone = '9876511003';
    const { customer, cookie } = await signIn(phone);
    expect(customer.name).toBe('');
    const first = await book(
      s.t,
      { barberId: s.shop.barberA.id, customerPhone: phone, customerName: '  Rahul Sharma ', services: [s.shop.haircut.id] },
      { cookie },
    );
    expect((await me(cookie)).user?.customer?.name).toBe('Rahul Sharma');

    const cancelled = await s.t.app.inject({
      method: 'PUT',
      url: `/api/bookings/${first.id}/status`,
      headers: { cookie },
      payload: { status: 'cancelled' },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    await book(s.t, { barberId: s.shop.barberB.id, customerPhone: phone, customerName: 'Rahul S', services: [s.shop.haircut.id] }, { cookie });
    expect((await account(customer.id, cookie)).name).toBe('Rahul Sharma');
  });

  it("is not given to someone else's account by a booking made for another phone", async () => {
    const { customer, cookie } = await signIn('9876511004');
    await book(s.t, { barberId: s.shop.barberA.id, customerPhone: '9876511005', customerName: 'Friend Name', services: [s.shop.haircut.id] }, { cookie });
    expect((await account(customer.id, cookie)).name).toBe('');
  });

  it('stays masked for a stranger tracking the phone', async () => {
    const phone = '9876511006';
    await book(s.t, { barberId: s.shop.barberA.id, customerPhone: phone, customerName: 'Rahul Sharma', services: [s.shop.haircut.id] });
    const own = await signIn(phone);
    expect(own.customer.name).toBe('Rahul Sharma');
    const stranger = trackResponseSchema.parse((await s.t.app.inject({ method: 'GET', url: `/api/bookings/track/${phone}` })).json());
    expect(stranger[0]?.booking.customerName).not.toContain('Sharma');
    const owner = trackResponseSchema.parse(
      (await s.t.app.inject({ method: 'GET', url: `/api/bookings/track/${phone}`, headers: { cookie: own.cookie } })).json(),
    );
    expect(owner[0]?.booking.customerName).toBe('Rahul Sharma');
  });
});
