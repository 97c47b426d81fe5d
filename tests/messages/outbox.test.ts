import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { messages } from '../../src/server/db/schema.js';
import { DeliveryError } from '../../src/server/messages/channels.js';
import { MESSAGE_MAX_ATTEMPTS } from '../../src/shared/constants.js';
import { bookingSchema, type CreatedBooking } from '../../src/shared/schemas/booking.js';
import { messageListSchema } from '../../src/shared/schemas/message.js';
import { book, clearBookings, OPENING, putStatus, type Shop } from '../api/booking-helpers.js';
import { createTestApp, TestClock, type TestApp } from '../helpers/app.js';
import { RecordingChannel } from '../helpers/channels.js';
import { ADMIN, BARBER_A, customerLogin, expectError, openAllDay, seedShop, staffLogin } from '../helpers/fixtures.js';

const channel = new RecordingChannel('whatsapp');
let t: TestApp;
let shop: Shop;
let admin: string;
let ravi: string;
let phones = 0;

beforeAll(async () => {
  t = await createTestApp({ clock: new TestClock(Date.parse(OPENING)), channels: [channel] });
  shop = await seedShop(t.ctx);
  [admin, ravi] = await Promise.all([staffLogin(t.app, ADMIN), staffLogin(t.app, BARBER_A)]);
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  await clearBookings(t);
  t.clock.set(OPENING);
  channel.clear();
});

/** A haircut walk-in with Ravi (or another barber), from a new phone. */
const walkIn = (barberId = shop.barberA.id): Promise<CreatedBooking> =>
  book(t, { barberId, customerPhone: String(9100000000 + phones++), services: [shop.haircut.id] });

/** One round of the worker: the plans looked at, then every due message sent. */
async function run(): Promise<void> {
  await t.ctx.messenger.review();
  while ((await t.ctx.messenger.deliver()) > 0);
}

const rowsOf = (bookingId: number) =>
  t.ctx.db.select().from(messages).where(eq(messages.bookingId, bookingId)).orderBy(asc(messages.id));

const setStatus = async (id: number, status: 'serving' | 'completed' | 'cancelled', cookie = ravi) => {
  const response = await putStatus(t, id, { status }, cookie);
  expect(response.statusCode, response.body).toBe(200);
};

const adjust = async (id: number, adjustment: number) => {
  const response = await t.app.inject({ method: 'PUT', url: `/api/bookings/${id}/time`, headers: { cookie: ravi }, payload: { adjustment } });
  expect(response.statusCode, response.body).toBe(200);
};

describe('messages to customers', () => {
  it('confirms each booking once, with its token, expected time and manage link, and only what the template needs', async () => {
    const first = await walkIn();
    const second = await walkIn();
    await run();
    await run();
    expect(channel.kindsFor(first.id)).toEqual(['confirmation']);
    expect(channel.kindsFor(second.id)).toEqual(['confirmation']);
    const sent = channel.sent.find((message) => message.bookingId === second.id);
    expect(sent?.phone10).toBe(second.customerPhone);
    expect(sent?.params).toEqual({
      token: String(second.id),
      time: '10:30 AM',
      barber: 'Ravi Kumar',
      link: `/track?booking=${second.id}&token=${second.manageToken}`,
    });
    const [row] = await rowsOf(second.id);
    expect(row).toMatchObject({ kind: 'confirmation', channel: 'whatsapp', status: 'sent', attempts: 1, lastError: null });
  });

  it('tells the walk-in next in line once that their turn is near, and the barber sees when', async () => {
    const [a, b, c, d] = [await walkIn(), await walkIn(), await walkIn(), await walkIn()];
    await run();
    // The first walk-in's confirmation already said "now": no second message.
    expect(channel.kindsFor(a.id)).toEqual(['confirmation']);
    expect(channel.kindsFor(b.id)).toEqual(['confirmation']);

    await setStatus(a.id, 'serving');
    await run();
    await run();
    expect(channel.kindsFor(b.id)).toEqual(['confirmation', 'turn_near']);
    expect(channel.sent.find((message) => message.bookingId === b.id && message.kind === 'turn_near')?.params.time).toBe('10:30 AM');
    expect(channel.kindsFor(c.id)).toEqual(['confirmation']);

    const seen = await t.app.inject({ method: 'GET', url: `/api/bookings/${b.id}`, headers: { cookie: ravi } });
    expect(bookingSchema.parse(seen.json()).turnNearToldAt).toBe(new Date(Date.parse(OPENING)).toISOString());

    t.clock.advance(30);
    await setStatus(a.id, 'completed');
    await setStatus(b.id, 'serving');
    await run();
    expect(channel.kindsFor(c.id)).toEqual(['confirmation', 'turn_near']);
    expect(channel.kindsFor(d.id)).toEqual(['confirmation']);
    expect((await rowsOf(b.id)).map((row) => row.kind)).toEqual(['confirmation', 'turn_near']);
  });

  it('tells a customer further back when a start comes within the shop setting', async () => {
    const response = await t.app.inject({ method: 'PUT', url: '/api/shop-settings', headers: { cookie: admin }, payload: { turnNearMinutes: 45 } });
    expect(response.statusCode, response.body).toBe(200);
    try {
      const [a, b, c] = [await walkIn(), await walkIn(), await walkIn()];
      await setStatus(a.id, 'serving');
      t.clock.advance(20);
      await run();
      // b's confirmation said 10:30, near enough already; c starts at 11:00, 40 minutes away.
      expect(channel.kindsFor(b.id)).toEqual(['confirmation']);
      expect(channel.kindsFor(c.id)).toEqual(['confirmation', 'turn_near']);
    } finally {
      await t.app.inject({ method: 'PUT', url: '/api/shop-settings', headers: { cookie: admin }, payload: { turnNearMinutes: 15 } });
    }
  });

  it('tells of a start moved 10+ minutes earlier and of one 15+ minutes later, once per move', async () => {
    const [a, b, c, d, e] = [await walkIn(), await walkIn(), await walkIn(), await walkIn(), await walkIn()];
    await setStatus(a.id, 'serving');
    await run();
    // c's customer cancels: d moves from 11:30 to 11:00 and e from 12:00 to 11:30.
    const cancel = await putStatus(t, c.id, { status: 'cancelled', manageToken: c.manageToken });
    expect(cancel.statusCode, cancel.body).toBe(200);
    await run();
    await run();
    expect(channel.kindsFor(c.id)).toEqual(['confirmation']);
    expect(channel.kindsFor(d.id)).toEqual(['confirmation', 'moved_earlier']);
    expect(channel.kindsFor(e.id)).toEqual(['confirmation', 'moved_earlier']);
    expect(channel.sent.find((message) => message.bookingId === d.id && message.kind === 'moved_earlier')?.params.time).toBe('11:00 AM');

    // The barber needs 10 more minutes, twice: only the second makes a move of 15 or more.
    await adjust(a.id, 10);
    await run();
    expect(channel.kindsFor(e.id)).toEqual(['confirmation', 'moved_earlier']);
    await adjust(a.id, 10);
    await run();
    await run();
    expect(channel.kindsFor(b.id)).toEqual(['confirmation', 'turn_near', 'running_late']);
    expect(channel.kindsFor(d.id)).toEqual(['confirmation', 'moved_earlier', 'running_late']);
    expect(channel.kindsFor(e.id)).toEqual(['confirmation', 'moved_earlier', 'running_late']);
    expect(channel.sent.find((message) => message.bookingId === e.id && message.kind === 'running_late')?.params.time).toBe('11:50 AM');
    expect((await rowsOf(e.id)).map((row) => row.dedupeKey)).toEqual([
      `${e.id}:confirmation:0:whatsapp`,
      `${e.id}:moved_earlier:1:whatsapp`,
      `${e.id}:running_late:2:whatsapp`,
    ]);
  });

  it('tells a customer whose booking the shop cancelled, once, and nothing to one who cancelled', async () => {
    const [a, b] = [await walkIn(), await walkIn()];
    await run();
    const own = await putStatus(t, b.id, { status: 'cancelled', manageToken: b.manageToken });
    expect(own.statusCode, own.body).toBe(200);
    await setStatus(a.id, 'cancelled');
    await run();
    await run();
    expect(channel.kindsFor(a.id)).toEqual(['confirmation', 'cancelled_by_shop']);
    expect(channel.kindsFor(b.id)).toEqual(['confirmation']);
  });

  it('tells every waiting customer once when the shop closes, however often it closes', async () => {
    const [a, b, c] = [await walkIn(), await walkIn(), await walkIn(shop.barberB.id)];
    await setStatus(a.id, 'serving');
    const settings = (isOpen: boolean) =>
      t.app.inject({ method: 'PUT', url: '/api/shop-settings', headers: { cookie: admin }, payload: { isOpen } });
    expect((await settings(false)).statusCode).toBe(200);
    await run();
    expect((await settings(true)).statusCode).toBe(200);
    expect((await settings(false)).statusCode).toBe(200);
    await run();
    expect((await settings(true)).statusCode).toBe(200);
    expect(channel.kindsFor(a.id)).toEqual(['confirmation']);
    expect(channel.kindsFor(b.id).filter((kind) => kind === 'shop_closed')).toHaveLength(1);
    expect(channel.kindsFor(c.id)).toEqual(['confirmation', 'shop_closed']);
  });

  it('never sends to a booking that is no longer active when its message goes out', async () => {
    const [a, b] = [await walkIn(), await walkIn()];
    await run();
    await setStatus(a.id, 'serving');
    await t.ctx.messenger.review();
    expect((await rowsOf(b.id)).map((row) => [row.kind, row.status])).toEqual([
      ['confirmation', 'sent'],
      ['turn_near', 'pending'],
    ]);
    const cancel = await putStatus(t, b.id, { status: 'cancelled', manageToken: b.manageToken });
    expect(cancel.statusCode, cancel.body).toBe(200);
    await run();
    expect(channel.kindsFor(b.id)).toEqual(['confirmation']);
    expect((await rowsOf(b.id))[1]).toMatchObject({ status: 'skipped', lastError: 'The booking is no longer waiting' });
  });

  it('sends nothing between 22:00 and 07:00 but a turn that is really near', async () => {
    // A shop open until midnight takes these walk-ins (DESIGN §11: no walk-in after the day ends).
    await openAllDay(t.ctx);
    t.clock.set('2026-11-21T22:00:00+05:30');
    const [a, b] = [await walkIn(), await walkIn()];
    await setStatus(a.id, 'serving');
    await run();
    // b is next in line, but 30 minutes away: not near enough for the night.
    expect(channel.sent).toEqual([]);
    expect((await rowsOf(b.id)).map((row) => [row.kind, row.status, row.attempts])).toEqual([
      ['confirmation', 'pending', 0],
      ['turn_near', 'pending', 0],
    ]);
    t.clock.set('2026-11-21T22:20:00+05:30');
    await run();
    expect(channel.sent.map((message) => [message.bookingId, message.kind])).toEqual([[b.id, 'turn_near']]);
    t.clock.set('2026-11-21T22:25:00+05:30');
    await setStatus(a.id, 'completed');
    await setStatus(b.id, 'serving');
    t.clock.set('2026-11-22T06:59:00+05:30');
    await run();
    expect(channel.sent).toHaveLength(1);
    t.clock.set('2026-11-22T07:00:00+05:30');
    await run();
    // In the morning the confirmation goes out to the booking still active, and not to the one served.
    expect(channel.kindsFor(a.id)).toEqual([]);
    expect((await rowsOf(a.id)).map((row) => [row.kind, row.status])).toEqual([['confirmation', 'skipped']]);
    expect(channel.kindsFor(b.id)).toEqual(['turn_near', 'confirmation']);
  });

  it('retries a provider that fails and then recovers, waiting as long as it asks', async () => {
    channel.answer(new DeliveryError('WhatsApp API answered 503', true), new DeliveryError('WhatsApp API answered 429', true, 120_000));
    const a = await walkIn();
    await run();
    const [afterFirst] = await rowsOf(a.id);
    expect(afterFirst).toMatchObject({ status: 'pending', attempts: 1, lastError: 'WhatsApp API answered 503' });
    const wait = (afterFirst?.dueAt.getTime() ?? 0) - t.clock.now;
    expect(wait).toBeGreaterThanOrEqual(30_000);
    expect(wait).toBeLessThanOrEqual(36_000);
    await run();
    expect(channel.attempts).toHaveLength(1);

    t.clock.advance(1);
    await run();
    const [afterSecond] = await rowsOf(a.id);
    expect(afterSecond).toMatchObject({ status: 'pending', attempts: 2, lastError: 'WhatsApp API answered 429' });
    expect(afterSecond?.dueAt.getTime()).toBe(t.clock.now + 120_000);

    t.clock.advance(2);
    await run();
    expect(await rowsOf(a.id)).toMatchObject([{ status: 'sent', attempts: 3, lastError: null }]);
    expect(channel.kindsFor(a.id)).toEqual(['confirmation']);
  });

  it('gives up visibly after the bound, and at once on an error that retrying cannot fix', async () => {
    channel.answer(...Array.from({ length: MESSAGE_MAX_ATTEMPTS }, () => new DeliveryError('WhatsApp API request timed out', true)));
    const a = await walkIn();
    for (let round = 0; round < MESSAGE_MAX_ATTEMPTS + 2; round += 1) {
      await run();
      t.clock.advance(40);
    }
    expect(await rowsOf(a.id)).toMatchObject([{ status: 'failed', attempts: MESSAGE_MAX_ATTEMPTS, lastError: 'WhatsApp API request timed out' }]);
    expect(channel.attempts).toHaveLength(MESSAGE_MAX_ATTEMPTS);

    channel.answer(new DeliveryError('WhatsApp API answered 400 (error 131026)', false));
    const b = await walkIn();
    await run();
    expect(await rowsOf(b.id)).toMatchObject([{ status: 'failed', attempts: 1, lastError: 'WhatsApp API answered 400 (error 131026)' }]);

    const failed = await t.app.inject({ method: 'GET', url: '/api/messages?status=failed', headers: { cookie: admin } });
    expect(failed.statusCode).toBe(200);
    const list = messageListSchema.parse(failed.json());
    expect(list.messages.map((message) => [message.bookingId, message.status])).toEqual([
      [b.id, 'failed'],
      [a.id, 'failed'],
    ]);
  });

  it('lets the customer stop the messages about a booking with its link, a session or as staff', async () => {
    const [a, b] = [await walkIn(), await walkIn()];
    await setStatus(a.id, 'serving');
    await t.ctx.messenger.review();
    const stop = (payload: Record<string, unknown>, cookie?: string) =>
      t.app.inject({ method: 'PUT', url: `/api/bookings/${b.id}/messages`, payload, ...(cookie ? { headers: { cookie } } : {}) });

    expectError(await stop({ stopped: true }), 401, 'UNAUTHORIZED');
    expectError(await stop({ stopped: true, manageToken: 'not-the-token' }), 403, 'FORBIDDEN');
    expectError(await stop({ stopped: 'yes', manageToken: b.manageToken }), 400, 'VALIDATION_ERROR');
    const stopped = await stop({ stopped: true, manageToken: b.manageToken });
    expect(stopped.statusCode, stopped.body).toBe(200);
    expect(bookingSchema.parse(stopped.json()).messagesStopped).toBe(true);
    await run();
    // Both waiting messages are dropped, and no new one is decided.
    expect(channel.kindsFor(b.id)).toEqual([]);
    expect((await rowsOf(b.id)).map((row) => row.status)).toEqual(['skipped', 'skipped']);

    const customer = await customerLogin(t.app, b.customerPhone);
    const restarted = await stop({ stopped: false }, customer);
    expect(restarted.statusCode, restarted.body).toBe(200);
    expect(bookingSchema.parse(restarted.json()).messagesStopped).toBe(false);
    expect((await stop({ stopped: true }, ravi)).statusCode).toBe(200);
  });

  it("lists messages for the admin only, newest first, a page at a time", async () => {
    for (let n = 0; n < 3; n += 1) await walkIn();
    await run();
    expectError(await t.app.inject({ method: 'GET', url: '/api/messages' }), 401, 'UNAUTHORIZED');
    expectError(await t.app.inject({ method: 'GET', url: '/api/messages', headers: { cookie: ravi } }), 403, 'FORBIDDEN');
    expectError(await t.app.inject({ method: 'GET', url: '/api/messages?status=lost', headers: { cookie: admin } }), 400, 'VALIDATION_ERROR');
    const page = async (query: string) => {
      const response = await t.app.inject({ method: 'GET', url: `/api/messages${query}`, headers: { cookie: admin } });
      expect(response.statusCode, response.body).toBe(200);
      return messageListSchema.parse(response.json());
    };
    const first = await page('?limit=2');
    expect(first.channel).toBe('whatsapp');
    expect(first.messages).toHaveLength(2);
    expect(first.messages[0]?.text).toMatch(/^Booking confirmed: token #\d+ with Ravi Kumar, expected at /);
    const second = await page(`?limit=2&before=${String(first.nextBefore)}`);
    expect(second.messages).toHaveLength(1);
    expect(second.nextBefore).toBeNull();
    expect([...first.messages, ...second.messages].map((message) => message.id)).toEqual(
      [...first.messages, ...second.messages].map((message) => message.id).sort((x, y) => y - x),
    );
    expect((await page('?status=pending')).messages).toEqual([]);
  });
});
