import { eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bookings, inboundMessages, messages, services, shopSettings } from '../../src/server/db/schema.js';
import { createBooking } from '../../src/server/services/bookings.js';
import { book } from '../api/booking-helpers.js';
import type { TestApp } from '../helpers/app.js';
import { deliveryOf, postDelivery, repliesOf, useInboundShop, type InboundShop, type SentReply, type Written } from './whatsapp-inbound-helpers.js';

// Joining a barber's queue from a WhatsApp chat (docs/product/messages.md#joining-on-whatsapp),
// against a stand-in for the Cloud API that records the lists and texts sent back.
describe('Joining the queue on WhatsApp', () => {
  const inbound = useInboundShop({ BOOKINGS_PER_HOUR_PER_PHONE: '3' });
  const { standIn } = inbound;
  let t: TestApp;
  let shop: InboundShop['shop'];
  let phones = 0;
  const phone = () => String(9600000000 + phones++);

  beforeAll(async () => {
    ({ t, shop } = inbound);
    await t.ctx.db.update(shopSettings).set({ shopName: 'Ravi Hair Studio' });
    t.ctx.store.clear();
  });
  beforeEach(async () => {
    await t.ctx.db.update(shopSettings).set({ isOpen: true });
    t.ctx.store.clear();
  });

  const bookingsOf = (customerPhone: string) => t.database.platform.select().from(bookings).where(eq(bookings.customerPhone, customerPhone));

  /** Delivers one message from `from` and lets the worker handle it; answers the last reply sent to that number. */
  async function send(from: string, message: Omit<Written, 'from' | 'at'>): Promise<SentReply> {
    const response = await postDelivery(t, deliveryOf([{ from, at: t.clock.now, ...message }]));
    expect(response.statusCode, response.body).toBe(200);
    await t.worker.handleInbound();
    const reply = repliesOf(standIn)
      .filter((sent) => sent.to === `91${from}`)
      .at(-1);
    if (!reply) throw new Error('no reply was sent');
    return reply;
  }
  const write = (from: string, text: string) => send(from, { text });
  /** Taps the row of `list` whose title is `title`, as WhatsApp sends the tap. */
  function tap(from: string, list: SentReply, title: string, extra: Partial<Written> = {}): Promise<SentReply> {
    const row = list.rows?.find((candidate) => candidate.title === title);
    if (!row) throw new Error(`no row ${title} in ${JSON.stringify(list.rows)}`);
    return send(from, { text: row.title, tap: { kind: 'list', id: row.id }, ...extra });
  }

  it('offers the barbers with their waits, then the services, and books one walk-in for the number', async () => {
    await book(t, { barberId: shop.barberA.id, customerPhone: phone(), services: [shop.haircut.id] });
    const from = phone();
    const barbers = await write(from, 'Hi');
    expect(barbers.text).toBe('Ravi Hair Studio: open now. A barber is free now. Pick a barber to join the queue.');
    expect(barbers.button).toBe('Choose barber');
    expect(barbers.rows?.map((row) => [row.title, row.description])).toEqual([
      ['Any barber', 'No wait'],
      ['Ravi Kumar', 'Wait: 30 min'],
      ['Sunil Shah', 'No wait'],
    ]);
    const servicesList = await tap(from, barbers, 'Ravi Kumar');
    expect(servicesList.text).toBe('Pick a service with Ravi Kumar.');
    expect(servicesList.rows?.map((row) => [row.title, row.description])).toEqual([
      ['Haircut', '30 min'],
      ['Beard Trim', '15 min'],
      ['Hair Colour', '60 min'],
    ]);
    expect(await bookingsOf(from)).toEqual([]);
    const joined = await tap(from, servicesList, 'Beard Trim', { name: 'Aman Verma' });
    const [booking, ...others] = await bookingsOf(from);
    expect(others).toEqual([]);
    expect(booking).toMatchObject({ barberId: shop.barberA.id, customerName: 'Aman Verma', bookingType: 'queue', status: 'waiting', serviceIds: [shop.beard.id] });
    expect(joined.text).toMatch(new RegExp(`^You are in the queue with Ravi Kumar\\. Token #${booking?.id}\\. Expected at 10:30 AM\\. Track or cancel: https://chair\\.example/track\\?booking=${booking?.id}&token=[0-9a-f]+$`));
    // The reply told it all: no confirmation template besides.
    expect(standIn.accepted.filter((request) => (request.body as { type: string }).type === 'template')).toEqual([]);
    expect(await t.database.platform.select().from(messages).where(eq(messages.bookingId, booking?.id ?? 0))).toEqual([]);
    const actions = await t.database.platform.select().from(inboundMessages).orderBy(inboundMessages.id);
    expect(actions.map((row) => [row.action, row.status])).toEqual([
      ['menu', 'done'],
      ['menu', 'done'],
      ['joined', 'done'],
    ]);
  });

  it('speaks Hindi to a customer who wrote in Hindi, all the way to the booking', async () => {
    const from = phone();
    const barbers = await write(from, 'नमस्ते');
    expect(barbers.text).toBe('Ravi Hair Studio: अभी खुला है। एक बार्बर अभी खाली है। कतार में जुड़ने के लिए बार्बर चुनें।');
    expect(barbers.rows?.[0]).toMatchObject({ title: 'कोई भी बार्बर', description: 'कोई इंतज़ार नहीं' });
    const servicesList = await tap(from, barbers, 'कोई भी बार्बर');
    expect(servicesList.text).toBe('सेवा चुनें। कोई भी बार्बर: जो सबसे पहले शुरू कर सके।');
    expect(servicesList.rows?.[0]).toMatchObject({ title: 'Haircut', description: '30 मिनट' });
    const joined = await tap(from, servicesList, 'Haircut');
    const [booking] = await bookingsOf(from);
    expect(joined.text).toMatch(new RegExp(`^आप .+ की कतार में हैं। टोकन #${booking?.id}। अनुमानित समय 10:00 am। देखें या रद्द करें: https://chair\\.example/`));
  });

  it('books once when the same tap is delivered twice, and refuses a second tap as the form refuses a second booking', async () => {
    const from = phone();
    const servicesList = await tap(from, await write(from, 'hello'), 'Sunil Shah');
    const row = servicesList.rows?.find((candidate) => candidate.title === 'Haircut');
    const twice = deliveryOf([{ from, at: t.clock.now, text: 'Haircut', tap: { kind: 'list', id: row?.id ?? '' }, id: 'wamid.same-tap' }]);
    expect((await postDelivery(t, twice)).json()).toEqual({ stored: 1 });
    expect((await postDelivery(t, twice)).json()).toEqual({ stored: 0 });
    await t.worker.handleInbound();
    const again = await tap(from, servicesList, 'Haircut');
    const [booking, ...others] = await bookingsOf(from);
    expect(others).toEqual([]);
    expect(again.text).toMatch(new RegExp(`^There is already an active booking with this number\\. See: https://chair\\.example/track\\?booking=${booking?.id}&token=`));
    // With a booking, what he writes is about it.
    expect((await write(from, 'Hi')).text).toContain(`Token #${booking?.id}.`);
  });

  it('answers a message handled again after its booking was made with that booking, not a second one', async () => {
    const from = phone();
    const servicesList = await tap(from, await write(from, 'hello'), 'Ravi Kumar');
    const row = servicesList.rows?.find((candidate) => candidate.title === 'Haircut');
    // The worker booked it and died before recording so: the booking exists under the message's key.
    const input = { barberId: shop.barberA.id, customerName: 'Customer', customerPhone: from, bookingType: 'queue' as const, services: [shop.haircut.id] };
    const made = await createBooking(t.ctx, null, input, 'whatsapp:wamid.killed-after-booking', { toldInChat: true });
    const joined = await send(from, { text: 'Haircut', tap: { kind: 'list', id: row?.id ?? '' }, id: 'wamid.killed-after-booking' });
    expect((await bookingsOf(from)).map((booking) => booking.id)).toEqual([made.booking.id]);
    expect(joined.text).toContain(`Token #${made.booking.id}.`);
  });

  it('tells one who asks something of a booking he does not have so, before the barbers', async () => {
    const from = phone();
    const english = await write(from, 'cancel');
    expect(english.text).toBe('You have no active booking here. Ravi Hair Studio: open now. A barber is free now. Pick a barber to join the queue.');
    expect(english.rows).toHaveLength(3);
    expect((await write(from, 'रद्द')).text).toMatch(/^यहाँ आपकी कोई चालू बुकिंग नहीं है। Ravi Hair Studio: अभी खुला है।/);
  });

  it('refuses while the owner has closed the shop, with the form’s words', async () => {
    await t.ctx.db.update(shopSettings).set({ isOpen: false });
    t.ctx.store.clear();
    const from = phone();
    expect((await write(from, 'Hi')).text).toBe('The shop is closed right now. Booking opens when the owner opens the shop. See: https://chair.example/');
    expect((await write(from, 'नमस्ते')).text).toBe('दुकान अभी बंद है। मालिक के दुकान खोलते ही बुकिंग शुरू होगी। देखें: https://chair.example/');
  });

  it('refuses at last call, whether no barber or the one picked can take the walk-in', async () => {
    const from = phone();
    const barbers = await write(from, 'Hi');
    const servicesList = await tap(from, barbers, 'Ravi Kumar');
    // The day ends at 18:00: a haircut joined at 17:45 would end after it.
    t.clock.set('2026-11-21T17:45:00+05:30');
    expect((await tap(from, servicesList, 'Haircut')).text).toBe('Ravi Kumar cannot take another walk-in today. See: https://chair.example/');
    expect((await write(from, 'Hi')).text).toBe('No barber can take another walk-in today. See: https://chair.example/');
    expect((await write(from, 'नमस्ते')).text).toBe('आज कोई बार्बर और वॉक-इन ग्राहक नहीं ले सकता। देखें: https://chair.example/');
    expect(await bookingsOf(from)).toEqual([]);
  });

  it('refuses before the queue opens, saying when it does, rather than offering barbers to no end', async () => {
    // The day starts at 9:00; walk-ins join from 30 minutes before.
    t.clock.set('2026-11-21T07:00:00+05:30');
    const from = phone();
    expect((await write(from, 'Hi')).text).toBe('The queue opens at 8:30 AM. You can join it from then, or book an appointment now. See: https://chair.example/');
    expect((await write(from, 'नमस्ते')).text).toBe('कतार 8:30 am पर खुलेगी। तब से आप उसमें जुड़ सकते हैं, या अभी अपॉइंटमेंट बुक करें। देखें: https://chair.example/');
    t.clock.set('2026-11-21T08:40:00+05:30');
    expect((await write(from, 'Hi')).text).toBe('Ravi Hair Studio: opens at 9:00 AM. Shortest wait: 20 min. Pick a barber to join the queue.');
  });

  it('limits bookings per phone as the form does', async () => {
    const from = phone();
    const servicesList = await tap(from, await write(from, 'Hi'), 'Any barber');
    for (let booked = 0; booked < 3; booked++) {
      await tap(from, servicesList, 'Beard Trim');
      const booking = (await bookingsOf(from)).find((row) => row.status === 'waiting');
      await t.ctx.db.update(bookings).set({ status: 'cancelled', cancelledBy: 'customer' }).where(eq(bookings.id, booking?.id ?? 0));
      t.ctx.store.clear();
    }
    expect((await tap(from, servicesList, 'Beard Trim')).text).toBe('Too many bookings for this phone number. Please try again later, or ask at the shop. See: https://chair.example/');
    expect((await bookingsOf(from)).map((booking) => booking.status)).toEqual(['cancelled', 'cancelled', 'cancelled']);
  });

  it('pages a list longer than WhatsApp shows', async () => {
    for (let n = 1; n <= 10; n++) await t.ctx.db.insert(services).values({ name: `Extra service ${n}`, duration: 10, icon: 'scissors', price: 100 + n });
    t.ctx.store.clear();
    try {
      const from = phone();
      const servicesList = await tap(from, await write(from, 'Hi'), 'Sunil Shah');
      expect(servicesList.rows).toHaveLength(10);
      expect(servicesList.rows?.at(-1)?.title).toBe('More services');
      expect(servicesList.rows?.[3]).toMatchObject({ title: 'Extra service 1', description: '10 min · ₹101' });
      const more = await tap(from, servicesList, 'More services');
      expect(more.rows?.map((row) => row.title)).toEqual(['Extra service 7', 'Extra service 8', 'Extra service 9', 'Extra service 10']);
      // Services removed since: the next page would be empty, which WhatsApp refuses; the first comes again.
      await t.ctx.db.delete(services).where(eq(services.duration, 10));
      t.ctx.store.clear();
      expect((await tap(from, servicesList, 'More services')).rows?.map((row) => row.title)).toEqual(['Haircut', 'Beard Trim', 'Hair Colour']);
      const afresh = await tap(from, await write(from, 'Hi'), 'Sunil Shah');
      await tap(from, afresh, 'Beard Trim');
      expect((await bookingsOf(from)).map((booking) => booking.serviceIds)).toEqual([[shop.beard.id]]);
    } finally {
      await t.ctx.db.delete(services).where(eq(services.duration, 10));
      t.ctx.store.clear();
    }
  });
});
