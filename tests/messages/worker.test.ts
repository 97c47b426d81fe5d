import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bookings, messages } from '../../src/server/db/schema.js';
import { book, clearBookings, OPENING, putStatus } from '../api/booking-helpers.js';
import { createTestApp, TestClock, type TestApp } from '../helpers/app.js';
import { RecordingChannel } from '../helpers/channels.js';
import { BARBER_A, BARBER_B, seedShop, staffLogin } from '../helpers/fixtures.js';
import { addSmallShop, bookAt, type OtherShop } from './worker-helpers.js';

// One message worker per instance serves every shop (docs/decisions/0007-messages-outbox.md): it
// claims across shops and sends each message in its own shop's context, held in memory or not.
describe('the message worker of every shop', () => {
  const channel = new RecordingChannel('whatsapp');
  let t: TestApp;
  let main: Awaited<ReturnType<typeof seedShop>>;
  let second: OtherShop;
  let phones = 0;
  const phone = () => String(9400000000 + phones++);

  /** Every shop's messages, read through the platform's handle. */
  const allMessages = () => t.database.platform.select().from(messages).orderBy(messages.id);

  beforeAll(async () => {
    // One shop in memory: loading one lets the other go.
    t = await createTestApp({ clock: new TestClock(Date.parse(OPENING)), channels: [channel], env: { SHOPS_IN_MEMORY: '1' } });
    main = await seedShop(t.ctx);
    second = await addSmallShop(t, 'imran-cuts');
  });
  afterAll(async () => {
    await t.close();
  });
  beforeEach(async () => {
    // Every shop's bookings and messages go; the stores of the shops held forget them too.
    await clearBookings(t);
    for (const ctx of t.shops.contexts()) ctx.store.clear();
    t.clock.set(OPENING);
    channel.clear();
  });

  it("sends two shops' due messages, each once, from one worker", async () => {
    const here = await book(t, { barberId: main.barberA.id, customerPhone: phone(), services: [main.haircut.id] });
    const there = await bookAt(t, second, phone());
    expect(await t.worker.deliver()).toBe(2);
    expect(await t.worker.deliver()).toBe(0);
    expect(channel.sent.map((message) => message.bookingId).sort((a, b) => a - b)).toEqual([here.id, there.id].sort((a, b) => a - b));
    const rows = await allMessages();
    expect(rows.map((row) => [row.shopId, row.status, row.attempts])).toEqual(
      expect.arrayContaining([
        [t.ctx.shopId, 'sent', 1],
        [second.shopId, 'sent', 1],
      ]),
    );
    expect(rows).toHaveLength(2);
  });

  it('sends the messages of a shop this instance does not hold', async () => {
    const there = await bookAt(t, second, phone());
    // A request to the home shop makes it the one held: the second shop is let go.
    const here = await book(t, { barberId: main.barberA.id, customerPhone: phone(), services: [main.haircut.id] });
    expect(t.shops.loaded(second.shopId)).toBeUndefined();
    while ((await t.worker.deliver()) > 0);
    expect(channel.kindsFor(there.id)).toEqual(['confirmation']);
    expect(channel.kindsFor(here.id)).toEqual(['confirmation']);
  });

  it('looks at the plans of a shop with someone waiting, held or not, and not at idle shops', async () => {
    const idle = await addSmallShop(t, 'quiet-corner');
    const first = await bookAt(t, second, phone());
    const later = await bookAt(t, second, phone());
    while ((await t.worker.deliver()) > 0);
    // The home shop is held now; the second shop waits in the database alone.
    await t.shops.byId(t.ctx.shopId);
    expect(t.shops.loaded(second.shopId)).toBeUndefined();
    // Nobody is served for 40 minutes: the second customer's start moves later.
    t.clock.advance(40);
    await t.worker.review();
    while ((await t.worker.deliver()) > 0);
    // The first was next in line from the start; the second hears that their start moved later.
    expect(channel.kindsFor(first.id)).toEqual(['confirmation']);
    expect(channel.kindsFor(later.id)).toEqual(['confirmation', 'running_late']);
    expect(t.shops.loaded(idle.shopId)).toBeUndefined();
  });

  it('looks at busy shops it does not hold without loading them, so the shop in use stays held', async () => {
    const third = await addSmallShop(t, 'third-chair');
    await bookAt(t, second, phone());
    await bookAt(t, third, phone());
    // One shop in memory at most: the home shop, which the last request used.
    await book(t, { barberId: main.barberA.id, customerPhone: phone(), services: [main.haircut.id] });
    const held = () => [t.ctx.shopId, second.shopId, third.shopId].map((shopId) => t.shops.loaded(shopId) !== undefined);
    expect(held()).toEqual([true, false, false]);
    let loads = 0;
    t.shops.onLoad(() => {
      loads += 1;
    });
    await t.worker.review();
    await t.worker.review();
    expect(loads).toBe(0);
    expect(held()).toEqual([true, false, false]);
  });

  it('reviews promptly after a change in a loaded shop', async () => {
    const first = await book(t, { barberId: main.barberA.id, customerPhone: phone(), services: [main.haircut.id] });
    const next = await book(t, { barberId: main.barberA.id, customerPhone: phone(), services: [main.haircut.id] });
    // The plans were looked at just now: the next full look is 20 s away.
    await t.worker.round(Date.now());
    expect(channel.kindsFor(next.id)).toEqual(['confirmation']);
    t.worker.start();
    try {
      // The barber cancels the first: the next one is now first in line, told at once, not in 20 s.
      const done = await putStatus(t, first.id, { status: 'cancelled', cancelledBy: 'barber' }, await staffLogin(t.app, BARBER_A));
      expect(done.statusCode, done.body).toBe(200);
      await expect.poll(() => channel.kindsFor(next.id), { timeout: 5000 }).toContain('turn_near');
    } finally {
      await t.worker.stop();
    }
  });

  it('leaves a change heard from another instance to that one, and to the look every 20 s', async () => {
    const firstA = await book(t, { barberId: main.barberA.id, customerPhone: phone(), services: [main.haircut.id] });
    const nextA = await book(t, { barberId: main.barberA.id, customerPhone: phone(), services: [main.haircut.id] });
    const firstB = await book(t, { barberId: main.barberB.id, customerPhone: phone(), services: [main.haircut.id] });
    const nextB = await book(t, { barberId: main.barberB.id, customerPhone: phone(), services: [main.haircut.id] });
    await t.worker.round(Date.now());
    const decided = async (bookingId: number) =>
      (await t.database.platform.select().from(messages).where(eq(messages.bookingId, bookingId))).map((message) => message.kind);
    t.worker.start();
    try {
      // Barber A's first customer is cancelled on another instance: this one only hears of it.
      await t.ctx.db.update(bookings).set({ status: 'cancelled', cancelledBy: 'barber' }).where(eq(bookings.id, firstA.id));
      const held = t.shops.loaded(t.ctx.shopId);
      if (!held) throw new Error('the home shop is not held');
      held.store.invalidate({ kind: 'bookings', barberId: main.barberA.id }, 'elsewhere');
      // Barber B's is cancelled here: this instance looks at B's plan, and at nothing else.
      const done = await putStatus(t, firstB.id, { status: 'cancelled', cancelledBy: 'barber' }, await staffLogin(t.app, BARBER_B));
      expect(done.statusCode, done.body).toBe(200);
      await expect.poll(() => decided(nextB.id), { timeout: 5000 }).toContain('turn_near');
      expect(await decided(nextA.id)).toEqual(['confirmation']);
    } finally {
      await t.worker.stop();
    }
    // The look at every shop's plans finds it.
    await t.worker.round(Date.now() + 20_000);
    expect(await decided(nextA.id)).toContain('turn_near');
  });

  it("leaves a suspended shop's messages waiting, and sends them once it is resumed", async () => {
    const there = await bookAt(t, second, phone());
    const owner = t.owner ?? t.database.db;
    await owner.execute(sql`update shops set status = 'suspended' where id = ${second.shopId}`);
    try {
      // Not claimed while it is suspended, whether or not this instance has heard of the suspension
      // yet (when it has, it lets the shop go: the race is PostgreSQL's notification against us).
      expect(await t.worker.deliver()).toBe(0);
      const [row] = await t.database.platform.select().from(messages).where(eq(messages.bookingId, there.id));
      expect(row).toMatchObject({ status: 'pending', attempts: 0 });
    } finally {
      await owner.execute(sql`update shops set status = 'active' where id = ${second.shopId}`);
    }
    expect(await t.worker.deliver()).toBe(1);
    expect(channel.kindsFor(there.id)).toEqual(['confirmation']);
  });
});
