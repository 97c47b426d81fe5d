import { eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bookings, shops } from '../../src/server/db/schema.js';
import type { CreatedBooking } from '../../src/shared/schemas/booking.js';
import { book, putStatus } from '../api/booking-helpers.js';
import type { TestApp } from '../helpers/app.js';
import { BARBER_A, staffLogin } from '../helpers/fixtures.js';
import { deliveryOf, postDelivery, repliesOf, useInboundShop, type InboundShop } from './whatsapp-inbound-helpers.js';

interface SentTemplate {
  to: string;
  template: { name: string; components: { type: string; index?: string; parameters: { payload?: string }[] }[] };
}

// The quick-reply buttons of the messages about a turn that is coming, and a shop's own number
// (docs/product/messages.md#replies-on-whatsapp), against a stand-in for the Cloud API.
describe('Answering a WhatsApp message with its buttons', () => {
  const inbound = useInboundShop({ WHATSAPP_TEMPLATE_REPLY_BUTTONS: 'on' });
  const { standIn } = inbound;
  let t: TestApp;
  let shop: InboundShop['shop'];
  let phones = 0;
  const phone = () => String(9700000000 + phones++);

  beforeAll(() => {
    ({ t, shop } = inbound);
  });
  beforeEach(async () => {
    await t.database.db.update(shops).set({ whatsappNumberId: null }).where(eq(shops.id, t.ctx.shopId));
  });

  const bookingNow = async (id: number) => (await t.database.platform.select().from(bookings).where(eq(bookings.id, id)))[0];

  /** A customer second in line whose turn becomes near: the barber cancels the first. Answers the turn-near message sent to him. */
  async function turnNear(): Promise<{ booking: CreatedBooking; from: string; message: SentTemplate; url: string }> {
    const first = await book(t, { barberId: shop.barberA.id, customerPhone: phone(), services: [shop.haircut.id] });
    const from = phone();
    const booking = await book(t, { barberId: shop.barberA.id, customerPhone: from, services: [shop.haircut.id] });
    const done = await putStatus(t, first.id, { status: 'cancelled', cancelledBy: 'barber' }, await staffLogin(t.app, BARBER_A));
    expect(done.statusCode, done.body).toBe(200);
    await t.ctx.messenger.review();
    await t.worker.deliver();
    const sent = standIn.accepted.find((request) => {
      const body = request.body as SentTemplate;
      return body.to === `91${from}` && body.template.name === 'chair_turn_near';
    });
    if (!sent) throw new Error('no turn-near message was sent');
    return { booking, from, message: sent.body as SentTemplate, url: sent.url ?? '' };
  }

  /** Taps the message's button at `index`, as WhatsApp delivers the tap to `numberId`. */
  async function tapButton(from: string, message: SentTemplate, index: number, title: string, numberId?: string) {
    const payload = message.template.components.find((component) => component.type === 'button' && component.index === String(index))?.parameters[0]?.payload;
    if (payload === undefined) throw new Error(`no button ${index}`);
    const response = await postDelivery(t, deliveryOf([{ from, text: title, tap: { kind: 'button', id: payload }, at: t.clock.now }], numberId));
    expect(response.json()).toEqual({ stored: 1 });
    await t.worker.handleInbound();
    return repliesOf(standIn).filter((reply) => reply.to === `91${from}`);
  }

  it('runs late by the button, for the booking the message was about', async () => {
    const { booking, from, message } = await turnNear();
    const replies = await tapButton(from, message, 1, 'Running late 10 min');
    const after = await bookingNow(booking.id);
    expect(after?.status).toBe('waiting');
    expect(after?.notBefore?.getTime()).toBeGreaterThanOrEqual(t.clock.now + 10 * 60_000);
    expect(replies.map((reply) => reply.text)).toEqual([expect.stringMatching(new RegExp(`^Noted, you are running late\\. Token #${booking.id}\\.`))]);
  });

  it('cancels by the button, and tells the expected time by "on my way"', async () => {
    const { booking, from, message } = await turnNear();
    const coming = await tapButton(from, message, 0, "I'm on my way");
    expect(coming.at(-1)?.text).toMatch(new RegExp(`^See you soon\\. Token #${booking.id}\\. Expected at `));
    const cancelled = await tapButton(from, message, 2, 'Cancel');
    expect(cancelled.at(-1)?.text).toBe(`Token #${booking.id} is cancelled.`);
    expect(await bookingNow(booking.id)).toMatchObject({ status: 'cancelled', cancelledBy: 'customer' });
  });

  it("acts on the button's payload, not on its words, which the shop registered in its own language", async () => {
    const { booking, from, message } = await turnNear();
    const replies = await tapButton(from, message, 0, 'रद्द नहीं, Cancel');
    expect((await bookingNow(booking.id))?.status).toBe('waiting');
    expect(replies.at(-1)?.text).toMatch(/^See you soon\./);
  });

  it('tells one who taps a button without a booking any more so, before the barbers, whatever the words', async () => {
    const { booking, from, message } = await turnNear();
    await t.ctx.db.update(bookings).set({ status: 'cancelled', cancelledBy: 'barber' }).where(eq(bookings.id, booking.id));
    t.ctx.store.clear();
    const replies = await tapButton(from, message, 1, 'देर के लिए');
    expect(replies.at(-1)?.text).toMatch(/^You have no active booking here\. .+ Pick a barber to join the queue\.$/);
  });

  it('does not act on a button of a message about an earlier booking', async () => {
    const { booking, from, message } = await turnNear();
    await t.ctx.db.update(bookings).set({ status: 'cancelled', cancelledBy: 'customer' }).where(eq(bookings.id, booking.id));
    t.ctx.store.clear();
    const now = await book(t, { barberId: shop.barberB.id, customerPhone: from, services: [shop.haircut.id] });
    const replies = await tapButton(from, message, 2, 'Cancel');
    expect((await bookingNow(now.id))?.status).toBe('waiting');
    expect(replies.at(-1)?.text).toContain(`Token #${now.id}.`);
  });

  it("writes from the shop's own number when it has one, and hears the taps there", async () => {
    await t.database.db.update(shops).set({ whatsappNumberId: '5550001' }).where(eq(shops.id, t.ctx.shopId));
    const { booking, from, message, url } = await turnNear();
    expect(url).toBe('/v21.0/5550001/messages');
    const replies = await tapButton(from, message, 1, 'Running late 10 min', '5550001');
    expect(replies.map((reply) => reply.from)).toEqual(['5550001']);
    expect((await bookingNow(booking.id))?.notBefore).not.toBeNull();
  });
});
