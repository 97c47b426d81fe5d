import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { book, OPENING } from '../api/booking-helpers.js';
import { createTestApp, TestClock, type TestApp } from '../helpers/app.js';
import { RecordingChannel } from '../helpers/channels.js';
import { seedShop } from '../helpers/fixtures.js';
import { makeOperator, operatorLogin } from '../helpers/platform.js';
import { addSmallShop, bookAt, type OtherShop } from './worker-helpers.js';

// The link in a message opens the booking at its shop's own address (docs/decisions/0020-shop-routing.md):
// the platform's address and the shop's path, or the shop's own domain once it has one.
describe('links in messages', () => {
  const channel = new RecordingChannel('whatsapp');
  let t: TestApp;
  let main: Awaited<ReturnType<typeof seedShop>>;
  let imran: OtherShop;

  beforeAll(async () => {
    t = await createTestApp({ clock: new TestClock(Date.parse(OPENING)), channels: [channel], env: { PUBLIC_URL: 'https://chair.example.in/' } });
    main = await seedShop(t.ctx);
    imran = await addSmallShop(t, 'imran-cuts', 'Imran Cuts');
  });
  afterAll(async () => {
    await t.close();
  });

  /** The link of the message sent about a booking, once the outbox is sent. */
  async function linkOf(bookingId: number): Promise<string | undefined> {
    while ((await t.worker.deliver()) > 0);
    return channel.sent.find((message) => message.bookingId === bookingId)?.params.link;
  }

  it("carries the platform's address and the shop's path, none for the home shop", async () => {
    const home = await book(t, { barberId: main.barberA.id, customerPhone: '9700000101', services: [main.haircut.id] });
    expect(await linkOf(home.id)).toBe(`https://chair.example.in/track?booking=${home.id}&token=${home.manageToken}`);
    const there = await bookAt(t, imran, '9700000102');
    expect(await linkOf(there.id)).toBe(`https://chair.example.in/s/imran-cuts/track?booking=${there.id}&token=${there.manageToken}`);
  });

  it("carries the shop's own domain from the moment the operator sets it, and the path again once it is cleared", async () => {
    const cookie = await operatorLogin(t.app, await makeOperator(t.ctx));
    const set = (domain: string | null) =>
      t.app.inject({ method: 'PUT', url: `/api/platform/shops/${imran.shopId}/domain`, payload: { domain }, headers: { cookie } });
    expect((await set('imran-salon.in')).statusCode).toBe(200);
    const onDomain = await bookAt(t, imran, '9700000103');
    expect(await linkOf(onDomain.id)).toBe(`https://imran-salon.in/track?booking=${onDomain.id}&token=${onDomain.manageToken}`);
    expect((await set(null)).statusCode).toBe(200);
    const cleared = await bookAt(t, imran, '9700000104');
    expect(await linkOf(cleared.id)).toBe(`https://chair.example.in/s/imran-cuts/track?booking=${cleared.id}&token=${cleared.manageToken}`);
  });
});
