import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { realtimeOf } from '../../src/server/realtime/hub.js';
import { publishBookingEvent, publishNotice } from '../../src/server/realtime/publish.js';
import { planFor } from '../../src/server/services/plans.js';
import { createdBookingSchema } from '../../src/shared/schemas/booking.js';
import { LIVE_SEQ_HEADER } from '../../src/shared/events.js';
import { serverMessageSchema } from '../../src/shared/schemas/events.js';
import { eq } from 'drizzle-orm';
import { barbers, shopSettings } from '../../src/server/db/schema.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { seedShop } from '../helpers/fixtures.js';
import { bookAndPublish, LiveClient, notifyRaw, RefusedUpgrade, wsUrl } from './live-client.js';

describe('/ws live updates', () => {
  let t: TestApp;
  let url: string;
  let shop: Awaited<ReturnType<typeof seedShop>>;
  const clients: LiveClient[] = [];
  let phone = 9876500000;

  async function connect(options: Parameters<typeof LiveClient.open>[1] = {}): Promise<LiveClient> {
    const client = await LiveClient.open(url, options);
    clients.push(client);
    await client.nextOfType('connected');
    return client;
  }

  beforeAll(async () => {
    t = await createTestApp();
    shop = await seedShop(t.ctx);
    url = await wsUrl(t);
  });
  afterEach(async () => {
    await Promise.all(clients.splice(0).map((client) => client.close()));
  });
  afterAll(async () => {
    await t.close();
  });

  it('greets a new socket with the last sequence number', async () => {
    const client = await LiveClient.open(url);
    clients.push(client);
    const hello = await client.nextOfType('connected');
    expect(serverMessageSchema.parse(hello)).toEqual({ type: 'connected', seq: hello.seq, data: { seq: hello.seq } });
    expect(hello.seq).toBe(realtimeOf(t.app).lastSeq(t.ctx.shopId));
  });

  it('tells every API read which change it was read after, so a page can compare it with its hello', async () => {
    const readSeq = async (path: string) => {
      const response = await t.app.inject({ method: 'GET', url: path });
      expect(response.statusCode, response.body).toBe(200);
      return Number(response.headers[LIVE_SEQ_HEADER]);
    };
    const before = await readSeq('/api/barbers');
    expect(before).toBe(realtimeOf(t.app).lastSeq(t.ctx.shopId));
    const client = await connect();
    await t.ctx.db.transaction((tx) => publishNotice(tx, { type: 'servicesUpdated', data: {} }, 'another-instance'));
    await client.nextOfType('servicesUpdated');
    // A read begun after the change has heard of it: its seq is at least the change's.
    for (const path of ['/api/barbers', `/api/barbers/${shop.barberB.id}/slots`, '/api/shop-settings']) {
      expect(await readSeq(path), path).toBeGreaterThan(before);
    }
    // Writes and pages carry none: only API reads are compared.
    const write = await t.app.inject({ method: 'POST', url: '/api/logout' });
    expect(write.headers[LIVE_SEQ_HEADER]).toBeUndefined();
    const page = await t.app.inject({ method: 'GET', url: '/' });
    expect(page.headers[LIVE_SEQ_HEADER]).toBeUndefined();
  });

  it('announces a new booking, then the barber’s new wait, without names or phones', async () => {
    const client = await connect();
    const customerPhone = String(phone++);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/bookings',
      payload: {
        barberId: shop.barberA.id,
        customerName: 'Priya Sharma',
        customerPhone,
        bookingType: 'queue',
        services: [shop.haircut.id],
      },
    });
    expect(response.statusCode).toBe(201);
    const booking = createdBookingSchema.parse(response.json());

    const created = await client.nextOfType('bookingCreated', (m) => m.bookingId === booking.id);
    expect(serverMessageSchema.parse(created)).toEqual({
      type: 'bookingCreated',
      seq: created.seq,
      barberId: shop.barberA.id,
      bookingId: booking.id,
      data: { bookingType: 'queue' },
    });
    const wait = await client.nextOfType('waitTimeUpdated', (m) => m.barberId === shop.barberA.id);
    expect(wait).toEqual({
      type: 'waitTimeUpdated',
      seq: created.seq,
      barberId: shop.barberA.id,
      data: { estimatedWaitTime: 30, noWait: false, availability: { status: 'working', until: null, queueClosed: false } },
    });
    expect(realtimeOf(t.app).lastSeq(t.ctx.shopId)).toBeGreaterThanOrEqual(created.seq);

    const raw = client.texts.join('\n');
    expect(raw).not.toContain('Priya');
    expect(raw).not.toContain(customerPhone);
  });

  it('sends the wait again only when it changed', async () => {
    const client = await connect();
    const first = await bookAndPublish(t.ctx, { barberId: shop.barberB.id, customerPhone: String(phone++) });
    await client.nextOfType('waitTimeUpdated', (m) => m.barberId === shop.barberB.id);
    // A status notice that moves nobody (the booking is still waiting) brings no new wait.
    await t.ctx.db.transaction((tx) =>
      publishBookingEvent(tx, { type: 'bookingUpdated', bookingId: first.id, barberId: shop.barberB.id, data: { status: 'waiting' } }, 'another-instance'),
    );
    await client.nextOfType('bookingUpdated', (m) => m.bookingId === first.id);
    await realtimeOf(t.app).idle();
    await bookAndPublish(t.ctx, { barberId: shop.barberB.id, customerPhone: String(phone++) });
    await client.nextOfType('bookingCreated');
    const next = await client.next((m) => m.type === 'waitTimeUpdated', 'the next wait');
    expect(next).toMatchObject({ barberId: shop.barberB.id, data: { estimatedWaitTime: 60 } });
    const waits = client.messages.filter((m) => m.type === 'waitTimeUpdated').map((m) => m.data.estimatedWaitTime);
    expect(waits).toEqual([30, 60]);
  });

  it('ignores malformed notifications and drops fields a message may not carry', async () => {
    const client = await connect();
    await notifyRaw(t.ctx, 'not json');
    await notifyRaw(t.ctx, JSON.stringify({ type: 'bookingCreated', seq: 1, data: {}, shopId: t.ctx.shopId }));
    // A well-formed message that names no shop goes to no socket.
    await notifyRaw(t.ctx, JSON.stringify({ type: 'shopStatusUpdated', seq: 6, data: { isOpen: true } }));
    await notifyRaw(
      t.ctx,
      JSON.stringify({ type: 'shopStatusUpdated', seq: 7, data: { isOpen: true, customerName: 'Leaky Name' }, phone: '9999999999', shopId: t.ctx.shopId }),
    );
    const notice = await client.next((m) => m.type !== 'connected', 'the first broadcast');
    expect(notice).toEqual({ type: 'shopStatusUpdated', seq: 7, data: { isOpen: true } });
    expect(client.texts.join('\n')).not.toMatch(/Leaky|9999999999/);
  });

  it('invalidates the hot store on a notice from elsewhere', async () => {
    const client = await connect();
    expect((await t.ctx.store.settings()).isOpen).toBe(true);
    // Another instance closed the shop: the row changed and only the notification tells us.
    await t.ctx.db.transaction(async (tx) => {
      await tx.update(shopSettings).set({ isOpen: false });
      await publishNotice(tx, { type: 'shopStatusUpdated', data: { isOpen: false } }, 'another-instance');
    });
    await client.nextOfType('shopStatusUpdated');
    expect((await t.ctx.store.settings()).isOpen).toBe(false);
    await t.ctx.db.update(shopSettings).set({ isOpen: true });
    t.ctx.store.invalidate({ kind: 'settings' });
  });

  it('refuses an upgrade from another site’s page', async () => {
    const refused = await LiveClient.open(url, { origin: 'https://evil.example' }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(RefusedUpgrade);
    expect((refused as RefusedUpgrade).status).toBe(403);
    const own = await connect({ origin: url.replace('ws://', 'http://').replace('/ws', '') });
    expect(own.messages[0]?.type).toBe('connected');
  });

  it('sends every barber’s wait on the minute tick while the shop is open, none while closed', async () => {
    const client = await connect();
    await bookAndPublish(t.ctx, {
      barberId: shop.barberA.id,
      customerPhone: String(phone++),
      status: 'serving',
      servingStartedAt: new Date(t.clock.now),
    });
    await client.nextOfType('waitTimeUpdated', (m) => m.barberId === shop.barberA.id);

    await realtimeOf(t.app).tick();
    const a = await client.nextOfType('waitTimeUpdated', (m) => m.barberId === shop.barberA.id);
    const b = await client.nextOfType('waitTimeUpdated', (m) => m.barberId === shop.barberB.id);
    expect(serverMessageSchema.parse(a).seq).toBe(realtimeOf(t.app).lastSeq(t.ctx.shopId));
    expect(a.data.estimatedWaitTime).toBe((await planFor(t.ctx, shop.barberA.id)).waitTime);
    expect(b.data.estimatedWaitTime).toBe((await planFor(t.ctx, shop.barberB.id)).waitTime);

    // Time passes: the customer in the chair has less time left, so the wait shrinks with no change made.
    t.clock.advance(10);
    await realtimeOf(t.app).tick();
    const later = await client.nextOfType('waitTimeUpdated', (m) => m.barberId === shop.barberA.id);
    expect(later.data.estimatedWaitTime).toBe(a.data.estimatedWaitTime - 10);
    await client.nextOfType('waitTimeUpdated', (m) => m.barberId === shop.barberB.id);
    const mark = client.texts.length;

    await t.ctx.db.update(shopSettings).set({ isOpen: false });
    t.ctx.store.invalidate({ kind: 'settings' });
    await realtimeOf(t.app).tick();
    // A notice sent after the tick arrives after anything the tick sent: nothing came in between.
    await t.ctx.db.transaction((tx) => publishNotice(tx, { type: 'servicesUpdated', data: {} }, 'another-instance'));
    await client.nextOfType('servicesUpdated');
    expect(client.messages.slice(mark).map((m) => m.type)).toEqual(['servicesUpdated']);
    await t.ctx.db.update(shopSettings).set({ isOpen: true });
    t.ctx.store.invalidate({ kind: 'settings' });
  });

  it('tells the card when a break ends on the clock, with the next tick', async () => {
    const client = await connect();
    const until = new Date(t.clock.now + 15 * 60_000);
    await t.ctx.db.update(barbers).set({ breakStart: new Date(t.clock.now), breakEnd: until }).where(eq(barbers.id, shop.barberB.id));
    t.ctx.store.invalidate({ kind: 'barbers' });
    await realtimeOf(t.app).tick();
    const onBreak = await client.nextOfType('waitTimeUpdated', (m) => m.barberId === shop.barberB.id);
    expect(onBreak.data.availability).toEqual({ status: 'on_break', until: until.toISOString(), queueClosed: false });

    t.clock.advance(15);
    await realtimeOf(t.app).tick();
    const back = await client.nextOfType('waitTimeUpdated', (m) => m.barberId === shop.barberB.id);
    expect(back.data.availability).toEqual({ status: 'working', until: null, queueClosed: false });
  });
});
