import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
});
