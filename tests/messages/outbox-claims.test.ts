import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { messages } from '../../src/server/db/schema.js';
import { DeliveryError } from '../../src/server/messages/channels.js';
import { createShopClaims } from '../../src/server/messages/claims.js';
import { book, OPENING } from '../api/booking-helpers.js';
import { createTestApp, TestClock, type TestApp } from '../helpers/app.js';
import { HeldChannel } from '../helpers/channels.js';
import { seedShop } from '../helpers/fixtures.js';

/** Polls until `done` holds, or fails after `timeoutMs`. */
async function until(done: () => boolean, what: string, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!done()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

// A worker records what became of a message only while its claim on it holds
// (docs/decisions/0007-messages-outbox.md): once another worker has taken the message over, the
// first one's late answer changes nothing, so the message is not sent a third time.
describe('a worker whose claim on a message was taken over', () => {
  const channel = new HeldChannel('whatsapp');
  let t: TestApp;
  let shop: Awaited<ReturnType<typeof seedShop>>;

  beforeAll(async () => {
    t = await createTestApp({ clock: new TestClock(Date.parse(OPENING)), channels: [channel] });
    shop = await seedShop(t.ctx);
  });
  afterAll(async () => {
    await t.close();
  });

  it('leaves the message to the worker that holds it now', { timeout: 30_000 }, async () => {
    const booking = await book(t, { barberId: shop.barberA.id, customerPhone: '9500000001', services: [shop.haircut.id] });
    const row = async () => (await t.ctx.db.select().from(messages).where(eq(messages.bookingId, booking.id)))[0];

    // The first worker has the confirmation at the provider.
    const first = t.ctx.messenger.deliver();
    await until(() => channel.held.length === 1, 'the first send');
    // Its lease runs out (as for a worker that stalled longer than the lease), and a second
    // worker takes the message over and sends it too: the one case a message goes twice.
    await t.ctx.db.update(messages).set({ leaseUntil: new Date(0) }).where(eq(messages.bookingId, booking.id));
    const second = t.ctx.messenger.deliver();
    await until(() => channel.held.length === 2, 'the second send');
    expect(await row()).toMatchObject({ status: 'sending', attempts: 2 });

    // The first worker's provider gives up on it; the message is not due again because of that.
    channel.held[0]?.answer(new DeliveryError('WhatsApp API request timed out', true, 0));
    expect(await first).toBe(1);
    expect(await row()).toMatchObject({ status: 'sending', attempts: 2, lastError: null });

    channel.held[1]?.answer({ outcome: 'sent' });
    expect(await second).toBe(1);
    expect(await row()).toMatchObject({ status: 'sent', attempts: 2, lastError: null, leaseUntil: null });
    expect(await t.ctx.messenger.deliver()).toBe(0);
    expect(channel.held).toHaveLength(2);
  });
});

// Just before the provider gets a message, its worker asks whether the claim still holds: a claim
// made less than half a lease ago holds without a round trip (only a lease that ran out lets
// another worker take a message), an older one is renewed, and one taken over is let go.
describe('a claim asked about before the send', () => {
  let t: TestApp;
  let shop: Awaited<ReturnType<typeof seedShop>>;
  let phones = 0;

  beforeAll(async () => {
    t = await createTestApp({ clock: new TestClock(Date.parse(OPENING)) });
    shop = await seedShop(t.ctx);
  });
  afterAll(async () => {
    await t.close();
  });

  /** A booking's confirmation, claimed through a shop's claims whose monotonic clock the test moves. */
  async function claimed() {
    const booking = await book(t, { barberId: shop.barberA.id, customerPhone: String(9500000100 + phones++), services: [shop.haircut.id] });
    const clock = { now: 1_000_000 };
    let statements = 0;
    const counted = new Proxy(t.ctx.db, {
      get(target, key, receiver) {
        if (key === 'update') statements += 1;
        return Reflect.get(target, key, receiver) as unknown;
      },
    });
    const claims = createShopClaims(counted, t.ctx.log, 30, () => clock.now);
    const message = await claims.next(t.clock.now, []);
    if (!message || message.bookingId !== booking.id) throw new Error('the confirmation was not claimed');
    const row = async () => (await t.ctx.db.select().from(messages).where(eq(messages.id, message.id)))[0];
    return { claims, message, clock, row, updates: () => statements };
  }

  it('holds a fresh claim without asking the database, and renews an older one', async () => {
    const { claims, message, clock, row, updates } = await claimed();
    const leaseAtClaim = (await row())?.leaseUntil?.getTime() ?? 0;
    const afterClaim = updates();
    clock.now += 14_000;
    expect(await claims.holds(message)).toBe(true);
    expect(updates()).toBe(afterClaim);
    clock.now += 2_000;
    expect(await claims.holds(message)).toBe(true);
    expect(updates()).toBe(afterClaim + 1);
    expect((await row())?.leaseUntil?.getTime()).toBeGreaterThanOrEqual(leaseAtClaim);
  });

  it('lets a fresh claim go once a renewal found it taken over', async () => {
    const booking = await book(t, { barberId: shop.barberA.id, customerPhone: String(9500000100 + phones++), services: [shop.haircut.id] });
    // A lease of 3 s, renewed every second while the message is worked on.
    const claims = createShopClaims(t.ctx.db, t.ctx.log, 3, () => 0);
    const message = await claims.next(t.clock.now, []);
    if (!message || message.bookingId !== booking.id) throw new Error('the confirmation was not claimed');
    const release = claims.keep(message);
    try {
      await t.ctx.db.update(messages).set({ claimToken: randomUUID() }).where(eq(messages.id, message.id));
      await vi.waitFor(
        async () => {
          expect(await claims.holds(message)).toBe(false);
        },
        { timeout: 5000, interval: 100 },
      );
    } finally {
      await release();
      // Done with, so the next test's claim does not take it over once its lease runs out.
      await t.ctx.db.update(messages).set({ status: 'sent', claimToken: null, leaseUntil: null }).where(eq(messages.id, message.id));
    }
  });

  it('lets an older claim go when another worker has taken the message over', async () => {
    const { claims, message, clock } = await claimed();
    await t.ctx.db.update(messages).set({ claimToken: randomUUID() }).where(eq(messages.id, message.id));
    clock.now += 16_000;
    expect(await claims.holds(message)).toBe(false);
  });
});
