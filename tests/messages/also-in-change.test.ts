import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Principal } from '../../src/server/auth/session.js';
import { bookings } from '../../src/server/db/schema.js';
import { runLate, setArrival } from '../../src/server/services/arrival.js';
import { updateBookingStatus } from '../../src/server/services/booking-status.js';
import { book, clearBookings, OPENING } from '../api/booking-helpers.js';
import { createTestApp, TestClock, type TestApp } from '../helpers/app.js';
import { seedShop } from '../helpers/fixtures.js';

/** What a caller adds to a front-desk change fails after the change was made. */
class Refused extends Error {}

// What a WhatsApp message did is recorded in the transaction of the change it made
// (docs/product/messages.md#replies-on-whatsapp): work added to a change commits with it, or
// neither does.
describe('work added to a front-desk change', () => {
  let t: TestApp;
  let main: Awaited<ReturnType<typeof seedShop>>;
  let phones = 0;

  beforeAll(async () => {
    t = await createTestApp({ clock: new TestClock(Date.parse(OPENING)) });
    main = await seedShop(t.ctx);
  });
  afterAll(async () => {
    await t.close();
  });
  beforeEach(async () => {
    await clearBookings(t);
  });

  async function walkInOf(): Promise<{ id: number; principal: Principal }> {
    const phone = String(9700000000 + phones++);
    await book(t, { barberId: main.barberA.id, customerPhone: phone, services: [main.haircut.id] });
    const booking = await book(t, { barberId: main.barberA.id, customerPhone: String(9700000000 + phones++), services: [main.haircut.id] });
    const row = (await t.ctx.db.select().from(bookings).where(eq(bookings.id, booking.id)))[0];
    return { id: booking.id, principal: { role: 'customer', customerId: 1, phone: row?.customerPhone ?? '' } };
  }
  const rowOf = async (id: number) => (await t.ctx.db.select().from(bookings).where(eq(bookings.id, id)))[0];
  const refuse = () => Promise.reject(new Refused());

  it('sees the booking as the change leaves it, inside its transaction', async () => {
    const { id, principal } = await walkInOf();
    const seen: (Date | null)[] = [];
    await setArrival(t.ctx, principal, id, { arrived: true }, async (tx, changed) => {
      seen.push(changed.arrivedAt, (await tx.select().from(bookings).where(eq(bookings.id, id)))[0]?.arrivedAt ?? null);
    });
    expect(seen.every((at) => at instanceof Date)).toBe(true);
  });

  it('takes back an arrival, a running late and a cancel when it fails', async () => {
    const { id, principal } = await walkInOf();
    await expect(setArrival(t.ctx, principal, id, { arrived: true }, refuse)).rejects.toBeInstanceOf(Refused);
    await expect(runLate(t.ctx, principal, id, { minutes: 10 }, refuse)).rejects.toBeInstanceOf(Refused);
    await expect(updateBookingStatus(t.ctx, principal, id, { status: 'cancelled' }, refuse)).rejects.toBeInstanceOf(Refused);
    expect(await rowOf(id)).toMatchObject({ status: 'waiting', arrivedAt: null, notBefore: null, cancelledBy: null });
  });
});
