import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { liveBarbers } from '../../src/server/data/barbers.js';
import { activeBookingOfPhone, waitingBookings } from '../../src/server/data/bookings.js';
import { openDatabase, openPostgres, poolName, rowsOf, type Database, type ShopDb } from '../../src/server/db/client.js';
import { insertBarberRows, insertBookingRow } from '../../src/server/db/factories.js';
import { barbers, bookings } from '../../src/server/db/schema.js';
import { createTestDatabase, onPostgres, type TestDatabase } from '../helpers/db.js';
import { addShop } from '../helpers/shops.js';

const PHONE = '9822200001';

/**
 * One pooled connection serves every shop in turn (docs/decisions/0019-shops.md): it takes each
 * handle's scope as it is checked out, and only when it carries another.
 */
describe.skipIf(!onPostgres)('a pooled PostgreSQL connection shared by two shops', () => {
  let database: TestDatabase;
  let pooled: Database;
  let first: ShopDb;
  let second: ShopDb;

  beforeAll(async () => {
    database = await createTestDatabase();
    const secondId = await addShop(database.db, 'second');
    const passwordHash = 'not-a-real-hash';
    const one = (await insertBarberRows(database.shop, { name: 'First Barber', username: 'first', passwordHash })).barber;
    const two = (await insertBarberRows(database.forShop(secondId), { name: 'Second Barber', username: 'second', passwordHash })).barber;
    await insertBookingRow(database.shop, { barberId: one.id, customerPhone: PHONE });
    await insertBookingRow(database.forShop(secondId), { barberId: two.id, customerPhone: PHONE });
    // One connection in the pool: every handle below takes turns on it.
    pooled = openPostgres(database.url ?? '', { poolSize: 1 });
    first = pooled.forShop(1);
    second = pooled.forShop(secondId);
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });
  afterAll(async () => {
    await pooled.close();
    await database.close();
  });

  const names = async (db: ShopDb) => (await liveBarbers(db)).map((row) => row.name);
  const backend = async (db: { execute: Database['db']['execute'] }) =>
    rowsOf<{ pid: number }>(await db.execute(sql`select pg_backend_pid() as pid`))[0]?.pid;

  it("never shows shop 1 the rows of shop 2, which used the connection just before", async () => {
    expect(await backend(second)).toBe(await backend(first));
    expect(await names(second)).toEqual(['Second Barber']);
    expect(await names(first)).toEqual(['First Barber']);
    expect(await second.transaction((tx) => waitingBookings(tx))).toHaveLength(1);
    const seen = await first.transaction(async (tx) => ({
      barbers: (await liveBarbers(tx)).map((row) => row.name),
      bookings: (await waitingBookings(tx)).map((row) => row.barberName),
      phone: (await activeBookingOfPhone(tx, PHONE))?.barberId,
    }));
    expect(seen.barbers).toEqual(['First Barber']);
    expect(seen.phone).toBe((await liveBarbers(first))[0]?.id);
    // The global handle, after both: no shop's rows.
    expect(await pooled.db.select().from(barbers)).toEqual([]);
    expect(await pooled.db.select().from(bookings)).toEqual([]);
    expect(await names(first)).toEqual(['First Barber']);
  });

  it('keeps each shop to its rows while the shops take turns on the connection at once', async () => {
    // Shop 1 by single statements, shop 2 by transactions, all queued for the one connection.
    const inTransaction = (db: ShopDb) => db.transaction(async (tx) => (await liveBarbers(tx)).map((row) => row.name));
    const answers = await Promise.all(Array.from({ length: 20 }, (_, round) => (round % 2 === 0 ? names(first) : inTransaction(second))));
    answers.forEach((answer, round) => {
      expect(answer).toEqual([round % 2 === 0 ? 'First Barber' : 'Second Barber']);
    });
  });

  it('sets the scope of a connection only when it carries another: no extra round trip per statement', async () => {
    await names(first);
    const sent = vi.spyOn(pg.Client.prototype, 'query');
    for (let i = 0; i < 5; i++) await names(first);
    expect(sent).toHaveBeenCalledTimes(5);
    await first.transaction((tx) => liveBarbers(tx));
    // begin, the statement, commit.
    expect(sent).toHaveBeenCalledTimes(8);
    await names(second);
    // The scope of shop 2, then the statement.
    expect(sent).toHaveBeenCalledTimes(10);
    await names(second);
    expect(sent).toHaveBeenCalledTimes(11);
  });

  it("takes a transaction's scope in its begin, and leaves the connection in the scope it carried", async () => {
    await names(first);
    const sent = vi.spyOn(pg.Client.prototype, 'query');
    // The connection carries shop 1: shop 2's transaction is begin (with its scope), the statement, commit.
    expect(await second.transaction(async (tx) => (await liveBarbers(tx)).map((row) => row.name))).toEqual(['Second Barber']);
    expect(sent).toHaveBeenCalledTimes(3);
    expect(String(sent.mock.calls[0]?.[0])).toMatch(/^begin; select set_config\('role', '[^']+', true\), set_config\('app.shop_id', '\d+', true\)$/);
    // Still shop 1's, at no extra round trip; and the global handle's after it sees no shop's rows.
    expect(await names(first)).toEqual(['First Barber']);
    expect(sent).toHaveBeenCalledTimes(4);
    expect(await pooled.db.transaction((tx) => tx.select().from(barbers))).toEqual([]);
    expect(await names(first)).toEqual(['First Barber']);
  });

  it('opens a change with its scope and its change counter in the round trip of its begin', async () => {
    await names(first);
    const sent = vi.spyOn(pg.Client.prototype, 'query');
    // The connection carries shop 1: shop 2's change is begin (scope and counter), the statement, commit.
    expect(await second.change(async (tx) => (await liveBarbers(tx)).map((row) => row.name))).toEqual(['Second Barber']);
    expect(sent).toHaveBeenCalledTimes(3);
    expect(String(sent.mock.calls[0]?.[0])).toMatch(/^begin; select set_config\(.+, true\); select event_seq from shops where id = current_shop_id\(\) for no key update$/);
    // Shop 1's own connection carries its scope: begin and the counter, the statement, commit.
    await first.change((tx) => liveBarbers(tx));
    expect(sent).toHaveBeenCalledTimes(6);
    expect(String(sent.mock.calls[3]?.[0])).toBe('begin; select event_seq from shops where id = current_shop_id() for no key update');
  });

  it('gives a connection back when its begin fails, so the pool does not shrink', async () => {
    vi.spyOn(pg.Client.prototype, 'query').mockRejectedValueOnce(new Error('connection lost'));
    await expect(second.transaction((tx) => liveBarbers(tx))).rejects.toThrow(/Failed query: begin/);
    vi.restoreAllMocks();
    // The pool's one connection was discarded and is opened again: this does not wait forever.
    expect((await second.transaction((tx) => liveBarbers(tx))).map((row) => row.name)).toEqual(['Second Barber']);
    expect(await names(first)).toEqual(['First Barber']);
  });

  it('keeps as many connections as DATABASE_POOL_SIZE says', async () => {
    const sized = await openDatabase({ databaseUrl: database.url ?? '', dataDir: '', poolSize: 2 });
    try {
      const pids = await Promise.all(
        Array.from({ length: 6 }, async () => rowsOf<{ pid: number }>(await sized.db.execute(sql`select pg_backend_pid() as pid, pg_sleep(0.05)`))[0]?.pid),
      );
      expect(new Set(pids).size).toBe(2);
    } finally {
      await sized.close();
    }
  });

  it("gives the platform's handle connections of its own, which requests' statements never move to another scope", async () => {
    const name = async (db: { execute: Database['db']['execute'] }) =>
      rowsOf<{ name: string }>(await db.execute(sql`select current_setting('application_name') as name`))[0]?.name;
    // The pool of one is busy for a moment: the platform's statement does not wait for it.
    const busy = first.execute(sql`select pg_sleep(0.3)`);
    expect(await name(pooled.platform)).toBe(`${poolName()} platform`);
    await busy;
    expect(await name(first)).toBe(poolName());
    expect(await name(pooled.db)).toBe(poolName());
    const sent = vi.spyOn(pg.Client.prototype, 'query');
    for (let i = 0; i < 3; i++) {
      expect(await name(pooled.platform)).toBe(`${poolName()} platform`);
      expect(await names(second)).toEqual(['Second Barber']);
      expect(await pooled.db.select().from(barbers)).toEqual([]);
    }
    // Each of the platform's statements one round trip, in the scope its connections keep; the
    // other pool's one connection takes turns between the shop and the global handle.
    const texts = sent.mock.calls.map(([config]: unknown[]) => (typeof config === 'string' ? config : JSON.stringify(config)));
    expect(texts.filter((text) => text.includes('set_config'))).toHaveLength(6);
    expect(sent).toHaveBeenCalledTimes(15);
  });

  it('lends each handle an idle connection that carries its scope already, when one is idle', async () => {
    const two = openPostgres(database.url ?? '', { poolSize: 2 });
    try {
      const shop = two.forShop(1);
      // Both connections opened at once, one in each scope (a single statement's connection keeps its scope).
      const held = sql`select pg_sleep(0.1)`;
      await Promise.all([two.db.execute(held), shop.execute(held)]);
      const sent = vi.spyOn(pg.Client.prototype, 'query');
      for (let i = 0; i < 4; i++) {
        expect(await two.db.select().from(barbers)).toEqual([]);
        expect(await names(shop)).toEqual(['First Barber']);
      }
      // Eight statements and no change of scope: the global handle and the shop's kept apart.
      expect(sent).toHaveBeenCalledTimes(8);
    } finally {
      await two.close();
    }
  });
});
