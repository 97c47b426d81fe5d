import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { insertBookingRow } from '../../src/server/db/factories.js';
import { bookings } from '../../src/server/db/schema.js';
import { createTestApp, TestClock, type TestApp } from '../helpers/app.js';
import { ADMIN, BARBER_A, BARBER_B, customerLogin, seedShop, staffLogin } from '../helpers/fixtures.js';
import { makeOperator, operatorLogin } from '../helpers/platform.js';

/**
 * Every route × every kind of caller (docs/product/roles.md): anonymous, the customer who owns the booking,
 * another customer, the booking's barber, another barber, the admin, and the platform's operator
 * (docs/decisions/0021-platform-operator.md), who is nobody to a shop. Each cell asserts the exact
 * status; a cell that succeeds gets fresh data from its row's setup.
 */
export const PRINCIPALS = ['anonymous', 'customer', 'otherCustomer', 'barber', 'otherBarber', 'admin', 'operator'] as const;
export type Who = (typeof PRINCIPALS)[number];
type Expected = [number, number, number, number, number, number, number];

export const OWNER_PHONE = '9811111111';
export const OTHER_PHONE = '9822222222';

export let t: TestApp;
export let shop: Awaited<ReturnType<typeof seedShop>>;
export const cookies = {} as Record<Who, string | undefined>;
export let customerId = 0;
// The helpers' own phone numbers, apart from those the rows of each file count up.
let phoneCounter = 9600000000;

/** The owner's active booking with barber A, made anew if an earlier cell ended it. */
export async function ownerBooking(): Promise<number> {
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
export async function barberBusy(): Promise<number> {
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
export async function freshWaitingWithIdleBarber(): Promise<number> {
  await t.ctx.db
    .update(bookings)
    .set({ status: 'completed', finishedAt: new Date(t.clock.now) })
    .where(and(eq(bookings.barberId, shop.barberA.id), eq(bookings.status, 'serving')));
  const row = await insertBookingRow(t.ctx.db, { barberId: shop.barberA.id, customerPhone: String(phoneCounter++) });
  t.ctx.store.invalidate({ kind: 'bookings', barberId: shop.barberA.id });
  return row.id;
}

export interface Row {
  name: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  expected: Expected;
  setup: () => Promise<{ url: string; payload?: unknown; contentType?: string }>;
}

export const get = (url: () => string | Promise<string>) => async () => ({ url: await url() });

/** The app, the small shop and a signed-in caller of each kind, for the file. */
export function useMatrixApp(): void {
  beforeAll(async () => {
    // With WhatsApp's webhook on, so its routes are asked as they run.
    t = await createTestApp({
      clock: new TestClock(Date.parse('2026-11-21T10:00:00+05:30')),
      env: { WHATSAPP_APP_SECRET: 'matrix-app-secret', WHATSAPP_VERIFY_TOKEN: 'matrix-verify-token' },
    });
    shop = await seedShop(t.ctx);
    cookies.anonymous = undefined;
    cookies.customer = await customerLogin(t.app, OWNER_PHONE);
    cookies.otherCustomer = await customerLogin(t.app, OTHER_PHONE);
    cookies.barber = await staffLogin(t.app, BARBER_A);
    cookies.otherBarber = await staffLogin(t.app, BARBER_B);
    cookies.admin = await staffLogin(t.app, ADMIN);
    cookies.operator = await operatorLogin(t.app, await makeOperator(t.ctx));
    const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: cookies.customer } });
    customerId = me.json<{ user: { customer: { id: number } } }>().user.customer.id;
  });
  afterAll(async () => {
    await t.close();
  });
}

/** The file's app, then one test per row and caller. */
export function testEveryCaller(rows: Row[]): void {
  useMatrixApp();
  for (const row of rows) {
    for (const [index, who] of PRINCIPALS.entries()) {
      const expected = row.expected[index];
      it(`${row.method} ${row.name} as ${who} → ${expected}`, async () => {
        const request = await row.setup();
        const headers: Record<string, string> = {};
        if (cookies[who]) headers.cookie = cookies[who];
        if (request.contentType) headers['content-type'] = request.contentType;
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
}
