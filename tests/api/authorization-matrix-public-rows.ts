import { eq } from 'drizzle-orm';
import { manageTokenFor } from '../../src/server/auth/secret.js';
import { bookings, rateLimits } from '../../src/server/db/schema.js';
import { BARBER_B } from '../helpers/fixtures.js';
import { barberBusy, customerId, get, OWNER_PHONE, ownerBooking, shop, t, type Row } from './authorization-matrix-helpers.js';

// The authorization matrix's rows (authorization-matrix-helpers.ts) for the public and the customers'
// routes. The staff's routes: authorization-matrix-staff-rows.ts.
let phoneCounter = 9700000000;
let endpointCounter = 0;

/** A phone's Web Push subscription in the shapes RFC 8291 sets, new each time. */
const pushSubscription = () => ({
  endpoint: `https://push.example.net/send/matrix-${endpointCounter++}`,
  keys: { p256dh: `B${'A'.repeat(86)}`, auth: 'A'.repeat(22) },
});

export const publicRows: Row[] = [
  // Public reads.
  { name: 'health', method: 'GET', expected: [200, 200, 200, 200, 200, 200, 200], setup: get(() => '/api/health') },
  { name: 'me', method: 'GET', expected: [200, 200, 200, 200, 200, 200, 200], setup: get(() => '/api/me') },
  { name: 'shorter wait nearby', method: 'GET', expected: [200, 200, 200, 200, 200, 200, 200], setup: get(() => '/api/nearby') },
  { name: 'shop settings', method: 'GET', expected: [200, 200, 200, 200, 200, 200, 200], setup: get(() => '/api/shop-settings') },
  { name: 'barbers', method: 'GET', expected: [200, 200, 200, 200, 200, 200, 200], setup: get(() => '/api/barbers') },
  { name: 'barber', method: 'GET', expected: [200, 200, 200, 200, 200, 200, 200], setup: get(() => `/api/barbers/${shop.barberA.id}`) },
  { name: 'services', method: 'GET', expected: [200, 200, 200, 200, 200, 200, 200], setup: get(() => '/api/services') },
  { name: 'track', method: 'GET', expected: [200, 200, 200, 200, 200, 200, 200], setup: async () => (await ownerBooking(), { url: `/api/bookings/track/${OWNER_PHONE}` }) },
  { name: 'check phone', method: 'GET', expected: [200, 200, 200, 200, 200, 200, 200], setup: get(() => `/api/bookings/check-phone/${OWNER_PHONE}`) },
  { name: 'booked slots', method: 'GET', expected: [200, 200, 200, 200, 200, 200, 200], setup: get(() => `/api/bookings/barber-by-id/${shop.barberA.id}/active`) },
  { name: 'wait time', method: 'GET', expected: [200, 200, 200, 200, 200, 200, 200], setup: get(() => `/api/wait-time/${shop.barberA.id}`) },
  { name: 'barber wait time', method: 'GET', expected: [200, 200, 200, 200, 200, 200, 200], setup: get(() => `/api/barbers/${shop.barberA.id}/wait-time`) },
  { name: 'queue time', method: 'GET', expected: [200, 200, 200, 200, 200, 200, 200], setup: get(() => `/api/barbers/${shop.barberA.id}/queue-time`) },
  { name: 'slots', method: 'GET', expected: [200, 200, 200, 200, 200, 200, 200], setup: get(() => `/api/barbers/${shop.barberA.id}/slots`) },
  { name: 'walk-in check', method: 'GET', expected: [200, 200, 200, 200, 200, 200, 200], setup: get(() => `/api/barbers/${shop.barberA.id}/walk-in`) },
  { name: 'push key', method: 'GET', expected: [200, 200, 200, 200, 200, 200, 200], setup: get(() => '/api/push/key') },
  { name: 'shop board', method: 'GET', expected: [200, 200, 200, 200, 200, 200, 200], setup: async () => (await ownerBooking(), { url: '/api/board' }) },
  // Meta's alone, whoever asks: its verify token, its signature.
  {
    name: 'WhatsApp webhook check', method: 'GET', expected: [403, 403, 403, 403, 403, 403, 403],
    setup: get(() => '/api/webhooks/whatsapp?hub.mode=subscribe&hub.verify_token=a-guess&hub.challenge=1'),
  },
  {
    name: 'WhatsApp webhook', method: 'POST', expected: [401, 401, 401, 401, 401, 401, 401],
    setup: () => Promise.resolve({ url: '/api/webhooks/whatsapp', payload: { entry: [] } }),
  },
  // The booking's owner (customer), its barber or the admin.
  { name: 'booking', method: 'GET', expected: [401, 200, 403, 200, 403, 200, 401], setup: async () => ({ url: `/api/bookings/${await ownerBooking()}` }) },
  {
    name: 'booking with its manage token', method: 'GET', expected: [200, 200, 200, 200, 200, 200, 200],
    setup: async () => {
      const id = await ownerBooking();
      return { url: `/api/bookings/${id}?token=${manageTokenFor(t.ctx.secret, id)}` };
    },
  },
  // A wrong token proves nothing, but it was brought: 403, not "please log in".
  { name: 'booking with a wrong token', method: 'GET', expected: [403, 200, 403, 200, 403, 200, 403], setup: async () => ({ url: `/api/bookings/${await ownerBooking()}?token=wrong` }) },
  {
    name: 'calendar file', method: 'GET', expected: [401, 409, 403, 409, 403, 409, 401],
    // A walk-in has no time to put in a calendar: who may ask is told so, anyone else is refused first.
    setup: async () => ({ url: `/api/bookings/${await ownerBooking()}/calendar.ics` }),
  },
  {
    name: 'messages switch', method: 'PUT', expected: [401, 200, 403, 200, 403, 200, 401],
    setup: async () => ({ url: `/api/bookings/${await ownerBooking()}/messages`, payload: { stopped: false } }),
  },
  {
    name: 'notify me', method: 'POST', expected: [401, 201, 403, 201, 403, 201, 401],
    setup: async () => ({ url: `/api/bookings/${await ownerBooking()}/push`, payload: pushSubscription() }),
  },
  {
    name: 'stop notifying', method: 'DELETE', expected: [401, 200, 403, 200, 403, 200, 401],
    setup: async () => ({ url: `/api/bookings/${await ownerBooking()}/push`, payload: { endpoint: pushSubscription().endpoint } }),
  },
  {
    name: 'cancel booking', method: 'PUT', expected: [401, 200, 403, 200, 403, 200, 401],
    setup: async () => {
      await barberBusy();
      return { url: `/api/bookings/${await ownerBooking()}/status`, payload: { status: 'cancelled', cancelledBy: 'customer' } };
    },
  },
  {
    name: 'arrival', method: 'PUT', expected: [401, 200, 403, 200, 403, 200, 401],
    setup: async () => ({ url: `/api/bookings/${await ownerBooking()}/arrival`, payload: { arrived: true } }),
  },
  {
    name: 'running late', method: 'PUT', expected: [401, 200, 403, 200, 403, 200, 401],
    setup: async () => {
      // Said once per booking and only while away: each cell starts from a booking that said nothing.
      const id = await ownerBooking();
      await t.ctx.db.update(bookings).set({ notBefore: null, arrivedAt: null }).where(eq(bookings.id, id));
      t.ctx.store.invalidate({ kind: 'bookings', barberId: shop.barberA.id });
      return { url: `/api/bookings/${id}/late`, payload: { minutes: 10 } };
    },
  },
  // The customer themself or the admin.
  { name: 'customer', method: 'GET', expected: [401, 200, 403, 403, 403, 200, 401], setup: get(() => `/api/customer/${customerId}`) },
  {
    name: 'rename customer', method: 'PUT', expected: [401, 200, 403, 403, 403, 200, 401],
    setup: () => Promise.resolve({ url: `/api/customer/${customerId}`, payload: { name: 'Owner Person' } }),
  },
  { name: 'customer bookings', method: 'GET', expected: [401, 200, 403, 403, 403, 200, 401], setup: get(() => `/api/customer/${customerId}/bookings`) },
  { name: 'customer bookings (query)', method: 'GET', expected: [401, 200, 403, 403, 403, 200, 401], setup: get(() => `/api/customer/bookings?customerId=${customerId}`) },
  // Public actions.
  {
    name: 'book', method: 'POST', expected: [201, 201, 201, 201, 201, 201, 201],
    setup: () => Promise.resolve({
      url: '/api/bookings',
      payload: { barberId: shop.barberB.id, customerName: 'Walk In', customerPhone: String(phoneCounter++), bookingType: 'queue', services: [shop.beard.id] },
    }),
  },
  {
    name: 'book any barber', method: 'POST', expected: [201, 201, 201, 201, 201, 201, 201],
    setup: () => Promise.resolve({
      url: '/api/bookings',
      payload: { barberId: 'any', customerName: 'Walk In', customerPhone: String(phoneCounter++), bookingType: 'queue', services: [shop.beard.id] },
    }),
  },
  {
    name: 'login', method: 'POST', expected: [200, 200, 200, 200, 200, 200, 200],
    setup: () => Promise.resolve({ url: '/api/login', payload: { username: BARBER_B.username, password: BARBER_B.password } }),
  },
  {
    name: 'send code', method: 'POST', expected: [200, 200, 200, 200, 200, 200, 200],
    setup: async () => {
      await t.ctx.db.delete(rateLimits);
      return { url: '/api/customer/send-otp', payload: { phone: `+91${phoneCounter++}` } };
    },
  },
  {
    name: 'verify code', method: 'POST', expected: [200, 200, 200, 200, 200, 200, 200],
    setup: async () => {
      await t.ctx.db.delete(rateLimits);
      const phone = String(phoneCounter++);
      const sent = await t.app.inject({ method: 'POST', url: '/api/customer/send-otp', payload: { phone } });
      return { url: '/api/customer/verify-otp', payload: { phone, otp: sent.json<{ otp: string }>().otp } };
    },
  },
];
