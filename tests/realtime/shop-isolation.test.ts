import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { realtimeOf } from '../../src/server/realtime/hub.js';
import type { AppContext } from '../../src/server/context.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { seedShop } from '../helpers/fixtures.js';
import { addSecondShop } from '../helpers/shops.js';
import { bookAndPublish, LiveClient, RefusedUpgrade, wsUrl } from './live-client.js';

/** A socket belongs to one shop (docs/decisions/0020-shop-routing.md): it hears that shop's changes and no other's. */
describe('live updates per shop', () => {
  let t: TestApp;
  let main: Awaited<ReturnType<typeof seedShop>>;
  let second: AppContext;
  let secondBarber: { id: number };
  let url: string;
  const clients: LiveClient[] = [];

  async function connect(path: string): Promise<LiveClient> {
    const client = await LiveClient.open(url.replace(/\/ws$/, path));
    clients.push(client);
    await client.nextOfType('connected');
    return client;
  }

  beforeAll(async () => {
    t = await createTestApp({ env: { SHOPS_IN_MEMORY: '1' } });
    main = await seedShop(t.ctx);
    ({ ctx: second, barber: secondBarber } = await addSecondShop(t));
    url = await wsUrl(t);
  });
  afterEach(async () => {
    await Promise.all(clients.splice(0).map((client) => client.close()));
  });
  afterAll(async () => {
    await t.close();
  });

  it('brings a change to the sockets of its shop and to none of another', async () => {
    const home = await connect('/ws');
    const other = await connect('/s/imran-cuts/ws');
    const inSecond = await bookAndPublish(second, { barberId: secondBarber.id, customerPhone: '9876500001' });
    const heard = await other.nextOfType('bookingCreated');
    expect(heard).toMatchObject({ bookingId: inSecond.id, barberId: secondBarber.id });
    // Then a change in shop 1: the first thing shop 1's socket hears after its hello is its own.
    const inMain = await bookAndPublish(t.ctx, { barberId: main.barberA.id, customerPhone: '9876500002' });
    const first = await home.next((message) => message.type !== 'connected', 'the first change');
    expect(first).toMatchObject({ type: 'bookingCreated', bookingId: inMain.id });
    expect(home.texts.join('\n')).not.toContain(`"bookingId":${inSecond.id}`);
    expect(other.texts.join('\n')).not.toContain(`"bookingId":${inMain.id}`);
    // No message carries the shop's id: the socket's address says which shop it is.
    expect([...home.texts, ...other.texts].join('\n')).not.toContain('shopId');
  });

  it('keeps in memory no more idle shops than it may, and keeps a shop someone is connected to', async () => {
    // One shop may be held: the second shop's socket keeps it, and shop 1 is loaded again when asked.
    const other = await connect('/s/imran-cuts/ws');
    const held = t.shops.loaded(second.shopId);
    expect(held).toBeDefined();
    const home = await t.app.inject({ method: 'GET', url: '/api/barbers' });
    expect(home.statusCode).toBe(200);
    expect(t.shops.loaded(second.shopId)).toBe(held);
    await other.close();
    clients.splice(0);
    await vi.waitFor(() => {
      expect(realtimeOf(t.app).connectionCount()).toBe(0);
    });
    // With nobody connected, reading shop 1 lets the second shop go, and the reverse.
    await t.app.inject({ method: 'GET', url: '/api/barbers' });
    await t.app.inject({ method: 'GET', url: '/s/imran-cuts/api/barbers' });
    expect(t.shops.heldCount()).toBe(1);
    const again = await t.app.inject({ method: 'GET', url: '/api/barbers' });
    expect((JSON.parse(again.body) as { name: string }[]).map((barber) => barber.name).sort()).toEqual(['Ravi Kumar', 'Sunil Shah']);
    expect(t.shops.heldCount()).toBe(1);
  });
});

describe('a suspended shop', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
    await seedShop(t.ctx);
    await addSecondShop(t);
  });
  afterAll(async () => {
    await t.close();
  });

  it('closes the sockets open on it and refuses them when they come back', async () => {
    const url = (await wsUrl(t)).replace(/\/ws$/, '/s/imran-cuts/ws');
    const client = await LiveClient.open(url);
    await client.nextOfType('connected');
    await t.database.db.execute(sql`update shops set status = 'suspended' where slug = 'imran-cuts'`);
    t.shops.forget('imran-cuts');
    expect((await t.app.inject({ method: 'GET', url: '/s/imran-cuts/api/barbers' })).statusCode).toBe(404);
    expect((await client.closed).code).toBe(1001);
    const again = await LiveClient.open(url).catch((error: unknown) => error);
    expect(again).toBeInstanceOf(RefusedUpgrade);
    expect((again as RefusedUpgrade).status).toBe(404);
  });
});

describe('a shop on its own domain', () => {
  let t: TestApp;
  let main: Awaited<ReturnType<typeof seedShop>>;
  let second: AppContext;
  let secondBarber: { id: number };

  beforeAll(async () => {
    t = await createTestApp();
    main = await seedShop(t.ctx);
    ({ ctx: second, barber: secondBarber } = await addSecondShop(t));
    await t.database.db.execute(sql`update shops set domain = 'imran-salon.in' where slug = 'imran-cuts'`);
  });
  afterAll(async () => {
    await t.close();
  });

  it('owns a socket opened at /ws with its host: that socket hears its changes and none of the home shop', async () => {
    const url = await wsUrl(t);
    const onDomain = await LiveClient.open(url, { host: 'imran-salon.in' });
    const home = await LiveClient.open(url, { host: 'chair.example.in' });
    try {
      await onDomain.nextOfType('connected');
      await home.nextOfType('connected');
      const inMain = await bookAndPublish(t.ctx, { barberId: main.barberA.id, customerPhone: '9876500011' });
      const inSecond = await bookAndPublish(second, { barberId: secondBarber.id, customerPhone: '9876500012' });
      expect(await onDomain.nextOfType('bookingCreated')).toMatchObject({ bookingId: inSecond.id });
      expect(await home.nextOfType('bookingCreated')).toMatchObject({ bookingId: inMain.id });
      expect(onDomain.texts.join('\n')).not.toContain(`"bookingId":${inMain.id}`);
      expect(home.texts.join('\n')).not.toContain(`"bookingId":${inSecond.id}`);
    } finally {
      await Promise.all([onDomain.close(), home.close()]);
    }
  });
});
