import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppContext } from '../../src/server/context.js';
import { rowsOf } from '../../src/server/db/client.js';
import { insertAdmin, insertService } from '../../src/server/db/factories.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { ADMIN, expectError, seedShop, sessionCookie, staffLogin } from '../helpers/fixtures.js';
import { makeOperator, NEW_SHOP, operatorLogin } from '../helpers/platform.js';
import { addSecondShop } from '../helpers/shops.js';

const OTHER_ADMIN = { username: ADMIN.username, password: 'second-shop-password-2' };

/** Shop 1 (`main`, at the bare paths) and a second shop, `imran-cuts`, with its own barber and owner. */
describe('a request finds its shop', () => {
  let t: TestApp;
  let main: Awaited<ReturnType<typeof seedShop>>;
  let second: AppContext;
  let imran: { id: number };
  let secondHaircut: { id: number };

  beforeAll(async () => {
    t = await createTestApp({ env: { PLATFORM_DOMAIN: 'chair.test' } });
    main = await seedShop(t.ctx);
    ({ ctx: second, barber: imran } = await addSecondShop(t));
    // The same username as shop 1's owner: usernames are unique per shop.
    await insertAdmin(second.db, OTHER_ADMIN);
    secondHaircut = await insertService(second.db, { name: 'Fade', duration: 20, icon: 'scissors' });
    second.store.clear();
  });
  afterAll(async () => {
    await t.close();
  });

  const names = (body: string) => (JSON.parse(body) as { name: string }[]).map((barber) => barber.name).sort();

  it('serves the home shop at the bare paths and another shop under /s/{slug} and on its own host', async () => {
    const bare = await t.app.inject({ method: 'GET', url: '/api/barbers' });
    expect(names(bare.body)).toEqual(['Ravi Kumar', 'Sunil Shah']);
    const prefixed = await t.app.inject({ method: 'GET', url: '/s/imran-cuts/api/barbers' });
    expect(prefixed.statusCode, prefixed.body).toBe(200);
    expect(names(prefixed.body)).toEqual(['Imran Ali']);
    const hosted = await t.app.inject({ method: 'GET', url: '/api/barbers', headers: { host: 'imran-cuts.chair.test' } });
    expect(names(hosted.body)).toEqual(['Imran Ali']);
    const settings = await t.app.inject({ method: 'GET', url: '/s/imran-cuts/api/shop-settings?lang=en' });
    expect(settings.json<{ shopName: string }>().shopName).toBe('Imran Cuts');
    // The prefix is the shop's only when it is a whole path segment.
    expectError(await t.app.inject({ method: 'GET', url: '/s/imran-cutsx/api/barbers' }), 404, 'SHOP_NOT_FOUND');
  });

  it('answers a clear 404 for a shop that is not there, and changes nothing', async () => {
    expectError(await t.app.inject({ method: 'GET', url: '/s/nobody/api/barbers' }), 404, 'SHOP_NOT_FOUND');
    expectError(await t.app.inject({ method: 'GET', url: '/api/barbers', headers: { host: 'nobody.chair.test' } }), 404, 'SHOP_NOT_FOUND');
    const booked = await t.app.inject({
      method: 'POST',
      url: '/s/nobody/api/bookings',
      payload: { barberId: main.barberA.id, customerPhone: '9876543210', customerName: 'Asha', bookingType: 'queue', services: [main.haircut.id] },
    });
    expectError(booked, 404, 'SHOP_NOT_FOUND');
    expect(rowsOf(await t.ctx.db.execute(sql`select count(*)::int as n from bookings`))).toEqual([{ n: 0 }]);
  });

  it('books in the shop the path names, and never with another shop’s barber', async () => {
    const payload = { customerPhone: '9876543211', customerName: 'Asha', bookingType: 'queue', services: [secondHaircut.id] };
    const made = await t.app.inject({ method: 'POST', url: '/s/imran-cuts/api/bookings', payload: { ...payload, barberId: imran.id } });
    expect(made.statusCode, made.body).toBe(201);
    // One phone may hold one active booking per shop: the same phone books in shop 1 too.
    const home = await t.app.inject({
      method: 'POST',
      url: '/api/bookings',
      payload: { ...payload, services: [main.haircut.id], barberId: main.barberA.id },
    });
    expect(home.statusCode, home.body).toBe(201);
    // Shop 1's barber does not exist under the second shop's address.
    const crossed = await t.app.inject({ method: 'POST', url: '/s/imran-cuts/api/bookings', payload: { ...payload, customerPhone: '9876543212', barberId: main.barberA.id } });
    expect(crossed.statusCode).toBe(404);
    const track = await t.app.inject({ method: 'GET', url: '/s/imran-cuts/api/bookings/track/9876543211' });
    expect(track.json<{ booking: { barberName: string } }[]>().map((item) => item.booking.barberName)).toEqual(['Imran Ali']);
  });

  it('keeps a staff session to its own shop', async () => {
    const login = await t.app.inject({ method: 'POST', url: '/s/imran-cuts/api/login', payload: OTHER_ADMIN });
    const secondOwner = sessionCookie(login);
    // Shop 1's owner has another password: the second shop's does not open shop 1.
    expectError(await t.app.inject({ method: 'POST', url: '/api/login', payload: OTHER_ADMIN }), 401, 'INVALID_CREDENTIALS');
    const mainOwner = await staffLogin(t.app, ADMIN);
    const history = (cookie: string, prefix: string) =>
      t.app.inject({ method: 'GET', url: `${prefix}/api/bookings/history`, headers: { cookie } });
    expect((await history(secondOwner, '/s/imran-cuts')).statusCode).toBe(200);
    expect((await history(mainOwner, '')).statusCode).toBe(200);
    // A cookie of one shop is nobody in the other.
    expectError(await history(secondOwner, ''), 401, 'UNAUTHORIZED');
    expectError(await history(mainOwner, '/s/imran-cuts'), 401, 'UNAUTHORIZED');
  });

  it('refuses a suspended shop until it is resumed', async () => {
    await t.database.db.execute(sql`update shops set status = 'suspended' where slug = 'imran-cuts'`);
    t.shops.forget('imran-cuts');
    expectError(await t.app.inject({ method: 'GET', url: '/s/imran-cuts/api/barbers' }), 404, 'SHOP_SUSPENDED');
    expect(t.shops.loaded(second.shopId)).toBeUndefined();
    await t.database.db.execute(sql`update shops set status = 'active' where slug = 'imran-cuts'`);
    t.shops.forget('imran-cuts');
    const back = await t.app.inject({ method: 'GET', url: '/s/imran-cuts/api/barbers' });
    expect(names(back.body)).toEqual(['Imran Ali']);
  });

  // Suspended or resumed by a statement this instance did not make (another instance, or by hand):
  // the database's notification tells every instance (docs/decisions/0020-shop-routing.md).
  it('hears at once of a shop suspended and resumed elsewhere', async () => {
    const barbersAt = () => t.app.inject({ method: 'GET', url: '/s/imran-cuts/api/barbers' });
    expect((await barbersAt()).statusCode).toBe(200);
    await t.database.db.execute(sql`update shops set status = 'suspended' where slug = 'imran-cuts'`);
    await expect.poll(async () => (await barbersAt()).statusCode, { timeout: 3000 }).toBe(404);
    expectError(await barbersAt(), 404, 'SHOP_SUSPENDED');
    await t.database.db.execute(sql`update shops set status = 'active' where slug = 'imran-cuts'`);
    await expect.poll(async () => (await barbersAt()).statusCode, { timeout: 3000 }).toBe(200);
    expect(names((await barbersAt()).body)).toEqual(['Imran Ali']);
  });

  it('tells nothing of a booking on the channel of shop changes, which every change in a shop would flood', async () => {
    const imranShopId = rowsOf<{ id: number }>(await t.database.db.execute(sql`select id from shops where slug = 'imran-cuts'`))[0]?.id;
    const heard: string[] = [];
    await t.database.listen('chair_shops', (payload) => heard.push(payload));
    const booked = await t.app.inject({
      method: 'POST',
      url: '/s/imran-cuts/api/bookings',
      payload: { customerName: 'Asha Verma', customerPhone: '9811100001', bookingType: 'queue', barberId: imran.id, services: [secondHaircut.id] },
    });
    expect(booked.statusCode, booked.body).toBe(201);
    // A change the channel is for, after the booking: once it is heard, the booking would have been.
    await t.database.db.execute(sql`update shops set domain = 'imran-cuts.in' where slug = 'imran-cuts'`);
    await expect.poll(() => heard.length, { timeout: 3000 }).toBeGreaterThan(0);
    await t.database.db.execute(sql`update shops set domain = null where slug = 'imran-cuts'`);
    await expect.poll(() => heard.length, { timeout: 3000 }).toBe(2);
    // Each names the shop too, for the list of shops (migration 0025).
    expect(heard.map((payload) => JSON.parse(payload) as unknown)).toEqual([
      { id: imranShopId, slugs: ['imran-cuts', 'imran-cuts'], domains: [null, 'imran-cuts.in'] },
      { id: imranShopId, slugs: ['imran-cuts', 'imran-cuts'], domains: ['imran-cuts.in', null] },
    ]);
  });
});

describe('failed logins', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
    await seedShop(t.ctx);
    await insertAdmin((await addSecondShop(t)).ctx.db, OTHER_ADMIN);
  });
  afterAll(async () => {
    await t.close();
  });

  it('count against a username in its own shop only', async () => {
    const wrong = { username: ADMIN.username, password: 'not-the-password' };
    let refused = 0;
    for (let attempt = 0; attempt < 12; attempt++) {
      const response = await t.app.inject({ method: 'POST', url: '/api/login', payload: wrong });
      if (response.statusCode === 429) refused += 1;
    }
    expect(refused).toBeGreaterThan(0);
    // The same name in the other shop is another account: its owner still signs in.
    const login = await t.app.inject({ method: 'POST', url: '/s/imran-cuts/api/login', payload: OTHER_ADMIN });
    expect(login.statusCode, login.body).toBe(200);
  });
});

describe('a shop the operator creates', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
    await seedShop(t.ctx);
  });
  afterAll(async () => {
    await t.close();
  });

  it('opens at /s/{slug} at once, empty and closed, for its owner and its customers, and stops when suspended', async () => {
    const operator = await operatorLogin(t.app, await makeOperator(t.ctx));
    const created = await t.app.inject({ method: 'POST', url: '/api/platform/shops', payload: NEW_SHOP, headers: { cookie: operator } });
    expect(created.statusCode, created.body).toBe(201);
    const { shop, owner } = created.json<{ shop: { id: number }; owner: { username: string; password: string } }>();
    const base = `/s/${NEW_SHOP.slug}`;
    const settings = await t.app.inject({ method: 'GET', url: `${base}/api/shop-settings?lang=en` });
    expect(settings.json()).toMatchObject({ shopName: NEW_SHOP.name, isOpen: false });
    expect((await t.app.inject({ method: 'GET', url: `${base}/api/barbers` })).json()).toEqual([]);
    const login = await t.app.inject({ method: 'POST', url: `${base}/api/login`, payload: owner });
    expect(login.statusCode, login.body).toBe(200);
    // The new owner's password opens the new shop only.
    expectError(await t.app.inject({ method: 'POST', url: '/api/login', payload: owner }), 401, 'INVALID_CREDENTIALS');
    const suspended = await t.app.inject({ method: 'POST', url: `/api/platform/shops/${shop.id}/suspend`, headers: { cookie: operator } });
    expect(suspended.statusCode).toBe(200);
    expectError(await t.app.inject({ method: 'GET', url: `${base}/api/barbers` }), 404, 'SHOP_SUSPENDED');
    await t.app.inject({ method: 'POST', url: `/api/platform/shops/${shop.id}/resume`, headers: { cookie: operator } });
    expect((await t.app.inject({ method: 'GET', url: `${base}/api/barbers` })).statusCode).toBe(200);
  });
});
