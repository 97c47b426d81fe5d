import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../src/server/auth/password.js';
import { createSession, loadPrincipal } from '../../src/server/auth/session.js';
import { barberById, liveBarbers, lockChairs, markBarberDeleted, updateBarberRow } from '../../src/server/data/barbers.js';
import { activeBookingOfPhone, bookingById, cancelActiveBookingsOfBarber, updateBooking, waitingBookings } from '../../src/server/data/bookings.js';
import { offeredServices } from '../../src/server/data/services.js';
import { saveSettings, settingsRow } from '../../src/server/data/shop-settings.js';
import { loginByUsername } from '../../src/server/data/users.js';
import { rowsOf, type ShopDb } from '../../src/server/db/client.js';
import { sqlState } from '../../src/server/db/errors.js';
import { insertBarberRows, insertBookingRow, insertService } from '../../src/server/db/factories.js';
import { barbers, bookings, services, shopSettings, users } from '../../src/server/db/schema.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { onPostgres } from '../helpers/db.js';
import { BARBER_A, seedShop, staffLogin } from '../helpers/fixtures.js';
import { addShop } from '../helpers/shops.js';

const PHONE = '9811100001';
const OTHER_LOGIN = { username: 'second-owner', password: 'second-owner-password' };

/** Shop 1 served by the app, and a second shop in the same database (docs/decisions/0019-shops.md). */
describe(`a shop's handle sees and changes its own shop only (${onPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  let t: TestApp;
  let shop: Awaited<ReturnType<typeof seedShop>>;
  let second: ShopDb;
  let secondId: number;
  let secondBarber: typeof barbers.$inferSelect;
  let secondLogin: typeof users.$inferSelect;
  let secondBooking: typeof bookings.$inferSelect;
  let firstBooking: typeof bookings.$inferSelect;

  beforeAll(async () => {
    t = await createTestApp();
    shop = await seedShop(t.ctx);
    secondId = await addShop(t.ctx.database.db, 'second');
    second = t.ctx.database.forShop(secondId);
    const passwordHash = await hashPassword(OTHER_LOGIN.password);
    // The same username and the same phone as shop 1's: unique within a shop, not across shops.
    ({ barber: secondBarber, user: secondLogin } = await insertBarberRows(second, { name: 'Second Barber', username: BARBER_A.username, passwordHash }));
    await second.insert(users).values({ username: OTHER_LOGIN.username, passwordHash, role: 'admin' });
    await insertService(second, { name: 'Second Service', duration: 20 });
    await saveSettings(second, { shopName: 'Second Shop' });
    secondBooking = await insertBookingRow(second, { barberId: secondBarber.id, customerPhone: PHONE });
    firstBooking = await insertBookingRow(t.ctx.db, { barberId: shop.barberA.id, customerPhone: PHONE });
  });
  afterAll(async () => {
    await t.close();
  });

  it('serves shop 1 and runs as the app role, in its shop or in none', async () => {
    expect(t.ctx.shopId).toBe(1);
    const scope = async (db: { execute: ShopDb['execute'] }) =>
      rowsOf<{ who: string; shop: number | null }>(await db.execute(sql`select current_user as who, current_shop_id() as shop`))[0];
    expect(await scope(t.ctx.db)).toEqual({ who: 'chair_app', shop: 1 });
    expect(await scope(second)).toEqual({ who: 'chair_app', shop: secondId });
    expect(await scope(t.ctx.database.db)).toEqual({ who: 'chair_app', shop: null });
    expect(await t.ctx.db.transaction((tx) => scope(tx))).toEqual({ who: 'chair_app', shop: 1 });
  });

  it("opens a change holding its own shop's change counter, and no other transaction", async () => {
    // A row locked by this transaction carries its id in xmax (docs/product/architecture.md#live-updates).
    const counterHeld = async (tx: { execute: ShopDb['execute'] }) =>
      rowsOf<{ held: boolean }>(await tx.execute(sql`select xmax::text = (txid_current() % 4294967296)::text as held from shops where id = current_shop_id()`))[0]?.held;
    expect(await second.change((tx) => counterHeld(tx))).toBe(true);
    expect(await t.ctx.db.change((tx) => counterHeld(tx))).toBe(true);
    expect(await second.transaction((tx) => counterHeld(tx))).toBe(false);
  });

  it("never returns another shop's rows, outside a transaction or in one", async () => {
    const db = t.ctx.db;
    expect((await liveBarbers(db)).map((row) => row.id)).toEqual([shop.barberA.id, shop.barberB.id]);
    expect(await barberById(db, secondBarber.id)).toBeUndefined();
    expect(await barberById(second, secondBarber.id)).toMatchObject({ name: 'Second Barber' });
    expect((await offeredServices(db)).map((row) => row.name)).not.toContain('Second Service');
    expect((await settingsRow(db))?.shopName).not.toBe('Second Shop');
    expect((await settingsRow(second))?.shopName).toBe('Second Shop');
    expect(await bookingById(db, secondBooking.id)).toBeUndefined();
    expect((await waitingBookings(db)).map((row) => row.id)).toEqual([firstBooking.id]);
    expect((await activeBookingOfPhone(db, PHONE))?.id).toBe(firstBooking.id);
    expect((await activeBookingOfPhone(second, PHONE))?.id).toBe(secondBooking.id);
    expect(await loginByUsername(db, OTHER_LOGIN.username)).toBeUndefined();
    expect((await loginByUsername(db, BARBER_A.username))?.barber?.id).toBe(shop.barberA.id);
    await db.transaction(async (tx) => {
      expect(await bookingById(tx, secondBooking.id, { forUpdate: true })).toBeUndefined();
      expect((await lockChairs(tx, 'all')).map((row) => row.id)).toEqual([shop.barberA.id, shop.barberB.id]);
    });
  });

  it("never changes another shop's rows, nor writes a row into another shop", async () => {
    const db = t.ctx.db;
    const at = new Date(t.clock.now);
    expect(await updateBarberRow(db, secondBarber.id, { name: 'Taken Over' })).toBeUndefined();
    await markBarberDeleted(db, secondBarber.id, 'Deleted', at);
    expect(await updateBooking(db, secondBooking.id, { status: 'completed', finishedAt: at })).toBeUndefined();
    expect(await cancelActiveBookingsOfBarber(db, secondBarber.id, { status: 'cancelled', cancelledBy: 'barber' })).toEqual([]);
    await db.transaction(async (tx) => {
      await tx.update(bookings).set({ status: 'cancelled', cancelledBy: 'barber' });
      await tx.delete(services);
      await tx.update(shopSettings).set({ shopName: 'Renamed' });
    });
    expect(await barberById(second, secondBarber.id)).toMatchObject({ name: 'Second Barber', deletedAt: null, isAvailable: true });
    expect(await bookingById(second, secondBooking.id)).toMatchObject({ status: 'waiting' });
    expect((await offeredServices(second)).map((row) => row.name)).toEqual(['Second Service']);
    expect((await settingsRow(second))?.shopName).toBe('Second Shop');

    // A row that names the other shop is refused by the policy's check.
    const written = await db
      .insert(services)
      .values({ shopId: secondId, name: 'Smuggled', duration: 10 })
      .then(() => 'written', (error: unknown) => sqlState(error));
    expect(written).toBe('42501');
    const moved = await db
      .update(bookings)
      .set({ shopId: secondId })
      .where(eq(bookings.id, firstBooking.id))
      .then(() => 'moved', (error: unknown) => sqlState(error));
    expect(moved).toBe('42501');
  });

  it("shows the global handle no shop's rows, and lets it write none", async () => {
    const global = t.ctx.database.db;
    for (const table of [users, barbers, services, shopSettings, bookings]) {
      expect(await global.select().from(table)).toEqual([]);
    }
    expect(rowsOf<{ n: number }>(await global.execute(sql`select count(*)::int as n from shops`))[0]?.n).toBe(2);
    const written = await global
      .insert(services)
      .values({ name: 'Nobody’s', duration: 10 })
      .then(() => 'written', (error: unknown) => sqlState(error));
    // No shop: its shop_id would be null, which the policy's check refuses.
    expect(written).toBe('42501');
  });

  it("knows another shop's staff session nowhere but in that shop", async () => {
    const { token } = await createSession(t.ctx.database.db, { shopId: secondId, userId: secondLogin.id }, t.clock.now);
    expect(await loadPrincipal(t.ctx.db, t.ctx.shopId, token, t.clock.now)).toBeNull();
    expect(await loadPrincipal(second, secondId, token, t.clock.now)).toMatchObject({ role: 'barber', barberId: secondBarber.id });
    const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: `chair_session=${token}` } });
    expect(me.json<{ user: unknown }>().user).toBeNull();

    // Shop 2's logins do not open shop 1; shop 1's own still do.
    const refused = await t.app.inject({ method: 'POST', url: '/api/login', payload: OTHER_LOGIN });
    expect(refused.statusCode).toBe(401);
    const cookie = await staffLogin(t.app, BARBER_A);
    const mine = await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } });
    expect(mine.json<{ user: { username: string } }>().user).toMatchObject({ role: 'barber', username: BARBER_A.username });
  });

  it("lists shop 1's barbers and services at the bare paths, never shop 2's", async () => {
    t.ctx.store.clear();
    const listed = (await t.app.inject({ method: 'GET', url: '/api/barbers' })).json<{ name: string }[]>();
    expect(listed.map((row) => row.name).sort()).toEqual(['Ravi Kumar', 'Sunil Shah']);
    const offered = (await t.app.inject({ method: 'GET', url: '/api/services' })).json<{ name: string }[]>();
    expect(offered.map((row) => row.name)).not.toContain('Second Service');
  });
});
