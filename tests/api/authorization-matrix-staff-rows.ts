import { insertBarber, insertBookingRow, insertService } from '../../src/server/db/factories.js';
import { barbers } from '../../src/server/db/schema.js';
import { barberBusy, cookies, freshWaitingWithIdleBarber, get, shop, t, type Row } from './authorization-matrix-helpers.js';

// The authorization matrix's rows (authorization-matrix-helpers.ts) for the staff's routes: the owner's,
// a barber's own, and those on a booking's chair. Public and customer routes: authorization-matrix-public-rows.ts.
let phoneCounter = 9700000000;
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

const CASH = { items: [{ name: 'Haircut', pricePaise: 30000, serviceId: null }], discountPaise: 0, tipPaise: 0, method: 'cash' };

/** A booking of barber A's, completed without a payment. */
async function completedWithoutPayment(): Promise<number> {
  const row = await insertBookingRow(t.ctx.db, {
    barberId: shop.barberA.id,
    customerPhone: String(phoneCounter++),
    status: 'completed',
    servingStartedAt: new Date(t.clock.now - 30 * 60_000),
  });
  t.ctx.store.invalidate({ kind: 'bookings', barberId: shop.barberA.id });
  return row.id;
}

export const staffRows: Row[] = [
  // Admin only.
  { name: 'admin barber list', method: 'GET', expected: [401, 403, 403, 403, 403, 200, 401], setup: get(() => '/api/barbers?admin=true') },
  { name: 'all bookings', method: 'GET', expected: [401, 403, 403, 403, 403, 200, 401], setup: get(() => '/api/bookings') },
  { name: 'wait accuracy', method: 'GET', expected: [401, 403, 403, 403, 403, 200, 401], setup: get(() => '/api/accuracy') },
  { name: 'takings as CSV', method: 'GET', expected: [401, 403, 403, 403, 403, 200, 401], setup: get(() => '/api/takings.csv?from=2026-11-21&to=2026-11-21') },
  // The staff's own: a barber reads their own takings, the admin the shop's.
  { name: 'takings', method: 'GET', expected: [401, 403, 403, 200, 200, 200, 401], setup: get(() => '/api/takings?from=2026-11-21&to=2026-11-21') },
  { name: 'takings entries', method: 'GET', expected: [401, 403, 403, 200, 200, 200, 401], setup: get(() => '/api/takings/entries?from=2026-11-21&to=2026-11-21') },
  { name: "owner's numbers", method: 'GET', expected: [401, 403, 403, 403, 403, 200, 401], setup: get(() => '/api/numbers?weeks=4') },
  { name: 'messages to customers', method: 'GET', expected: [401, 403, 403, 403, 403, 200, 401], setup: get(() => '/api/messages') },
  { name: 'messages from customers', method: 'GET', expected: [401, 403, 403, 403, 403, 200, 401], setup: get(() => '/api/messages/inbound') },
  {
    name: 'update shop settings', method: 'PUT', expected: [401, 403, 403, 403, 403, 200, 401],
    setup: () => Promise.resolve({ url: '/api/shop-settings', payload: { slotInterval: 30 } }),
  },
  // The owner login of a branch; this shop is no branch, so its admin has none to switch to.
  { name: 'branches', method: 'GET', expected: [401, 403, 403, 403, 403, 200, 401], setup: get(() => '/api/branches') },
  {
    name: 'switch branch', method: 'POST', expected: [401, 403, 403, 403, 403, 403, 401],
    setup: () => Promise.resolve({ url: '/api/branches/switch', payload: { slug: 'main' } }),
  },
  { name: 'shop place', method: 'GET', expected: [401, 403, 403, 403, 403, 200, 401], setup: get(() => '/api/shop-settings/place') },
  {
    name: 'update shop place', method: 'PUT', expected: [401, 403, 403, 403, 403, 200, 401],
    setup: () => Promise.resolve({ url: '/api/shop-settings/place', payload: { area: 'Koramangala', pinCode: '560034', latitude: null, longitude: null, listed: false } }),
  },
  {
    name: 'add barber', method: 'POST', expected: [401, 403, 403, 403, 403, 201, 401],
    setup: () => Promise.resolve({ url: '/api/barbers', payload: { name: 'New Barber', experience: 1, user: { username: `nb${phoneCounter++}`, password: 'new-barber-pw' } } }),
  },
  {
    name: 'edit barber', method: 'PUT', expected: [401, 403, 403, 403, 403, 200, 401],
    setup: () => Promise.resolve({ url: `/api/barbers/${shop.barberA.id}`, payload: { experience: 8 } }),
  },
  {
    name: 'delete barber', method: 'DELETE', expected: [401, 403, 403, 403, 403, 200, 401],
    setup: async () => {
      const { barber } = await insertBarber(t.ctx.db, { name: 'Temp', username: `temp${phoneCounter++}`, password: 'temp-password' });
      t.ctx.store.invalidate({ kind: 'barbers' });
      return { url: `/api/barbers/${barber.id}` };
    },
  },
  {
    name: 'add service', method: 'POST', expected: [401, 403, 403, 403, 403, 201, 401],
    setup: () => Promise.resolve({ url: '/api/services', payload: { name: 'Facial', description: 'Cleansing facial', duration: 25 } }),
  },
  {
    name: 'edit service', method: 'PUT', expected: [401, 403, 403, 403, 403, 200, 401],
    setup: () => Promise.resolve({ url: `/api/services/${shop.haircut.id}`, payload: { duration: 30 } }),
  },
  {
    name: 'delete service', method: 'DELETE', expected: [401, 403, 403, 403, 403, 200, 401],
    setup: async () => {
      const service = await insertService(t.ctx.db, { name: 'Temp service', duration: 10 });
      t.ctx.store.invalidate({ kind: 'services' });
      return { url: `/api/services/${service.id}` };
    },
  },
  {
    name: 'upload photo', method: 'POST', expected: [401, 403, 403, 403, 403, 201, 401],
    setup: () => Promise.resolve({ url: '/api/uploads/photo', payload: PNG, contentType: 'image/png' }),
  },
  {
    name: 'reassign waiting customers', method: 'POST', expected: [401, 403, 403, 403, 403, 200, 401],
    setup: async () => {
      const { barber } = await insertBarber(t.ctx.db, { name: 'Leaving', username: `leaving${phoneCounter++}`, password: 'leaving-password' });
      await insertBookingRow(t.ctx.db, { barberId: barber.id, customerPhone: String(phoneCounter++) });
      t.ctx.store.invalidate({ kind: 'barbers' });
      return { url: `/api/barbers/${barber.id}/reassign` };
    },
  },
  {
    name: 'set barber hours', method: 'PUT', expected: [401, 403, 403, 403, 403, 200, 401],
    setup: () => Promise.resolve({ url: `/api/barbers/${shop.barberA.id}/hours`, payload: { daysOff: [] } }),
  },
  // The barber themself or the admin.
  { name: 'barber hours', method: 'GET', expected: [401, 403, 403, 200, 403, 200, 401], setup: get(() => `/api/barbers/${shop.barberA.id}/hours`) },
  {
    name: 'start break', method: 'POST', expected: [401, 403, 403, 200, 403, 200, 401],
    setup: async () => {
      await t.ctx.db.update(barbers).set({ breakStart: null, breakEnd: null });
      t.ctx.store.invalidate({ kind: 'barbers' });
      return { url: `/api/barbers/${shop.barberA.id}/break`, payload: { minutes: 5 } };
    },
  },
  { name: 'end break', method: 'DELETE', expected: [401, 403, 403, 200, 403, 200, 401], setup: get(() => `/api/barbers/${shop.barberA.id}/break`) },
  // The booking's barber or the admin.
  { name: 'serving booking', method: 'GET', expected: [401, 403, 403, 200, 403, 200, 401], setup: async () => (await barberBusy(), { url: `/api/bookings/barber/${shop.barberA.id}/serving` }) },
  { name: 'queue', method: 'GET', expected: [401, 403, 403, 200, 403, 200, 401], setup: get(() => `/api/bookings/barber/${shop.barberA.id}/queue`) },
  { name: 'history', method: 'GET', expected: [401, 403, 403, 200, 403, 200, 401], setup: get(() => `/api/bookings/barber-by-id/${shop.barberA.id}`) },
  { name: 'history page', method: 'GET', expected: [401, 403, 403, 200, 403, 200, 401], setup: get(() => `/api/bookings/history?barberId=${shop.barberA.id}`) },
  // Without a barber: a barber's own history, every barber's for the admin.
  { name: 'own history page', method: 'GET', expected: [401, 403, 403, 200, 200, 200, 401], setup: get(() => '/api/bookings/history') },
  { name: 'barber log', method: 'GET', expected: [401, 403, 403, 200, 403, 200, 401], setup: get(() => `/api/logs/barber/${shop.barberA.id}`) },
  {
    name: 'start serving', method: 'PUT', expected: [401, 403, 403, 200, 403, 200, 401],
    setup: async () => ({ url: `/api/bookings/${await freshWaitingWithIdleBarber()}/status`, payload: { status: 'serving' } }),
  },
  {
    name: 'adjust time', method: 'PUT', expected: [401, 403, 403, 200, 403, 200, 401],
    setup: async () => ({ url: `/api/bookings/${await barberBusy()}/time`, payload: { adjustment: 5 } }),
  },
  // The counter: a barber adds walk-ins to his own chair, the admin to any.
  {
    name: 'add walk-in', method: 'POST', expected: [401, 403, 403, 201, 403, 201, 401],
    setup: () => Promise.resolve({ url: '/api/bookings/walk-in', payload: { barberId: shop.barberA.id, services: [shop.beard.id] } }),
  },
  {
    name: 'add walk-in for any barber', method: 'POST', expected: [401, 403, 403, 403, 403, 201, 401],
    setup: () => Promise.resolve({ url: '/api/bookings/walk-in', payload: { barberId: 'any', services: [shop.beard.id] } }),
  },
  { name: 'usual services', method: 'GET', expected: [401, 403, 403, 200, 200, 200, 401], setup: get(() => '/api/bookings/usual-services') },
  {
    name: 'undo a status change', method: 'POST', expected: [401, 403, 403, 200, 403, 200, 401],
    setup: async () => {
      const id = await freshWaitingWithIdleBarber();
      const started = await t.app.inject({ method: 'PUT', url: `/api/bookings/${id}/status`, headers: { cookie: cookies.admin ?? '' }, payload: { status: 'serving' } });
      return { url: `/api/bookings/${id}/undo`, payload: { seq: started.json<{ undoSeq: number }>().undoSeq } };
    },
  },
  {
    name: 'move to another barber', method: 'PUT', expected: [401, 403, 403, 200, 403, 200, 401],
    setup: async () => ({ url: `/api/bookings/${await freshWaitingWithIdleBarber()}/barber`, payload: { barberId: shop.barberB.id } }),
  },
  // Paid at the chair (docs/product/money.md): the barber who served, or the owner.
  {
    name: 'record a payment', method: 'POST', expected: [401, 403, 403, 201, 403, 201, 401],
    setup: async () => ({ url: `/api/bookings/${await completedWithoutPayment()}/payments`, payload: CASH }),
  },
  {
    name: "a booking's payments", method: 'GET', expected: [401, 403, 403, 200, 403, 200, 401],
    setup: async () => ({ url: `/api/bookings/${await completedWithoutPayment()}/payments` }),
  },
  {
    name: 'UPI amount due', method: 'PUT', expected: [401, 403, 403, 200, 403, 200, 401],
    setup: async () => ({ url: `/api/bookings/${await barberBusy()}/upi-due`, payload: { amountPaise: null } }),
  },
];
