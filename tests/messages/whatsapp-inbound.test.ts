import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { bookings, inboundMessages } from '../../src/server/db/schema.js';
import { book } from '../api/booking-helpers.js';
import type { TestApp } from '../helpers/app.js';
import { ADMIN, staffLogin } from '../helpers/fixtures.js';
import { inboundListSchema } from '../../src/shared/schemas/message.js';
import { deliveryOf, PLATFORM_NUMBER, postDelivery, repliesOf, signatureOf, useInboundShop, VERIFY_TOKEN, type InboundShop } from './whatsapp-inbound-helpers.js';

// What customers write to the shop's WhatsApp number (docs/product/messages.md#replies-on-whatsapp),
// against a stand-in for the Cloud API that records the replies.
describe('WhatsApp messages from customers', () => {
  const inbound = useInboundShop();
  const { standIn } = inbound;
  let t: TestApp;
  let main: InboundShop['shop'];
  let phones = 0;
  const phone = () => String(9500000000 + phones++);

  beforeAll(() => {
    ({ t, shop: main } = inbound);
  });

  const walkIn = (customerPhone: string) => book(t, { barberId: main.barberA.id, customerPhone, services: [main.haircut.id] });
  const stored = () => t.database.platform.select().from(inboundMessages).orderBy(inboundMessages.id);
  const bookingNow = async (id: number) => (await t.database.platform.select().from(bookings).where(eq(bookings.id, id)))[0];
  /** Writes `text` from `from`, delivered and handled; answers the replies sent to that number. */
  async function write(from: string, text: string) {
    const response = await postDelivery(t, deliveryOf([{ from, text, at: t.clock.now }]));
    expect(response.statusCode, response.body).toBe(200);
    await t.worker.handleInbound();
    return repliesOf(standIn).filter((reply) => reply.to === `91${from}`);
  }

  describe('the webhook', () => {
    it("answers Meta's handshake only with the configured verify token", async () => {
      const verify = (token: string, mode = 'subscribe') =>
        t.app.inject({ method: 'GET', url: '/api/webhooks/whatsapp', query: { 'hub.mode': mode, 'hub.verify_token': token, 'hub.challenge': '1158201444' } });
      const answered = await verify(VERIFY_TOKEN);
      expect(answered.statusCode).toBe(200);
      expect(answered.body).toBe('1158201444');
      expect((await verify('not-the-token')).statusCode).toBe(403);
      expect((await verify(VERIFY_TOKEN, 'unsubscribe')).statusCode).toBe(403);
      expect((await t.app.inject({ method: 'GET', url: '/api/webhooks/whatsapp' })).statusCode).toBe(403);
    });

    it('stores only a body signed with the app secret, and changes nothing otherwise', async () => {
      const from = phone();
      await walkIn(from);
      const body = deliveryOf([{ from, text: 'here', at: t.clock.now }]);
      const oneByteChanged = body.replace('"here"', '"hern"');
      expect((await postDelivery(t, body, null)).statusCode).toBe(401);
      expect((await postDelivery(t, body, 'sha256=00')).statusCode).toBe(401);
      expect((await postDelivery(t, body, signatureOf(body, 'another-secret'))).statusCode).toBe(401);
      expect((await postDelivery(t, oneByteChanged, signatureOf(body))).statusCode).toBe(401);
      expect((await postDelivery(t, body, signatureOf(body).replace('sha256=', 'sha1='))).statusCode).toBe(401);
      expect(await stored()).toEqual([]);
      const accepted = await postDelivery(t, body);
      expect(accepted.statusCode).toBe(200);
      expect(accepted.json()).toEqual({ stored: 1 });
      expect((await stored()).map((row) => [row.phone10, row.body, row.status])).toEqual([[from, 'here', 'pending']]);
    });

    it('answers 200 to what it cannot use, and stores none of it', async () => {
      const unreadable = '{"entry": [{"changes": "none"}]}';
      expect((await postDelivery(t, unreadable)).json()).toEqual({ stored: 0 });
      const abroad = deliveryOf([{ from: '9876543210', text: 'here', at: t.clock.now }]).replaceAll('"919876543210"', '"449876543210"');
      expect((await postDelivery(t, abroad)).json()).toEqual({ stored: 0 });
      const otherNumber = deliveryOf([{ from: phone(), text: 'here', at: t.clock.now }], '5550001111');
      expect((await postDelivery(t, otherNumber)).json()).toEqual({ stored: 0 });
      const notJson = 'this is not json';
      expect((await postDelivery(t, notJson)).json()).toEqual({ stored: 0 });
      expect(await stored()).toEqual([]);
    });

    it('stores the readable changes of a delivery beside one it cannot read', async () => {
      const from = phone();
      const good = JSON.parse(deliveryOf([{ from, text: 'here', at: t.clock.now }])) as { entry: { changes: unknown[] }[] };
      good.entry[0]?.changes.unshift({ field: 'messages', value: { metadata: 'garbled' } });
      expect((await postDelivery(t, JSON.stringify(good))).json()).toEqual({ stored: 1 });
      expect((await stored()).map((row) => row.phone10)).toEqual([from]);
    });

    it('acts once on a message delivered twice', async () => {
      const from = phone();
      const booking = await walkIn(from);
      const body = deliveryOf([{ from, text: 'late 10', id: 'wamid.twice', at: t.clock.now }]);
      expect((await postDelivery(t, body)).json()).toEqual({ stored: 1 });
      expect((await postDelivery(t, body)).json()).toEqual({ stored: 0 });
      await t.worker.handleInbound();
      expect((await postDelivery(t, body)).json()).toEqual({ stored: 0 });
      await t.worker.handleInbound();
      expect((await stored()).map((row) => [row.action, row.status])).toEqual([['late', 'done']]);
      expect(repliesOf(standIn)).toHaveLength(1);
      expect((await bookingNow(booking.id))?.notBefore).not.toBeNull();
    });

    it('acts on messages in the order they were written, whatever order they came in', async () => {
      const from = phone();
      await walkIn(phone());
      const booking = await walkIn(from);
      const now = t.clock.now;
      // Cancelled a minute after saying late: delivered the other way round, both are done.
      await postDelivery(t, deliveryOf([{ from, text: 'cancel', at: now + 60_000 }]));
      await postDelivery(t, deliveryOf([{ from, text: 'late 10', at: now }]));
      await t.worker.handleInbound();
      expect((await stored()).map((row) => [row.body, row.action])).toEqual([
        ['cancel', 'cancel'],
        ['late 10', 'late'],
      ]);
      expect(await bookingNow(booking.id)).toMatchObject({ status: 'cancelled', cancelledBy: 'customer' });
    });
  });

  describe('answers about a booking', () => {
    it.each([
      ['here', 'Thanks, you are marked as in the shop.'],
      ['मैं पहुँच गया', 'धन्यवाद, आप दुकान में दर्ज हो गए हैं।'],
    ])('%j marks the walk-in as in the shop', async (text, said) => {
      const from = phone();
      const booking = await walkIn(from);
      const replies = await write(from, text);
      expect((await bookingNow(booking.id))?.arrivedAt).not.toBeNull();
      expect(replies).toEqual([{ to: `91${from}`, from: PLATFORM_NUMBER, text: expect.stringContaining(said) as string }]);
      expect(replies[0]?.text).toContain(`#${booking.id}`);
      expect(replies[0]?.text).toContain(`/track?booking=${booking.id}&token=`);
    });

    it.each([
      ['late 15', 20, 'Noted, you are running late.'],
      ['१० मिनट देर', 10, 'ठीक है, आपकी देर दर्ज हो गई।'],
    ])('%j keeps the turn for later', async (text, minutes, said) => {
      const from = phone();
      const first = await walkIn(phone());
      const booking = await walkIn(from);
      const replies = await write(from, text);
      const after = await bookingNow(booking.id);
      expect(after?.notBefore?.getTime()).toBeGreaterThanOrEqual(t.clock.now + minutes * 60_000);
      expect(first.id).toBeLessThan(booking.id);
      expect(replies.map((reply) => reply.text)).toEqual([expect.stringContaining(said)]);
    });

    it.each([
      ['Cancel', (token: number) => `Token #${token} is cancelled.`],
      ['रद्द', (token: number) => `टोकन #${token} रद्द हो गया।`],
    ])('%j cancels the booking', async (text, said) => {
      const from = phone();
      // One ahead: the turn is more than 15 minutes away, so the customer may cancel.
      await walkIn(phone());
      const booking = await walkIn(from);
      const replies = await write(from, text);
      expect(await bookingNow(booking.id)).toMatchObject({ status: 'cancelled', cancelledBy: 'customer' });
      expect(replies.map((reply) => reply.text)).toEqual([said(booking.id)]);
    });

    it('says why when it cannot act, and what to do', async () => {
      const from = phone();
      await walkIn(phone());
      const booking = await walkIn(from);
      await write(from, 'late 10');
      const again = await write(from, 'late 20');
      expect(again.at(-1)?.text).toMatch(/^Running late can be said once per booking: token #\d+ is already kept for .+ or later\. See your booking: /);
      const tooLong = await write(from, 'late 45');
      expect(tooLong.at(-1)?.text).toContain('Running late can be 10 or 20 minutes. If you will be later, reply CANCEL and book again.');
      const unknown = await write(from, 'Hi');
      expect(unknown.at(-1)?.text).toContain('Reply HERE when you reach the shop, LATE 10 or LATE 20 if you are running late, or CANCEL.');
      expect((await stored()).map((row) => row.action)).toEqual(['late', 'refused', 'refused', 'help']);
      expect((await bookingNow(booking.id))?.status).toBe('waiting');
    });

    it('does not act on a message written more than 15 minutes before it could be handled', async () => {
      const from = phone();
      await walkIn(phone());
      const booking = await walkIn(from);
      const response = await postDelivery(t, deliveryOf([{ from, text: 'cancel', at: t.clock.now - 16 * 60_000 }]));
      expect(response.json()).toEqual({ stored: 1 });
      await t.worker.handleInbound();
      expect((await bookingNow(booking.id))?.status).toBe('waiting');
      expect(repliesOf(standIn).map((reply) => reply.text)).toEqual(['Your message reached the shop too late to act on, so nothing was done. Please write again.']);
    });

    it("sends nothing once WhatsApp's 24-hour window for replies has closed", async () => {
      const from = phone();
      await walkIn(from);
      const response = await postDelivery(t, deliveryOf([{ from, text: 'here', at: t.clock.now - 25 * 60 * 60_000 }]));
      expect(response.json()).toEqual({ stored: 1 });
      await t.worker.handleInbound();
      expect(standIn.received).toEqual([]);
      expect((await stored()).map((row) => [row.status, row.lastError])).toEqual([['failed', 'outside WhatsApp’s 24-hour window for replies']]);
    });

    it('asks again rather than act on a question or a negation', async () => {
      const from = phone();
      await walkIn(phone());
      const booking = await walkIn(from);
      await write(from, "I'm here, don't cancel");
      await write(from, 'is the barber here?');
      expect(await bookingNow(booking.id)).toMatchObject({ status: 'waiting', arrivedAt: null });
      expect((await stored()).map((row) => row.action)).toEqual(['help', 'help']);
    });

    it("shows the admin what customers wrote, what it did and the reply, newest first", async () => {
      const from = phone();
      const booking = await walkIn(from);
      await write(from, 'here');
      await write(from, 'late 45');
      const cookie = await staffLogin(t.app, ADMIN);
      const answer = await t.app.inject({ method: 'GET', url: '/api/messages/inbound?limit=1', headers: { cookie } });
      expect(answer.statusCode, answer.body).toBe(200);
      const list = inboundListSchema.parse(answer.json());
      expect(list.on).toBe(true);
      expect(list.messages).toEqual([
        expect.objectContaining({ bookingId: booking.id, phoneEnding: from.slice(-4), text: 'late 45', outcome: 'refused', status: 'done' }),
      ]);
      expect(list.messages[0]?.reply).toContain('Running late can be 10 or 20 minutes.');
      const older = inboundListSchema.parse((await t.app.inject({ method: 'GET', url: `/api/messages/inbound?before=${list.nextBefore ?? 0}`, headers: { cookie } })).json());
      expect(older.messages.map((message) => [message.text, message.outcome])).toEqual([['here', 'here']]);
      expect(older.nextBefore).toBeNull();
      expect(JSON.stringify(older)).not.toContain(from);
    });

    it('cancels even within 15 minutes of the turn: WhatsApp proved the phone, as a one-time code does', async () => {
      const from = phone();
      const booking = await walkIn(from);
      const replies = await write(from, 'cancel');
      expect(replies.at(-1)?.text).toBe(`Token #${booking.id} is cancelled.`);
      expect(await bookingNow(booking.id)).toMatchObject({ status: 'cancelled', cancelledBy: 'customer' });
    });
  });
});
