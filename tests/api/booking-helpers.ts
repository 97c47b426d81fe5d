import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import { createdBookingSchema, type CreatedBooking } from '../../src/shared/schemas/booking.js';
import { createTestApp, TestClock, type TestApp } from '../helpers/app.js';
import { ADMIN, BARBER_A, BARBER_B, expectError, seedShop, staffLogin } from '../helpers/fixtures.js';

/** Saturday 21 November 2026, 10:00 in the shop's zone (Asia/Kolkata, open 09:00-18:00, 30-minute grid). */
export const TODAY = '2026-11-21';
export const TOMORROW = '2026-11-22';
export const OPENING = '2026-11-21T10:00:00+05:30';

export type Shop = Awaited<ReturnType<typeof seedShop>>;

export interface BookingTestShop {
  t: TestApp;
  shop: Shop;
  admin: string;
  barberA: string;
  barberB: string;
}

/** A fresh app on its own database with the small shop, the clock at OPENING and staff signed in. */
export async function openShop(): Promise<BookingTestShop> {
  const t = await createTestApp({ clock: new TestClock(Date.parse(OPENING)) });
  const shop = await seedShop(t.ctx);
  const [admin, barberA, barberB] = await Promise.all([staffLogin(t.app, ADMIN), staffLogin(t.app, BARBER_A), staffLogin(t.app, BARBER_B)]);
  return { t, shop, admin, barberA, barberB };
}

/**
 * One shop for the test file, emptied of bookings and set back to OPENING before each test. The
 * returned object is filled in by beforeAll, so tests read `s.t`, `s.shop` as usual.
 */
export function useOpenShop(): BookingTestShop {
  const s = {} as BookingTestShop;
  beforeAll(async () => {
    Object.assign(s, await openShop());
  });
  afterAll(async () => {
    await s.t.close();
  });
  beforeEach(async () => {
    await clearBookings(s.t);
    s.t.clock.set(OPENING);
  });
  return s;
}

/** Empties the bookings between tests so each starts from an idle shop. */
export async function clearBookings(t: TestApp): Promise<void> {
  // Only the tables' owner may truncate them (the app runs as chair_app).
  if (!t.owner) throw new Error('clearBookings needs an app on a database of its own');
  // Payments go with their bookings (CASCADE); walk-ins refused at last call are emptied too.
  await t.owner.execute('TRUNCATE bookings, booking_events, rate_limits, walk_in_refusals RESTART IDENTITY CASCADE');
  t.ctx.store.clear();
}

export interface BookingInput {
  barberId: number;
  customerPhone: string;
  customerName?: string;
  bookingType?: 'queue' | 'slot';
  services?: number[];
  slotDate?: string;
  slotTime?: string;
  notes?: string;
}

/** POST /api/bookings with sensible defaults; returns the raw response. */
export function postBooking(
  t: TestApp,
  input: BookingInput & { services: number[] },
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method: 'POST',
    url: '/api/bookings',
    headers,
    payload: { customerName: 'Asha Verma', bookingType: input.slotTime ? 'slot' : 'queue', ...input },
  });
}

/** Books and expects 201; returns the created booking, checked against its schema. */
export async function book(t: TestApp, input: BookingInput & { services: number[] }, headers: Record<string, string> = {}): Promise<CreatedBooking> {
  const response = await postBooking(t, input, headers);
  expect(response.statusCode, response.body).toBe(201);
  return createdBookingSchema.parse(response.json());
}

/** PUT /api/bookings/:id/status. */
export function putStatus(t: TestApp, id: number, payload: Record<string, unknown>, cookie?: string): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method: 'PUT',
    url: `/api/bookings/${id}/status`,
    payload,
    ...(cookie ? { headers: { cookie } } : {}),
  });
}

/** Asserts an error answer's status and code and returns its body. */

export { BARBER_A, BARBER_B, expectError };
