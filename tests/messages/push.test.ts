import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { messages, pushSubscriptions } from '../../src/server/db/schema.js';
import { DeliveryError, type OutgoingMessage } from '../../src/server/messages/channels.js';
import { createPushChannel } from '../../src/server/messages/push-channel.js';
import { DEFAULT_VAPID_SUBJECT, loadVapidKeys, vapidSubject, type VapidKeys } from '../../src/server/messages/vapid.js';
import type { CreatedBooking } from '../../src/shared/schemas/booking.js';
import { pushPayloadSchema } from '../../src/shared/schemas/push.js';
import { book, clearBookings, OPENING, putStatus, type Shop } from '../api/booking-helpers.js';
import { createTestApp, TestClock, type TestApp } from '../helpers/app.js';
import { RecordingChannel } from '../helpers/channels.js';
import { BARBER_A, seedShop, staffLogin } from '../helpers/fixtures.js';
import { PushServiceStandIn, PushSubscriber, verifyVapid } from '../helpers/push-service.js';
import { capturedLogger } from '../helpers/log-capture.js';

const text = new RecordingChannel('whatsapp');
// What a push leaves in the log is checked below.
const { logger, lines } = capturedLogger();
let service: PushServiceStandIn;
let t: TestApp;
let shop: Shop;
let vapid: VapidKeys;
let ravi: string;
let phones = 0;

beforeAll(async () => {
  service = await PushServiceStandIn.start();
  t = await createTestApp({
    clock: new TestClock(Date.parse(OPENING)),
    channels: [text],
    push: { agent: service.agent },
    logger,
    env: { VAPID_SUBJECT: 'mailto:owner@shop.example' },
  });
  shop = await seedShop(t.ctx);
  vapid = await loadVapidKeys(t.ctx.db, t.ctx.env);
  ravi = await staffLogin(t.app, BARBER_A);
});
afterAll(async () => {
  await t.close();
  await service.close();
});
beforeEach(async () => {
  await clearBookings(t);
  t.clock.set(OPENING);
  text.clear();
  service.clear();
});

const walkIn = (): Promise<CreatedBooking> =>
  book(t, { barberId: shop.barberA.id, customerPhone: String(9400000000 + phones++), services: [shop.haircut.id] });

/** A phone subscribed to the booking through the API, as the browser does it. */
async function subscribed(booking: CreatedBooking, name: string): Promise<PushSubscriber> {
  const subscriber = new PushSubscriber(service.endpoint(name));
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/bookings/${booking.id}/push`,
    payload: { ...subscriber.toJSON(), manageToken: booking.manageToken },
  });
  expect(response.statusCode, response.body).toBe(201);
  return subscriber;
}

const channel = () => createPushChannel(t.ctx.db, vapid, { agent: service.agent });

const turnNear = (booking: CreatedBooking): OutgoingMessage => ({
  id: 1,
  bookingId: booking.id,
  kind: 'turn_near',
  params: { token: String(booking.id), time: '10:30 AM', link: `https://shop.example/track?booking=${booking.id}&token=${booking.manageToken}` },
  shopName: '',
  phone10: booking.customerPhone,
  shopId: 1,
  fromNumberId: null,
});

const endpointsOf = async (bookingId: number) =>
  (await t.ctx.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.bookingId, bookingId))).map((row) => row.endpoint);

const failureOf = async (send: Promise<unknown>): Promise<DeliveryError> => {
  const error = await send.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(DeliveryError);
  return error as DeliveryError;
};

describe('the push channel', () => {
  it('sends every phone of the booking its notification, encrypted, signed with the VAPID key, kept an hour', async () => {
    const booking = await walkIn();
    const [mine, partner] = [await subscribed(booking, 'mine'), await subscribed(booking, 'partner')];
    expect(await channel().send(turnNear(booking))).toEqual({ outcome: 'sent' });

    for (const [name, subscriber] of [['mine', mine], ['partner', partner]] as const) {
      const [push] = service.to(name);
      expect(push?.headers).toMatchObject({
        ttl: '3600',
        topic: `booking-${booking.id}`,
        urgency: 'high',
        'content-encoding': 'aes128gcm',
        'content-type': 'application/octet-stream',
      });
      const claims = verifyVapid(push?.headers.authorization, vapid.publicKey);
      expect(claims.aud).toBe(service.baseURL);
      expect(claims.sub).toBe('mailto:owner@shop.example');
      expect(claims.exp * 1000).toBeGreaterThan(Date.now());
      const payload = pushPayloadSchema.parse(JSON.parse(subscriber.decrypt(push?.body ?? Buffer.alloc(0))));
      expect(payload).toEqual({
        title: 'Your turn is near',
        body: `Your turn is near: token #${booking.id} is expected at 10:30 AM. Please come to the shop.`,
        url: `https://shop.example/track?booking=${booking.id}&token=${booking.manageToken}`,
        tag: `booking-${booking.id}`,
        // What a phone in another language writes the text from: no name, no phone.
        kind: 'turn_near',
        params: { token: String(booking.id), time: '10:30 AM' },
      });
    }
    expect(service.received).toHaveLength(2);
  });

  it('deletes a subscription its push service calls gone, and skips the message when none is left', async () => {
    const booking = await walkIn();
    await subscribed(booking, 'old');
    await subscribed(booking, 'new');
    service.answer('old', { status: 410 });
    expect(await channel().send(turnNear(booking))).toEqual({ outcome: 'sent' });
    expect(await endpointsOf(booking.id)).toEqual([service.endpoint('new')]);

    service.answer('new', { status: 404 });
    expect(await channel().send(turnNear(booking))).toEqual({
      outcome: 'skipped',
      reason: 'Every phone subscribed to this booking has unsubscribed',
    });
    expect(await endpointsOf(booking.id)).toEqual([]);
    expect(await channel().send(turnNear(booking))).toEqual({
      outcome: 'skipped',
      reason: 'No phone is subscribed to notifications for this booking',
    });
  });

  it('retries what a push service may take later, as late as it asks, and gives up on what it refuses', async () => {
    const booking = await walkIn();
    await subscribed(booking, 'busy');
    service.answer('busy', { status: 429, headers: { 'retry-after': '120' } }, { status: 500 }, { status: 403 }, { status: 400 });
    const throttled = await failureOf(channel().send(turnNear(booking)));
    expect([throttled.message, throttled.retryable, throttled.retryAfterMs]).toEqual(['Push service answered 429', true, 120_000]);
    const broken = await failureOf(channel().send(turnNear(booking)));
    expect([broken.message, broken.retryable, broken.retryAfterMs]).toEqual(['Push service answered 500', true, undefined]);
    const refused = await failureOf(channel().send(turnNear(booking)));
    expect([refused.message, refused.retryable]).toEqual(['Push service answered 403', false]);
    expect((await failureOf(channel().send(turnNear(booking)))).retryable).toBe(false);
    // A refusal is not a goodbye: the subscription stays.
    expect(await endpointsOf(booking.id)).toEqual([service.endpoint('busy')]);

    // A push service that cannot be reached at all.
    await t.ctx.db.delete(pushSubscriptions);
    await t.ctx.db.insert(pushSubscriptions).values({ bookingId: booking.id, endpoint: 'https://127.0.0.1:1/push/away', ...new PushSubscriber('x').toJSON().keys });
    const unreachable = await failureOf(channel().send(turnNear(booking)));
    expect([unreachable.message, unreachable.retryable]).toEqual(['Push service request failed (ECONNREFUSED)', true]);
  });

  it('takes the VAPID subject from VAPID_SUBJECT, else from an https PUBLIC_URL, never localhost', () => {
    expect(vapidSubject({ VAPID_SUBJECT: 'mailto:me@shop.in', PUBLIC_URL: 'https://shop.in/' })).toBe('mailto:me@shop.in');
    expect(vapidSubject({ VAPID_SUBJECT: undefined, PUBLIC_URL: 'https://shop.in/chair/' })).toBe('https://shop.in');
    expect(vapidSubject({ VAPID_SUBJECT: undefined, PUBLIC_URL: 'http://localhost:3000' })).toBe(DEFAULT_VAPID_SUBJECT);
    expect(vapidSubject({ VAPID_SUBJECT: undefined, PUBLIC_URL: undefined })).toBe(DEFAULT_VAPID_SUBJECT);
    expect(DEFAULT_VAPID_SUBJECT).not.toContain('localhost');
  });
});

describe('a booking a phone subscribed to', () => {
  /** One round of the worker: the plans looked at, then every due message sent. */
  async function run(): Promise<void> {
    await t.ctx.messenger.review();
    while ((await t.ctx.messenger.deliver()) > 0);
  }

  const rowsOf = async (bookingId: number) =>
    (await t.ctx.db.select().from(messages).where(eq(messages.bookingId, bookingId)).orderBy(asc(messages.id))).map((row) => [
      row.kind,
      row.channel,
      row.status,
    ]);

  it("is told on the shop's channel and on the phone, which can open the booking from it", async () => {
    const first = await walkIn();
    const second = await walkIn();
    const subscriber = await subscribed(second, 'phone');
    expect((await putStatus(t, first.id, { status: 'serving' }, ravi)).statusCode).toBe(200);
    await run();

    expect(text.kindsFor(second.id)).toEqual(['confirmation', 'turn_near']);
    // The confirmation was written with the booking, before any phone could subscribe.
    expect(await rowsOf(second.id)).toEqual([
      ['confirmation', 'whatsapp', 'sent'],
      ['turn_near', 'whatsapp', 'sent'],
      ['turn_near', 'push', 'sent'],
    ]);
    const [push] = service.to('phone');
    const payload = pushPayloadSchema.parse(JSON.parse(subscriber.decrypt(push?.body ?? Buffer.alloc(0))));
    expect(payload).toEqual({
      title: 'Your turn is near',
      body: `Your turn is near: token #${second.id} is expected at 10:30 AM. Please come to the shop.`,
      url: `/track?booking=${second.id}&token=${second.manageToken}`,
      tag: `booking-${second.id}`,
      kind: 'turn_near',
      params: { token: String(second.id), time: '10:30 AM' },
    });
    expect(service.received).toHaveLength(1);
  });

  it('is told on the text channel only once the phone has gone, and the log keeps no key, endpoint or phone', async () => {
    const first = await walkIn();
    const second = await walkIn();
    const subscriber = await subscribed(second, 'gone');
    service.answer('gone', { status: 410 });
    lines.length = 0;
    expect((await putStatus(t, first.id, { status: 'serving' }, ravi)).statusCode).toBe(200);
    await run();
    expect(await rowsOf(second.id)).toEqual([
      ['confirmation', 'whatsapp', 'sent'],
      ['turn_near', 'whatsapp', 'sent'],
      ['turn_near', 'push', 'skipped'],
    ]);
    expect(await endpointsOf(second.id)).toEqual([]);

    // The barber runs 20 minutes late: the next message is written for the text channel alone.
    for (const adjustment of [10, 10]) {
      const response = await t.app.inject({ method: 'PUT', url: `/api/bookings/${first.id}/time`, headers: { cookie: ravi }, payload: { adjustment } });
      expect(response.statusCode, response.body).toBe(200);
    }
    await run();
    expect((await rowsOf(second.id)).slice(3)).toEqual([['running_late', 'whatsapp', 'sent']]);

    const log = lines.join('');
    expect(log).toContain('push subscriptions gone, removed');
    for (const secret of [vapid.privateKey, '/push/gone', subscriber.toJSON().keys.p256dh, subscriber.toJSON().keys.auth, second.customerPhone]) {
      expect(log).not.toContain(secret);
    }
  });
});
