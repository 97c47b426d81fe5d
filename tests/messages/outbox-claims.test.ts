import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../src/server/db/schema.js';
import { DeliveryError } from '../../src/server/messages/channels.js';
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
