import { asc, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { appConfig, pushSubscriptions } from '../../src/server/db/schema.js';
import { MAX_PUSH_SUBSCRIPTIONS } from '../../src/server/services/push-subscriptions.js';
import type { CreatedBooking } from '../../src/shared/schemas/booking.js';
import { pushKeySchema } from '../../src/shared/schemas/push.js';
import { createTestApp } from '../helpers/app.js';
import { customerLogin, expectError } from '../helpers/fixtures.js';
import { PushSubscriber } from '../helpers/push-service.js';
import { book, putStatus, useOpenShop } from './booking-helpers.js';

const s = useOpenShop();
let phones = 0;

const walkIn = (): Promise<CreatedBooking> =>
  book(s.t, { barberId: s.shop.barberA.id, customerPhone: String(9200000000 + phones++), services: [s.shop.haircut.id] });

/** A phone's subscription; its endpoint names it. */
const phone = (name: string) => new PushSubscriber(`https://push.example.net/send/${name}`);

const subscribe = (bookingId: number, payload: Record<string, unknown>, cookie?: string): Promise<LightMyRequestResponse> =>
  s.t.app.inject({ method: 'POST', url: `/api/bookings/${bookingId}/push`, payload, ...(cookie ? { headers: { cookie } } : {}) });

const unsubscribe = (bookingId: number, payload: Record<string, unknown>, cookie?: string): Promise<LightMyRequestResponse> =>
  s.t.app.inject({ method: 'DELETE', url: `/api/bookings/${bookingId}/push`, payload, ...(cookie ? { headers: { cookie } } : {}) });

const endpointsOf = async (bookingId: number): Promise<string[]> =>
  (
    await s.t.ctx.db
      .select({ endpoint: pushSubscriptions.endpoint })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.bookingId, bookingId))
      .orderBy(asc(pushSubscriptions.id))
  ).map((row) => row.endpoint);

describe('GET /api/push/key', () => {
  it("gives anyone the server's VAPID public key: an uncompressed P-256 point", async () => {
    const response = await s.t.app.inject({ method: 'GET', url: '/api/push/key' });
    expect(response.statusCode).toBe(200);
    const { publicKey } = pushKeySchema.parse(response.json());
    const point = Buffer.from(publicKey, 'base64url');
    expect(point).toHaveLength(65);
    expect(point[0]).toBe(4);
  });

  it('keeps one key pair for every instance on the database, made on the first start', async () => {
    const other = await createTestApp({ database: s.t.database });
    try {
      const key = async (app: typeof s.t.app) => pushKeySchema.parse((await app.inject({ method: 'GET', url: '/api/push/key' })).json()).publicKey;
      expect(await key(other.app)).toBe(await key(s.t.app));
      const rows = await s.t.ctx.db.select().from(appConfig).where(eq(appConfig.key, 'vapid_keys'));
      expect(rows).toHaveLength(1);
      const stored = JSON.parse(rows[0]?.value ?? '{}') as Record<string, unknown>;
      expect(stored.publicKey).toBe(s.t.ctx.pushPublicKey);
      expect(typeof stored.privateKey).toBe('string');
    } finally {
      await other.close();
    }
  });
});

describe('POST /api/bookings/{id}/push', () => {
  it("subscribes the owner's phone with the manage token, and the same phone again only updates its keys", async () => {
    const booking = await walkIn();
    const first = phone('a');
    const created = await subscribe(booking.id, { ...first.toJSON(), manageToken: booking.manageToken });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toEqual({ subscribed: true });

    const renewed = new PushSubscriber(first.endpoint);
    const again = await subscribe(booking.id, { ...renewed.toJSON(), manageToken: booking.manageToken });
    expect(again.statusCode, again.body).toBe(200);
    const rows = await s.t.ctx.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.bookingId, booking.id));
    expect(rows.map((row) => [row.endpoint, row.p256dh, row.auth])).toEqual([
      [first.endpoint, renewed.toJSON().keys.p256dh, renewed.toJSON().keys.auth],
    ]);
  });

  it('takes a customer session for the phone, or staff, and refuses anyone else', async () => {
    const booking = await walkIn();
    const other = await walkIn();
    expectError(await subscribe(booking.id, phone('anon').toJSON()), 401, 'UNAUTHORIZED');
    expectError(await subscribe(booking.id, { ...phone('wrong').toJSON(), manageToken: 'f'.repeat(64) }), 403, 'FORBIDDEN');
    expectError(await subscribe(booking.id, { ...phone('theirs').toJSON(), manageToken: other.manageToken }), 403, 'FORBIDDEN');
    const stranger = await customerLogin(s.t.app, '9300000001');
    expectError(await subscribe(booking.id, phone('stranger').toJSON(), stranger), 403, 'FORBIDDEN');

    const customer = await customerLogin(s.t.app, booking.customerPhone ?? '');
    expect((await subscribe(booking.id, phone('session').toJSON(), customer)).statusCode).toBe(201);
    expect((await subscribe(booking.id, phone('staff').toJSON(), s.barberA)).statusCode).toBe(201);
    expectError(await subscribe(booking.id, phone('other-barber').toJSON(), s.barberB), 403, 'FORBIDDEN');
    expect(await endpointsOf(booking.id)).toEqual([phone('session').endpoint, phone('staff').endpoint]);
    expectError(await subscribe(999_999, { ...phone('nobody').toJSON(), manageToken: booking.manageToken }), 404, 'NOT_FOUND');
  });

  it('refuses what is not a subscription', async () => {
    const booking = await walkIn();
    const good = { ...phone('good').toJSON(), manageToken: booking.manageToken };
    const bad: Record<string, unknown>[] = [
      { ...good, endpoint: 'http://push.example.net/send/plain' },
      { ...good, endpoint: `https://push.example.net/${'x'.repeat(1000)}` },
      { ...good, endpoint: 'not a url' },
      { ...good, keys: { p256dh: 'short', auth: good.keys.auth } },
      { ...good, keys: { p256dh: good.keys.p256dh, auth: `${good.keys.auth}AAAA` } },
      { ...good, keys: { ...good.keys, extra: 'x' } },
      { ...good, expirationTime: null },
      { manageToken: booking.manageToken },
    ];
    for (const payload of bad) expectError(await subscribe(booking.id, payload), 400, 'VALIDATION_ERROR');
    expect(await endpointsOf(booking.id)).toEqual([]);
  });

  it('takes only an endpoint at a push service, so the server posts nowhere else', async () => {
    const booking = await walkIn();
    const keys = phone('x').toJSON().keys;
    for (const endpoint of ['https://evil.example.org/collect', 'https://push.example.net.evil.org/x', 'https://notpush.example.net/x']) {
      const refused = expectError(await subscribe(booking.id, { endpoint, keys, manageToken: booking.manageToken }), 400, 'VALIDATION_ERROR');
      expect(refused.fields).toEqual({ endpoint: "This browser's push service is not supported" });
    }
    expect(await endpointsOf(booking.id)).toEqual([]);
    const sub = await subscribe(booking.id, { endpoint: 'https://eu.push.example.net/send/x', keys, manageToken: booking.manageToken });
    expect(sub.statusCode, sub.body).toBe(201);
  });

  it('is for an active booking only', async () => {
    const booking = await walkIn();
    const cancelled = await putStatus(s.t, booking.id, { status: 'cancelled' }, s.barberA);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const refused = expectError(await subscribe(booking.id, { ...phone('late').toJSON(), manageToken: booking.manageToken }), 409, 'BOOKING_NOT_ACTIVE');
    expect(refused.message).toBe('Notifications are only for a booking that is still active');

    const served = await walkIn();
    expect((await putStatus(s.t, served.id, { status: 'serving' }, s.barberA)).statusCode).toBe(200);
    expect((await subscribe(served.id, { ...phone('chair').toJSON(), manageToken: served.manageToken })).statusCode).toBe(201);
  });

  it(`lets at most ${MAX_PUSH_SUBSCRIPTIONS} phones follow one booking`, async () => {
    const booking = await walkIn();
    const phones = Array.from({ length: MAX_PUSH_SUBSCRIPTIONS + 1 }, (_, n) => phone(`family-${n}`));
    for (const each of phones.slice(0, MAX_PUSH_SUBSCRIPTIONS)) {
      expect((await subscribe(booking.id, { ...each.toJSON(), manageToken: booking.manageToken })).statusCode).toBe(201);
    }
    const extra = phones[MAX_PUSH_SUBSCRIPTIONS]?.toJSON();
    expectError(await subscribe(booking.id, { ...extra, manageToken: booking.manageToken }), 409, 'TOO_MANY_SUBSCRIPTIONS');
    // A phone already subscribed may renew its keys.
    expect((await subscribe(booking.id, { ...phones[0]?.toJSON(), manageToken: booking.manageToken })).statusCode).toBe(200);
    // Another booking has its own five.
    const next = await walkIn();
    expect((await subscribe(next.id, { ...extra, manageToken: next.manageToken })).statusCode).toBe(201);
    expect(await endpointsOf(booking.id)).toHaveLength(MAX_PUSH_SUBSCRIPTIONS);
  });
});

describe('DELETE /api/bookings/{id}/push', () => {
  it("stops one phone's notifications, for the owner or staff, even after the booking ended", async () => {
    const booking = await walkIn();
    const [mine, partner] = [phone('mine'), phone('partner')];
    for (const each of [mine, partner]) await subscribe(booking.id, { ...each.toJSON(), manageToken: booking.manageToken });

    expectError(await unsubscribe(booking.id, { endpoint: mine.endpoint }), 401, 'UNAUTHORIZED');
    expectError(await unsubscribe(booking.id, { endpoint: mine.endpoint, manageToken: 'f'.repeat(64) }), 403, 'FORBIDDEN');
    expectError(await unsubscribe(booking.id, { endpoint: 'nope', manageToken: booking.manageToken }), 400, 'VALIDATION_ERROR');

    const stopped = await unsubscribe(booking.id, { endpoint: mine.endpoint, manageToken: booking.manageToken });
    expect(stopped.statusCode, stopped.body).toBe(200);
    expect(stopped.json()).toEqual({ subscribed: false });
    expect(await endpointsOf(booking.id)).toEqual([partner.endpoint]);
    // Again: nothing to stop, not an error.
    expect((await unsubscribe(booking.id, { endpoint: mine.endpoint, manageToken: booking.manageToken })).statusCode).toBe(200);

    await putStatus(s.t, booking.id, { status: 'cancelled' }, s.barberA);
    expect((await unsubscribe(booking.id, { endpoint: partner.endpoint }, s.barberA)).statusCode).toBe(200);
    expect(await endpointsOf(booking.id)).toEqual([]);
  });
});
