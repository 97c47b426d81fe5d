import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bookings, rateLimits } from '../../src/server/db/schema.js';
import { BARBER_B } from '../helpers/fixtures.js';
import { barberBusy, cookies, customerId, get, OWNER_PHONE, ownerBooking, PRINCIPALS, shop, t, testEveryCaller, type Row } from './authorization-matrix-helpers.js';

// The authorization matrix (authorization-matrix-helpers.ts) for the public and the customers' routes.
// The staff's routes: authorization-matrix-staff.test.ts.
let phoneCounter = 9700000000;

const rows: Row[] = [
  // Public reads.
  { name: 'health', method: 'GET', expected: [200, 200, 200, 200, 200, 200], setup: get(() => '/api/health') },
  { name: 'me', method: 'GET', expected: [200, 200, 200, 200, 200, 200], setup: get(() => '/api/me') },
  { name: 'shop settings', method: 'GET', expected: [200, 200, 200, 200, 200, 200], setup: get(() => '/api/shop-settings') },
  { name: 'barbers', method: 'GET', expected: [200, 200, 200, 200, 200, 200], setup: get(() => '/api/barbers') },
  { name: 'barber', method: 'GET', expected: [200, 200, 200, 200, 200, 200], setup: get(() => `/api/barbers/${shop.barberA.id}`) },
  { name: 'services', method: 'GET', expected: [200, 200, 200, 200, 200, 200], setup: get(() => '/api/services') },
  { name: 'track', method: 'GET', expected: [200, 200, 200, 200, 200, 200], setup: async () => (await ownerBooking(), { url: `/api/bookings/track/${OWNER_PHONE}` }) },
  { name: 'check phone', method: 'GET', expected: [200, 200, 200, 200, 200, 200], setup: get(() => `/api/bookings/check-phone/${OWNER_PHONE}`) },
  { name: 'booked slots', method: 'GET', expected: [200, 200, 200, 200, 200, 200], setup: get(() => `/api/bookings/barber-by-id/${shop.barberA.id}/active`) },
  { name: 'wait time', method: 'GET', expected: [200, 200, 200, 200, 200, 200], setup: get(() => `/api/wait-time/${shop.barberA.id}`) },
  { name: 'barber wait time', method: 'GET', expected: [200, 200, 200, 200, 200, 200], setup: get(() => `/api/barbers/${shop.barberA.id}/wait-time`) },
  { name: 'queue time', method: 'GET', expected: [200, 200, 200, 200, 200, 200], setup: get(() => `/api/barbers/${shop.barberA.id}/queue-time`) },
  { name: 'slots', method: 'GET', expected: [200, 200, 200, 200, 200, 200], setup: get(() => `/api/barbers/${shop.barberA.id}/slots`) },
  { name: 'walk-in check', method: 'GET', expected: [200, 200, 200, 200, 200, 200], setup: get(() => `/api/barbers/${shop.barberA.id}/walk-in`) },
  { name: 'shop board', method: 'GET', expected: [200, 200, 200, 200, 200, 200], setup: async () => (await ownerBooking(), { url: '/api/board' }) },
  // The booking's owner (customer), its barber or the admin.
  { name: 'booking', method: 'GET', expected: [401, 200, 403, 200, 403, 200], setup: async () => ({ url: `/api/bookings/${await ownerBooking()}` }) },
  {
    name: 'cancel booking', method: 'PUT', expected: [401, 200, 403, 200, 403, 200],
    setup: async () => {
      await barberBusy();
      return { url: `/api/bookings/${await ownerBooking()}/status`, payload: { status: 'cancelled', cancelledBy: 'customer' } };
    },
  },
  {
    name: 'arrival', method: 'PUT', expected: [401, 200, 403, 200, 403, 200],
    setup: async () => ({ url: `/api/bookings/${await ownerBooking()}/arrival`, payload: { arrived: true } }),
  },
  {
    name: 'running late', method: 'PUT', expected: [401, 200, 403, 200, 403, 200],
    setup: async () => {
      // Said once per booking and only while away: each cell starts from a booking that said nothing.
      const id = await ownerBooking();
      await t.ctx.db.update(bookings).set({ notBefore: null, arrivedAt: null }).where(eq(bookings.id, id));
      t.ctx.store.invalidate({ kind: 'bookings', barberId: shop.barberA.id });
      return { url: `/api/bookings/${id}/late`, payload: { minutes: 10 } };
    },
  },
  // The customer themself or the admin.
  { name: 'customer', method: 'GET', expected: [401, 200, 403, 403, 403, 200], setup: get(() => `/api/customer/${customerId}`) },
  {
    name: 'rename customer', method: 'PUT', expected: [401, 200, 403, 403, 403, 200],
    setup: () => Promise.resolve({ url: `/api/customer/${customerId}`, payload: { name: 'Owner Person' } }),
  },
  { name: 'customer bookings', method: 'GET', expected: [401, 200, 403, 403, 403, 200], setup: get(() => `/api/customer/${customerId}/bookings`) },
  { name: 'customer bookings (query)', method: 'GET', expected: [401, 200, 403, 403, 403, 200], setup: get(() => `/api/customer/bookings?customerId=${customerId}`) },
  // Public actions.
  {
    name: 'book', method: 'POST', expected: [201, 201, 201, 201, 201, 201],
    setup: () => Promise.resolve({
      url: '/api/bookings',
      payload: { barberId: shop.barberB.id, customerName: 'Walk In', customerPhone: String(phoneCounter++), bookingType: 'queue', services: [shop.beard.id] },
    }),
  },
  {
    name: 'book any barber', method: 'POST', expected: [201, 201, 201, 201, 201, 201],
    setup: () => Promise.resolve({
      url: '/api/bookings',
      payload: { barberId: 'any', customerName: 'Walk In', customerPhone: String(phoneCounter++), bookingType: 'queue', services: [shop.beard.id] },
    }),
  },
  {
    name: 'login', method: 'POST', expected: [200, 200, 200, 200, 200, 200],
    setup: () => Promise.resolve({ url: '/api/login', payload: { username: BARBER_B.username, password: BARBER_B.password } }),
  },
  {
    name: 'send code', method: 'POST', expected: [200, 200, 200, 200, 200, 200],
    setup: async () => {
      await t.ctx.db.delete(rateLimits);
      return { url: '/api/customer/send-otp', payload: { phone: `+91${phoneCounter++}` } };
    },
  },
  {
    name: 'verify code', method: 'POST', expected: [200, 200, 200, 200, 200, 200],
    setup: async () => {
      await t.ctx.db.delete(rateLimits);
      const phone = String(phoneCounter++);
      const sent = await t.app.inject({ method: 'POST', url: '/api/customer/send-otp', payload: { phone } });
      return { url: '/api/customer/verify-otp', payload: { phone, otp: sent.json<{ otp: string }>().otp } };
    },
  },
];

describe('authorization matrix', () => {
  testEveryCaller(rows);

  it('shows the booked slots publicly but the bookings themselves only to their barber and the admin', async () => {
    await ownerBooking();
    for (const who of PRINCIPALS) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/bookings/barber-by-id/${shop.barberA.id}/active`,
        headers: cookies[who] ? { cookie: cookies[who] } : {},
      });
      const body = response.json<{ bookings?: unknown[] }>();
      expect(body.bookings !== undefined, who).toBe(who === 'barber' || who === 'admin');
      if (who !== 'barber' && who !== 'admin') expect(response.body).not.toContain(OWNER_PHONE);
    }
  });

  it('ends the session on logout for every kind of caller', async () => {
    for (const who of PRINCIPALS) {
      const response = await t.app.inject({ method: 'POST', url: '/api/logout', headers: cookies[who] ? { cookie: cookies[who] } : {} });
      expect(response.statusCode).toBe(200);
      const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: cookies[who] ? { cookie: cookies[who] } : {} });
      expect(me.json<{ user: unknown }>().user).toBeNull();
    }
  });
});
