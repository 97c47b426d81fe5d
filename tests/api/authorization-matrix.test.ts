import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manageTokenFor } from '../../src/server/auth/secret.js';
import { insertBarber, insertBookingRow, insertService } from '../../src/server/db/factories.js';
import { barbers, bookings, rateLimits } from '../../src/server/db/schema.js';
import { createTestApp, TestClock, type TestApp } from '../helpers/app.js';
import { ADMIN, BARBER_A, BARBER_B, customerLogin, seedShop, staffLogin } from '../helpers/fixtures.js';

/**
 * Every route × every kind of caller (docs/product/roles.md): anonymous, the customer who owns the booking,
 * another customer, the booking's barber, another barber, and the admin. Each cell asserts the
 * exact status; a cell that succeeds gets fresh data from its row's setup.
 */
const PRINCIPALS = ['anonymous', 'customer', 'otherCustomer', 'barber', 'otherBarber', 'admin'] as const;
type Who = (typeof PRINCIPALS)[number];
type Expected = [number, number, number, number, number, number];

const OWNER_PHONE = '9811111111';
const OTHER_PHONE = '9822222222';
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

let t: TestApp;
let shop: Awaited<ReturnType<typeof seedShop>>;
const cookies = {} as Record<Who, string | undefined>;
let customerId = 0;
let phoneCounter = 9700000000;
let endpointCounter = 0;

/** A phone's Web Push subscription in the shapes RFC 8291 sets, new each time. */
const pushSubscription = () => ({
  endpoint: `https://push.example.net/send/matrix-${endpointCounter++}`,
  keys: { p256dh: `B${'A'.repeat(86)}`, auth: 'A'.repeat(22) },
});

/** The owner's active booking with barber A, made anew if an earlier cell ended it. */
async function ownerBooking(): Promise<number> {
  const [active] = await t.ctx.db
    .select({ id: bookings.id })
    .from(bookings)
    .where(and(eq(bookings.customerPhone, OWNER_PHONE), inArray(bookings.status, ['waiting', 'serving'])));
  if (active) return active.id;
  const row = await insertBookingRow(t.ctx.db, { barberId: shop.barberA.id, customerPhone: OWNER_PHONE, customerName: 'Owner Person' });
  t.ctx.store.invalidate({ kind: 'bookings', barberId: shop.barberA.id });
  return row.id;
}

/** Barber A busy for an hour, so queue bookings behind wait long enough to be cancellable. */
async function barberBusy(): Promise<number> {
  const [serving] = await t.ctx.db
    .select({ id: bookings.id })
    .from(bookings)
    .where(and(eq(bookings.barberId, shop.barberA.id), eq(bookings.status, 'serving')));
  if (serving) return serving.id;
  const row = await insertBookingRow(t.ctx.db, {
    barberId: shop.barberA.id,
    customerPhone: String(phoneCounter++),
    status: 'serving',
    servingStartedAt: new Date(t.clock.now),
    services: [{ id: shop.colour.id, name: 'Hair Colour', duration: 60, description: '' }],
  });
  t.ctx.store.invalidate({ kind: 'bookings', barberId: shop.barberA.id });
  return row.id;
}

/** Barber A's chair empty and a fresh waiting walk-in with them. */
async function freshWaitingWithIdleBarber(): Promise<number> {
  await t.ctx.db
    .update(bookings)
    .set({ status: 'completed', finishedAt: new Date(t.clock.now) })
    .where(and(eq(bookings.barberId, shop.barberA.id), eq(bookings.status, 'serving')));
  const row = await insertBookingRow(t.ctx.db, { barberId: shop.barberA.id, customerPhone: String(phoneCounter++) });
  t.ctx.store.invalidate({ kind: 'bookings', barberId: shop.barberA.id });
  return row.id;
}

interface Row {
  name: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  expected: Expected;
  setup: () => Promise<{ url: string; payload?: unknown; contentType?: string }>;
}

const get = (url: () => string | Promise<string>) => async () => ({ url: await url() });

/** Every request the matrix made, as `METHOD /path`, to find a route it left out. */
const asked = new Set<string>();
const ask = (method: string, url: string) => asked.add(`${method} ${url.split('?')[0] ?? url}`);

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
  { name: 'push key', method: 'GET', expected: [200, 200, 200, 200, 200, 200], setup: get(() => '/api/push/key') },
  { name: 'shop board', method: 'GET', expected: [200, 200, 200, 200, 200, 200], setup: async () => (await ownerBooking(), { url: '/api/board' }) },
  // Admin only.
  { name: 'admin barber list', method: 'GET', expected: [401, 403, 403, 403, 403, 200], setup: get(() => '/api/barbers?admin=true') },
  { name: 'all bookings', method: 'GET', expected: [401, 403, 403, 403, 403, 200], setup: get(() => '/api/bookings') },
  { name: 'wait accuracy', method: 'GET', expected: [401, 403, 403, 403, 403, 200], setup: get(() => '/api/accuracy') },
  { name: 'messages to customers', method: 'GET', expected: [401, 403, 403, 403, 403, 200], setup: get(() => '/api/messages') },
  {
    name: 'update shop settings', method: 'PUT', expected: [401, 403, 403, 403, 403, 200],
    setup: () => Promise.resolve({ url: '/api/shop-settings', payload: { slotInterval: 30 } }),
  },
  {
    name: 'add barber', method: 'POST', expected: [401, 403, 403, 403, 403, 201],
    setup: () => Promise.resolve({ url: '/api/barbers', payload: { name: 'New Barber', experience: 1, user: { username: `nb${phoneCounter++}`, password: 'new-barber-pw' } } }),
  },
  {
    name: 'edit barber', method: 'PUT', expected: [401, 403, 403, 403, 403, 200],
    setup: () => Promise.resolve({ url: `/api/barbers/${shop.barberA.id}`, payload: { experience: 8 } }),
  },
  {
    name: 'delete barber', method: 'DELETE', expected: [401, 403, 403, 403, 403, 200],
    setup: async () => {
      const { barber } = await insertBarber(t.ctx.db, { name: 'Temp', username: `temp${phoneCounter++}`, password: 'temp-password' });
      t.ctx.store.invalidate({ kind: 'barbers' });
      return { url: `/api/barbers/${barber.id}` };
    },
  },
  {
    name: 'add service', method: 'POST', expected: [401, 403, 403, 403, 403, 201],
    setup: () => Promise.resolve({ url: '/api/services', payload: { name: 'Facial', description: 'Cleansing facial', duration: 25 } }),
  },
  {
    name: 'edit service', method: 'PUT', expected: [401, 403, 403, 403, 403, 200],
    setup: () => Promise.resolve({ url: `/api/services/${shop.haircut.id}`, payload: { duration: 30 } }),
  },
  {
    name: 'delete service', method: 'DELETE', expected: [401, 403, 403, 403, 403, 200],
    setup: async () => {
      const service = await insertService(t.ctx.db, { name: 'Temp service', duration: 10 });
      t.ctx.store.invalidate({ kind: 'services' });
      return { url: `/api/services/${service.id}` };
    },
  },
  {
    name: 'upload photo', method: 'POST', expected: [401, 403, 403, 403, 403, 201],
    setup: () => Promise.resolve({ url: '/api/uploads/photo', payload: PNG, contentType: 'image/png' }),
  },
  {
    name: 'reassign waiting customers', method: 'POST', expected: [401, 403, 403, 403, 403, 200],
    setup: async () => {
      const { barber } = await insertBarber(t.ctx.db, { name: 'Leaving', username: `leaving${phoneCounter++}`, password: 'leaving-password' });
      await insertBookingRow(t.ctx.db, { barberId: barber.id, customerPhone: String(phoneCounter++) });
      t.ctx.store.invalidate({ kind: 'barbers' });
      return { url: `/api/barbers/${barber.id}/reassign` };
    },
  },
  {
    name: 'set barber hours', method: 'PUT', expected: [401, 403, 403, 403, 403, 200],
    setup: () => Promise.resolve({ url: `/api/barbers/${shop.barberA.id}/hours`, payload: { daysOff: [] } }),
  },
  // The barber themself or the admin.
  { name: 'barber hours', method: 'GET', expected: [401, 403, 403, 200, 403, 200], setup: get(() => `/api/barbers/${shop.barberA.id}/hours`) },
  {
    name: 'start break', method: 'POST', expected: [401, 403, 403, 200, 403, 200],
    setup: async () => {
      await t.ctx.db.update(barbers).set({ breakStart: null, breakEnd: null });
      t.ctx.store.invalidate({ kind: 'barbers' });
      return { url: `/api/barbers/${shop.barberA.id}/break`, payload: { minutes: 5 } };
    },
  },
  { name: 'end break', method: 'DELETE', expected: [401, 403, 403, 200, 403, 200], setup: get(() => `/api/barbers/${shop.barberA.id}/break`) },
  // The booking's barber or the admin.
  { name: 'serving booking', method: 'GET', expected: [401, 403, 403, 200, 403, 200], setup: async () => (await barberBusy(), { url: `/api/bookings/barber/${shop.barberA.id}/serving` }) },
  { name: 'queue', method: 'GET', expected: [401, 403, 403, 200, 403, 200], setup: get(() => `/api/bookings/barber/${shop.barberA.id}/queue`) },
  { name: 'history', method: 'GET', expected: [401, 403, 403, 200, 403, 200], setup: get(() => `/api/bookings/barber-by-id/${shop.barberA.id}`) },
  { name: 'history page', method: 'GET', expected: [401, 403, 403, 200, 403, 200], setup: get(() => `/api/bookings/history?barberId=${shop.barberA.id}`) },
  // Without a barber: a barber's own history, every barber's for the admin.
  { name: 'own history page', method: 'GET', expected: [401, 403, 403, 200, 200, 200], setup: get(() => '/api/bookings/history') },
  { name: 'barber log', method: 'GET', expected: [401, 403, 403, 200, 403, 200], setup: get(() => `/api/logs/barber/${shop.barberA.id}`) },
  {
    name: 'start serving', method: 'PUT', expected: [401, 403, 403, 200, 403, 200],
    setup: async () => ({ url: `/api/bookings/${await freshWaitingWithIdleBarber()}/status`, payload: { status: 'serving' } }),
  },
  {
    name: 'adjust time', method: 'PUT', expected: [401, 403, 403, 200, 403, 200],
    setup: async () => ({ url: `/api/bookings/${await barberBusy()}/time`, payload: { adjustment: 5 } }),
  },
  // The counter: a barber adds walk-ins to his own chair, the admin to any.
  {
    name: 'add walk-in', method: 'POST', expected: [401, 403, 403, 201, 403, 201],
    setup: () => Promise.resolve({ url: '/api/bookings/walk-in', payload: { barberId: shop.barberA.id, services: [shop.beard.id] } }),
  },
  {
    name: 'add walk-in for any barber', method: 'POST', expected: [401, 403, 403, 403, 403, 201],
    setup: () => Promise.resolve({ url: '/api/bookings/walk-in', payload: { barberId: 'any', services: [shop.beard.id] } }),
  },
  { name: 'usual services', method: 'GET', expected: [401, 403, 403, 200, 200, 200], setup: get(() => '/api/bookings/usual-services') },
  {
    name: 'undo a status change', method: 'POST', expected: [401, 403, 403, 200, 403, 200],
    setup: async () => {
      const id = await freshWaitingWithIdleBarber();
      const started = await t.app.inject({ method: 'PUT', url: `/api/bookings/${id}/status`, headers: { cookie: cookies.admin ?? '' }, payload: { status: 'serving' } });
      return { url: `/api/bookings/${id}/undo`, payload: { seq: started.json<{ undoSeq: number }>().undoSeq } };
    },
  },
  {
    name: 'move to another barber', method: 'PUT', expected: [401, 403, 403, 200, 403, 200],
    setup: async () => ({ url: `/api/bookings/${await freshWaitingWithIdleBarber()}/barber`, payload: { barberId: shop.barberB.id } }),
  },
  // The booking's owner (customer), its barber or the admin.
  { name: 'booking', method: 'GET', expected: [401, 200, 403, 200, 403, 200], setup: async () => ({ url: `/api/bookings/${await ownerBooking()}` }) },
  {
    name: 'booking with its manage token', method: 'GET', expected: [200, 200, 200, 200, 200, 200],
    setup: async () => {
      const id = await ownerBooking();
      return { url: `/api/bookings/${id}?token=${manageTokenFor(t.ctx.secret, id)}` };
    },
  },
  // A wrong token proves nothing, but it was brought: 403, not "please log in".
  { name: 'booking with a wrong token', method: 'GET', expected: [403, 200, 403, 200, 403, 200], setup: async () => ({ url: `/api/bookings/${await ownerBooking()}?token=wrong` }) },
  {
    name: 'calendar file', method: 'GET', expected: [401, 409, 403, 409, 403, 409],
    // A walk-in has no time to put in a calendar: who may ask is told so, anyone else is refused first.
    setup: async () => ({ url: `/api/bookings/${await ownerBooking()}/calendar.ics` }),
  },
  {
    name: 'messages switch', method: 'PUT', expected: [401, 200, 403, 200, 403, 200],
    setup: async () => ({ url: `/api/bookings/${await ownerBooking()}/messages`, payload: { stopped: false } }),
  },
  {
    name: 'notify me', method: 'POST', expected: [401, 201, 403, 201, 403, 201],
    setup: async () => ({ url: `/api/bookings/${await ownerBooking()}/push`, payload: pushSubscription() }),
  },
  {
    name: 'stop notifying', method: 'DELETE', expected: [401, 200, 403, 200, 403, 200],
    setup: async () => ({ url: `/api/bookings/${await ownerBooking()}/push`, payload: { endpoint: pushSubscription().endpoint } }),
  },
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
  beforeAll(async () => {
    t = await createTestApp({ clock: new TestClock(Date.parse('2026-11-21T10:00:00+05:30')) });
    shop = await seedShop(t.ctx);
    cookies.anonymous = undefined;
    cookies.customer = await customerLogin(t.app, OWNER_PHONE);
    cookies.otherCustomer = await customerLogin(t.app, OTHER_PHONE);
    cookies.barber = await staffLogin(t.app, BARBER_A);
    cookies.otherBarber = await staffLogin(t.app, BARBER_B);
    cookies.admin = await staffLogin(t.app, ADMIN);
    const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: cookies.customer } });
    customerId = me.json<{ user: { customer: { id: number } } }>().user.customer.id;
  });
  afterAll(async () => {
    await t.close();
  });

  for (const row of rows) {
    for (const [index, who] of PRINCIPALS.entries()) {
      const expected = row.expected[index];
      it(`${row.method} ${row.name} as ${who} → ${expected}`, async () => {
        const request = await row.setup();
        const headers: Record<string, string> = {};
        if (cookies[who]) headers.cookie = cookies[who];
        if (request.contentType) headers['content-type'] = request.contentType;
        ask(row.method, request.url);
        const response = await t.app.inject({
          method: row.method,
          url: request.url,
          headers,
          ...(request.payload === undefined ? {} : { payload: request.payload as string | object | Buffer }),
        });
        expect(response.statusCode, response.body).toBe(expected);
      });
    }
  }

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
      ask('POST', '/api/logout');
      const response = await t.app.inject({ method: 'POST', url: '/api/logout', headers: cookies[who] ? { cookie: cookies[who] } : {} });
      expect(response.statusCode).toBe(200);
      const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: cookies[who] ? { cookie: cookies[who] } : {} });
      expect(me.json<{ user: unknown }>().user).toBeNull();
    }
  });

  // Runs last: the rows above have recorded what they asked.
  it('asks every route of the API as every kind of caller', async () => {
    const docs = await t.app.inject({ method: 'GET', url: '/api/docs' });
    const paths = docs.json<{ paths: Record<string, Record<string, unknown>> }>().paths;
    const missing: string[] = [];
    for (const [template, operations] of Object.entries(paths)) {
      // `{id}` and `{barberId}` are numbers; `{phone}` any segment.
      const pattern = new RegExp(`^${template.replace(/\{\w*[iI]d\}/g, '\\d+').replace(/\{\w+\}/g, '[^/]+')}$`);
      for (const method of Object.keys(operations).map((name) => name.toUpperCase())) {
        const covered = [...asked].some((request) => request.startsWith(`${method} `) && pattern.test(request.slice(method.length + 1)));
        if (!covered) missing.push(`${method} ${template}`);
      }
    }
    expect(missing).toEqual([]);
  });
});
