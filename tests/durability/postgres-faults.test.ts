import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, onPostgres, type TestDatabase } from '../helpers/db.js';
import {
  adminCookie,
  asSuperuser,
  bookingStream,
  catalogOf,
  listenBackends,
  openAroundTheClock,
  putSettings,
  startInstances,
  stopInstances,
  terminateBackends,
  untilThrough,
  type Catalog,
  type Instance,
} from '../helpers/instances.js';
import { LiveClient } from '../realtime/live-client.js';
import { expectOneCopyEach, expectStored, sleep, stopSignal, waitFor } from '../helpers/faults.js';

const serverUrl = process.env.DATABASE_URL ?? '';

/**
 * What a managed PostgreSQL does in a failover, a minor upgrade or a maintenance window: the app's
 * connections are terminated while bookings flow (docs/decisions/0014-database-faults.md).
 */
describe.skipIf(!onPostgres)('two instances while PostgreSQL terminates their connections', () => {
  let database: TestDatabase;
  let dbName: string;
  let instances: Instance[];
  let a: Instance;
  let b: Instance;
  let cookie: string;
  let catalog: Catalog;

  beforeAll(async () => {
    database = await createTestDatabase();
    dbName = new URL(database.url ?? '').pathname.slice(1);
    instances = await startInstances(database.url ?? '', ['a', 'b']);
    [a, b] = instances as [Instance, Instance];
    cookie = await adminCookie(a.base);
    await openAroundTheClock(a.base, cookie);
    catalog = await catalogOf(a.base);
  }, 120_000);

  afterAll(async () => {
    await stopInstances(instances);
    await database.close();
  });

  const wsOf = (instance: Instance) => `${instance.base.replace('http', 'ws')}/ws`;

  it('stays up, loses and doubles nothing, and sends each later event once', { timeout: 300_000 }, async () => {
    const sockets = await Promise.all([a, a, b, b].map((instance) => LiveClient.open(wsOf(instance))));
    const { stopped, stop } = stopSignal();
    const streaming = bookingStream(instances, catalog, cookie, stopped);
    for (let round = 0; round < 4; round++) {
      await sleep(1500);
      await terminateBackends(serverUrl, dbName);
    }
    await sleep(1000);
    stop();
    const stream = await streaming;

    expect(instances.map((instance) => instance.exit)).toEqual([null, null]);
    expect(stream.unexpected).toEqual([]);
    expect(stream.acknowledged.size).toBeGreaterThan(0);
    await expectStored(database.url ?? '', stream.acknowledged);

    // Within a few seconds of the last fault, each instance takes bookings again.
    await terminateBackends(serverUrl, dbName);
    for (const instance of instances) {
      const answer = await untilThrough(`${instance.base}/api/barbers`, {}, 5000);
      expect(answer?.status).toBe(200);
    }

    // One LISTEN connection per instance, however often it was dropped.
    for (const instance of instances) {
      await waitFor(async () => (await listenBackends(serverUrl, dbName, instance.name)).length > 0, 10_000, 'the listener back');
    }
    await sleep(2000);
    for (const instance of instances) expect(await listenBackends(serverUrl, dbName, instance.name)).toHaveLength(1);

    const mark = sockets.map((socket) => socket.texts.length);
    const later = await bookingStream(instances, catalog, cookie, sleep(1500), 2);
    expect(later.unexpected).toEqual([]);
    for (const socket of sockets) {
      await waitFor(
        () => {
          const created = socket.messages.filter((message) => message.type === 'bookingCreated').map((message) => message.bookingId);
          return [...later.acknowledged.keys()].every((id) => created.includes(id));
        },
        10_000,
        'every later booking on every socket',
      );
    }
    await sleep(1000);
    sockets.forEach((socket, index) => {
      expectOneCopyEach(socket.texts.slice(mark[index]));
    });
    await Promise.all(sockets.map((socket) => socket.close()));
  });

  it('brings a change made while one listener was down to its readers and sockets within 10 s', { timeout: 60_000 }, async () => {
    const sockets = await Promise.all([b, b].map((instance) => LiveClient.open(wsOf(instance))));
    const mark = sockets.map((socket) => socket.texts.length);
    const listening = await listenBackends(serverUrl, dbName, b.name);
    expect(listening.length).toBeGreaterThan(0);
    await asSuperuser(serverUrl, 'SELECT pg_terminate_backend(pid) FROM unnest($1::int[]) AS pid', [listening]);
    expect((await putSettings(a.base, cookie, { isOpen: false })).status).toBe(200);

    const closedAt = Date.now();
    await waitFor(
      async () => !((await (await fetch(`${b.base}/api/shop-settings`)).json()) as { isOpen: boolean }).isOpen,
      10_000,
      'instance b to read the shop as closed',
    );
    const booking = await fetch(`${b.base}/api/bookings`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        barberId: catalog.barberIds[0],
        customerName: 'Too Late',
        customerPhone: '7999999999',
        bookingType: 'queue',
        services: [catalog.serviceId],
      }),
    });
    expect(booking.status).toBe(409);
    expect(((await booking.json()) as { error: string }).error).toBe('SHOP_CLOSED');
    for (const [index, socket] of sockets.entries()) {
      await waitFor(
        () =>
          socket.messages
            .slice(mark[index])
            .some((message) => message.type === 'shopStatusUpdated' || message.type === 'connected'),
        10_000 - (Date.now() - closedAt),
        'a socket on b to hear of the change or be told to read again',
      );
    }
    expect((await putSettings(a.base, cookie, { isOpen: true })).status).toBe(200);
    await Promise.all(sockets.map((socket) => socket.close()));
  });

  it('lists on b within 10 s a shop listed through a while b’s listener was down (docs/product/shop-list.md)', { timeout: 60_000 }, async () => {
    const listOf = async (instance: Instance) => (await (await fetch(`${instance.base}/api/platform/shop-list`)).json()) as { total: number };
    expect((await listOf(b)).total).toBe(0);
    const listening = await listenBackends(serverUrl, dbName, b.name);
    expect(listening.length).toBeGreaterThan(0);
    await asSuperuser(serverUrl, 'SELECT pg_terminate_backend(pid) FROM unnest($1::int[]) AS pid', [listening]);
    const listed = await fetch(`${a.base}/api/shop-settings/place`, {
      method: 'PUT',
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ area: 'Koramangala', pinCode: '560034', latitude: 12.9352, longitude: 77.6245, listed: true }),
    });
    expect(listed.status).toBe(200);
    await waitFor(async () => (await listOf(b)).total === 1, 10_000, 'instance b to list the shop');
  });
});
