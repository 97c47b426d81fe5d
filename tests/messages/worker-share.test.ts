import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings } from '../../src/server/db/schema.js';
import { OPENING } from '../api/booking-helpers.js';
import { createTestApp, TestClock, type TestApp } from '../helpers/app.js';
import { RecordingChannel } from '../helpers/channels.js';
import { addSmallShop, bookAt, type OtherShop } from './worker-helpers.js';

// The server processes of one machine share the look at the plans every 20 s by shop id
// (docs/decisions/0022-server-processes.md): each looks at the shops of its place only.
describe("the message worker of one of a machine's two server processes", () => {
  const channel = new RecordingChannel('whatsapp');
  let t: TestApp;
  let shops: OtherShop[];
  let phones = 0;
  const phone = () => String(9410000000 + phones++);

  beforeAll(async () => {
    t = await createTestApp({ clock: new TestClock(Date.parse(OPENING)), channels: [channel], share: { place: 1, count: 2 } });
    shops = [await addSmallShop(t, 'first-share'), await addSmallShop(t, 'second-share')];
  });
  afterAll(async () => {
    await t.close();
  });

  it('looks at the plans of the shops whose id falls to its place, and leaves the others to the other process', async () => {
    const ids = shops.map((shop) => shop.shopId);
    // Two shops in a row: one id of each place.
    expect(ids.map((id) => id % 2).sort()).toEqual([0, 1]);
    const booked = [];
    for (const shop of shops) booked.push({ shop, first: await bookAt(t, shop, phone()), later: await bookAt(t, shop, phone()) });
    while ((await t.worker.deliver()) > 0);
    // Nobody is served for 40 minutes: each second customer's start moves later.
    t.clock.advance(40);
    await t.worker.review();
    while ((await t.worker.deliver()) > 0);
    for (const { shop, later } of booked) {
      expect(channel.kindsFor(later.id)).toEqual(shop.shopId % 2 === 1 ? ['confirmation', 'running_late'] : ['confirmation']);
    }
  });

  it("still looks at once at a change made through it in a shop of the other place, when its own review is due", async () => {
    const other = shops.find((shop) => shop.shopId % 2 === 0);
    if (!other) throw new Error('no shop of the other place');
    const first = await bookAt(t, other, phone());
    const next = await bookAt(t, other, phone());
    while ((await t.worker.deliver()) > 0);
    expect(channel.kindsFor(next.id)).toEqual(['confirmation']);
    const ctx = t.shops.loaded(other.shopId);
    if (!ctx) throw new Error('the shop is not held');
    t.worker.start();
    try {
      // The first customer leaves, through this process: the next one is now first in line.
      await ctx.db.update(bookings).set({ status: 'cancelled', cancelledBy: 'barber' }).where(eq(bookings.id, first.id));
      ctx.store.invalidate({ kind: 'bookings', barberId: other.barberId }, 'here');
      // A round whose look at its own shops is due looks at this change too: the next customer, behind
      // the two the test before left waiting, hears that their start moved earlier.
      await t.worker.round(Date.now() + 20_000);
      while ((await t.worker.deliver()) > 0);
      expect(channel.kindsFor(next.id)).toEqual(['confirmation', 'moved_earlier']);
    } finally {
      await t.worker.stop();
    }
  });
});
