import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bookings, inboundMessages } from '../../src/server/db/schema.js';
import { book, OPENING } from '../api/booking-helpers.js';
import { createTestApp, TestClock, type TestApp } from '../helpers/app.js';
import { createTestDatabase, type TestDatabase } from '../helpers/db.js';
import { seedShop } from '../helpers/fixtures.js';
import { WhatsAppStandIn } from '../helpers/whatsapp-stand-in.js';
import { encodeChoice } from '../../src/server/messages/inbound-choice.js';
import { addSmallShop, bookAt, type OtherShop } from './worker-helpers.js';
import { deliveryOf, inboundEnv, PLATFORM_NUMBER, postDelivery, repliesOf } from './whatsapp-inbound-helpers.js';

const SHOP_NUMBER = '2000000002';

// Each shop may have its own WhatsApp number; the platform's serves the rest
// (docs/product/messages.md#replies-on-whatsapp). And a message stored is acted on once, by
// whichever instance comes after one that stopped.
describe('WhatsApp messages across shops and instances', () => {
  const standIn = new WhatsAppStandIn();
  let database: TestDatabase;
  let t: TestApp;
  let main: Awaited<ReturnType<typeof seedShop>>;
  let second: OtherShop;
  let phones = 0;
  const phone = () => String(9600000000 + phones++);

  const openApp = () => createTestApp({ clock: new TestClock(Date.parse(OPENING)), env: inboundEnv(standIn), database });

  beforeAll(async () => {
    await standIn.start();
    database = await createTestDatabase();
    t = await openApp();
    main = await seedShop(t.ctx);
    second = await addSmallShop(t, 'imran-cuts', 'Imran Cuts');
    await database.owner.execute(sql`update shops set whatsapp_number_id = ${SHOP_NUMBER} where id = ${second.shopId}`);
  });
  afterAll(async () => {
    await t.close();
    await database.close();
    await standIn.stop();
  });
  beforeEach(() => {
    standIn.received.length = 0;
    standIn.accepted.length = 0;
  });

  const rowsOf = (shopId: number) => t.database.platform.select().from(inboundMessages).where(eq(inboundMessages.shopId, shopId));
  const bookingNow = async (id: number) => (await t.database.platform.select().from(bookings).where(eq(bookings.id, id)))[0];

  it("routes a message to a shop's own number to that shop, and replies from that number", async () => {
    const from = phone();
    const there = await bookAt(t, second, from);
    const response = await postDelivery(t, deliveryOf([{ from, text: 'here', at: t.clock.now }], SHOP_NUMBER));
    expect(response.json()).toEqual({ stored: 1 });
    await t.worker.handleInbound();
    expect((await bookingNow(there.id))?.arrivedAt).not.toBeNull();
    expect(repliesOf(standIn)).toEqual([{ to: `91${from}`, from: SHOP_NUMBER, text: expect.stringContaining(`#${there.id}`) as string }]);
    expect((await rowsOf(second.shopId)).map((row) => [row.numberId, row.action, row.status])).toEqual([[SHOP_NUMBER, 'here', 'done']]);
  });

  it("on the platform's number, takes a first word naming a shop as the shop, else the home shop", async () => {
    const from = phone();
    const there = await bookAt(t, second, from);
    const here = await book(t, { barberId: main.barberA.id, customerPhone: from, services: [main.haircut.id] });
    await postDelivery(t, deliveryOf([{ from, text: 'imran-cuts here', at: t.clock.now }]));
    await postDelivery(t, deliveryOf([{ from, text: 'here', at: t.clock.now + 1000 }]));
    await t.worker.handleInbound();
    expect((await bookingNow(there.id))?.arrivedAt).not.toBeNull();
    expect((await bookingNow(here.id))?.arrivedAt).not.toBeNull();
    expect(repliesOf(standIn).map((reply) => reply.from)).toEqual([PLATFORM_NUMBER, PLATFORM_NUMBER]);
  });

  it("on the platform's number, goes to the shop of the sender's booking, whatever shop his first word names", async () => {
    const from = phone();
    const there = await bookAt(t, second, from);
    // "main aa gaya" is "I have arrived": "main" is also the home shop's slug.
    await postDelivery(t, deliveryOf([{ from, text: 'main aa gaya', at: t.clock.now }]));
    await t.worker.handleInbound();
    expect((await bookingNow(there.id))?.arrivedAt).not.toBeNull();
    expect((await rowsOf(second.shopId)).filter((row) => row.phone10 === from).map((row) => [row.body, row.action])).toEqual([['main aa gaya', 'here']]);
  });

  it('stores a message delivered again once, though its sender’s bookings changed meanwhile', async () => {
    const from = phone();
    await bookAt(t, second, from);
    const body = deliveryOf([{ from, text: 'cancel', id: 'wamid.again-elsewhere', at: t.clock.now }]);
    expect((await postDelivery(t, body)).json()).toEqual({ stored: 1 });
    await t.worker.handleInbound();
    // Cancelled: the same delivery now finds no booking, and would go to the home shop.
    expect((await postDelivery(t, body)).json()).toEqual({ stored: 0 });
    expect(await t.database.platform.select().from(inboundMessages).where(eq(inboundMessages.providerId, 'wamid.again-elsewhere'))).toHaveLength(1);
  });

  it("takes a tap to the shop that offered it, through that shop's number or the platform's, and reads another shop's tap as words", async () => {
    const [one, two, three] = [phone(), phone(), phone()];
    const anyAt = (shopId: number) => encodeChoice({ shopId, language: 'en', choice: { kind: 'barber', barber: 'any' } });
    const tap = (from: string, id: string, numberId: string) =>
      postDelivery(t, deliveryOf([{ from, text: 'Any barber', tap: { kind: 'list', id }, at: t.clock.now }], numberId));
    // Imran Cuts' list, tapped on the platform's number and on its own: its services come next.
    expect((await tap(one, anyAt(second.shopId), PLATFORM_NUMBER)).json()).toEqual({ stored: 1 });
    expect((await tap(two, anyAt(second.shopId), SHOP_NUMBER)).json()).toEqual({ stored: 1 });
    // The home shop's list, tapped on Imran Cuts' own number: that number's shop, which reads the
    // tap as the words it shows and offers its own barbers.
    expect((await tap(three, anyAt(t.ctx.shopId), SHOP_NUMBER)).json()).toEqual({ stored: 1 });
    await t.worker.handleInbound();
    const replies = repliesOf(standIn);
    const to = (from: string) => replies.find((reply) => reply.to === `91${from}`);
    expect(to(one)).toMatchObject({ from: PLATFORM_NUMBER, text: 'Pick a service. Any barber: whoever can start it earliest.' });
    expect(to(two)).toMatchObject({ from: SHOP_NUMBER, text: 'Pick a service. Any barber: whoever can start it earliest.' });
    expect(to(three)?.text).toMatch(/^Imran Cuts: open now\./);
    expect((await rowsOf(t.ctx.shopId)).filter((row) => [one, two, three].includes(row.phone10))).toEqual([]);
  });

  it("does not take a tap to a suspended shop: the platform's number routes it as a message", async () => {
    const from = phone();
    await database.owner.execute(sql`update shops set status = 'suspended' where id = ${second.shopId}`);
    try {
      const id = encodeChoice({ shopId: second.shopId, language: 'en', choice: { kind: 'barber', barber: 'any' } });
      await postDelivery(t, deliveryOf([{ from, text: 'Any barber', tap: { kind: 'list', id }, at: t.clock.now }]));
      expect((await rowsOf(second.shopId)).filter((row) => row.phone10 === from)).toEqual([]);
      expect((await rowsOf(t.ctx.shopId)).filter((row) => row.phone10 === from).map((row) => row.choice)).toEqual([id]);
      // The home shop answers it, leaving nothing for the tests after.
      expect(await t.worker.handleInbound()).toBe(1);
    } finally {
      await database.owner.execute(sql`update shops set status = 'active' where id = ${second.shopId}`);
      // As the operator's Resume does: the shop is served again at once.
      t.shops.forget(second.slug);
    }
  });

  it("leaves a suspended shop's messages waiting, and acts on them once it is resumed", async () => {
    const from = phone();
    const there = await bookAt(t, second, from);
    await database.owner.execute(sql`update shops set status = 'suspended' where id = ${second.shopId}`);
    try {
      expect((await postDelivery(t, deliveryOf([{ from, text: 'here', at: t.clock.now }], SHOP_NUMBER))).json()).toEqual({ stored: 1 });
      expect(await t.worker.handleInbound()).toBe(0);
      expect((await bookingNow(there.id))?.arrivedAt).toBeNull();
    } finally {
      await database.owner.execute(sql`update shops set status = 'active' where id = ${second.shopId}`);
    }
    await expect.poll(async () => (await t.worker.handleInbound(), (await bookingNow(there.id))?.arrivedAt ?? null)).not.toBeNull();
  });

  it('acts on a message stored by an instance that stopped before acting on it, once', async () => {
    const from = phone();
    const booking = await bookAt(t, second, from);
    await postDelivery(t, deliveryOf([{ from, text: 'late 10', at: t.clock.now }], SHOP_NUMBER));
    // This instance stops with the message stored and nothing done; the next one takes it over.
    await t.close();
    t = await openApp();
    expect(await t.worker.handleInbound()).toBe(1);
    expect(await t.worker.handleInbound()).toBe(0);
    expect((await bookingNow(booking.id))?.notBefore).not.toBeNull();
    expect(repliesOf(standIn)).toHaveLength(1);
    expect((await rowsOf(second.shopId)).find((row) => row.bookingId === booking.id)).toMatchObject({ action: 'late', status: 'done' });
  });

  it('sends the reply of a message acted on by an instance that stopped before replying, without acting again', async () => {
    const from = phone();
    const booking = await bookAt(t, second, from);
    await postDelivery(t, deliveryOf([{ from, text: 'late 10', at: t.clock.now }], SHOP_NUMBER));
    // The provider fails the reply: the message stays acted, its reply due again later.
    standIn.answer({ status: 500, body: { error: { code: 1 } } });
    await t.worker.handleInbound();
    const [acted] = (await rowsOf(second.shopId)).filter((row) => row.bookingId === booking.id);
    expect(acted).toMatchObject({ action: 'late', status: 'acted', lastError: 'WhatsApp API answered 500 (error 1)' });
    await t.close();
    t = await openApp();
    // Its claim would run out in a while: said outright here, not waited for.
    await database.owner.execute(sql`update inbound_messages set lease_until = now() - interval '1 second'`);
    await t.worker.handleInbound();
    expect((await rowsOf(second.shopId)).find((row) => row.bookingId === booking.id)).toMatchObject({ action: 'late', status: 'done' });
    expect(repliesOf(standIn).map((reply) => reply.text)).toEqual([expect.stringContaining('Noted, you are running late.') as string]);
  });
});
