import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import { messages } from '../../src/server/db/schema.js';
import type { CreatedBooking } from '../../src/shared/schemas/booking.js';
import { book, clearBookings, OPENING, putStatus, type Shop } from '../api/booking-helpers.js';
import { createTestApp, TestClock, type TestApp } from '../helpers/app.js';
import { RecordingChannel } from '../helpers/channels.js';
import { ADMIN, BARBER_A, seedShop, staffLogin } from '../helpers/fixtures.js';

/** Set-up shared by the outbox tests (outbox-*.test.ts). */

export interface OutboxShop {
  t: TestApp;
  shop: Shop;
  /** The admin's session cookie. */
  admin: string;
  /** Ravi's (barber A) session cookie. */
  ravi: string;
}

/**
 * One shop for the test file (`env` added to its settings), its text messages sent through a recording WhatsApp channel; before
 * each test the bookings and the channel are emptied and the clock set back to OPENING. `s` is
 * filled in by beforeAll (as in useOpenShop), so tests read `s.t`, `s.shop`.
 */
export function useOutboxShop(env: Record<string, string> = {}) {
  const channel = new RecordingChannel('whatsapp');
  const s = {} as OutboxShop;
  let phones = 0;

  beforeAll(async () => {
    s.t = await createTestApp({ clock: new TestClock(Date.parse(OPENING)), channels: [channel], env });
    s.shop = await seedShop(s.t.ctx);
    [s.admin, s.ravi] = await Promise.all([staffLogin(s.t.app, ADMIN), staffLogin(s.t.app, BARBER_A)]);
  });
  afterAll(async () => {
    await s.t.close();
  });
  beforeEach(async () => {
    await clearBookings(s.t);
    s.t.clock.set(OPENING);
    channel.clear();
  });

  /** A haircut walk-in with Ravi (or another barber), from a new phone. */
  const walkIn = (barberId = s.shop.barberA.id): Promise<CreatedBooking> =>
    book(s.t, { barberId, customerPhone: String(9100000000 + phones++), services: [s.shop.haircut.id] });

  /** One round of the worker: the plans looked at, then every due message sent. */
  async function run(): Promise<void> {
    await s.t.ctx.messenger.review();
    while ((await s.t.ctx.messenger.deliver()) > 0);
  }

  const rowsOf = (bookingId: number) =>
    s.t.ctx.db.select().from(messages).where(eq(messages.bookingId, bookingId)).orderBy(asc(messages.id));

  const setStatus = async (id: number, status: 'serving' | 'completed' | 'cancelled', cookie = s.ravi) => {
    const response = await putStatus(s.t, id, { status }, cookie);
    expect(response.statusCode, response.body).toBe(200);
  };

  const adjust = async (id: number, adjustment: number) => {
    const response = await s.t.app.inject({ method: 'PUT', url: `/api/bookings/${id}/time`, headers: { cookie: s.ravi }, payload: { adjustment } });
    expect(response.statusCode, response.body).toBe(200);
  };

  return { s, channel, walkIn, run, rowsOf, setStatus, adjust };
}
