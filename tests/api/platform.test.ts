import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../src/server/db/client.js';
import { createdShopSchema, platformLoginResponseSchema, platformMeSchema, platformShopAnswerSchema, platformShopsSchema } from '../../src/shared/schemas/platform.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { ADMIN, expectError, seedShop, sessionCookie, staffLogin } from '../helpers/fixtures.js';
import { makeOperator, NEW_SHOP, operatorLogin } from '../helpers/platform.js';

// The platform's operator (docs/decisions/0021-platform-operator.md): signs in, lists shops, makes,
// suspends and resumes them. Nothing here runs on the served shop's handle.
describe('the platform API', () => {
  let t: TestApp;
  let operator: { username: string; password: string };
  let cookie: string;

  beforeAll(async () => {
    t = await createTestApp();
    await seedShop(t.ctx);
    operator = await makeOperator(t.ctx, 'Asha');
    cookie = await operatorLogin(t.app, operator);
  });
  afterAll(async () => {
    await t.close();
  });

  const post = (url: string, payload?: Record<string, unknown>, headers: Record<string, string> = { cookie }) =>
    t.app.inject({ method: 'POST', url, headers, ...(payload ? { payload } : {}) });
  const get = (url: string, headers: Record<string, string> = { cookie }) => t.app.inject({ method: 'GET', url, headers });
  /** The database's own view of every shop and of who may sign in to it, to show a refusal changed nothing. */
  const everything = async () => {
    const owner = t.owner;
    if (!owner) throw new Error('no owner handle');
    return rowsOf(
      await owner.execute(sql`select s.id, s.slug, s.status, (select count(*)::int from shop_settings ss where ss.shop_id = s.id) as settings,
        (select count(*)::int from users u where u.shop_id = s.id) as users from shops s order by s.id`),
    );
  };

  it('signs an operator in, whatever the case of the username, and says who is signed in', async () => {
    const response = await post('/api/platform/login', { username: 'ASHA', password: operator.password }, {});
    expect(response.statusCode).toBe(200);
    expect(platformLoginResponseSchema.parse(response.json())).toEqual({ operator: { username: 'Asha' }, message: 'Login successful' });
    const me = await get('/api/platform/me', { cookie: sessionCookie(response) });
    expect(platformMeSchema.parse(me.json())).toEqual({ operator: { username: 'Asha' } });
    expect((await get('/api/platform/me', {})).json()).toEqual({ operator: null });
  });

  it('answers a wrong password and an unknown operator alike, as the staff login does', async () => {
    const wrong = expectError(await post('/api/platform/login', { username: 'asha', password: 'nope' }, {}), 401, 'INVALID_CREDENTIALS');
    const unknown = expectError(await post('/api/platform/login', { username: 'nobody', password: 'nope' }, {}), 401, 'INVALID_CREDENTIALS');
    expect(wrong.message).toBe('Invalid username or password');
    expect(unknown.message).toBe(wrong.message);
  });

  it('does not take the shop admin’s login as an operator’s, nor the operator’s as the shop’s', async () => {
    expectError(await post('/api/platform/login', ADMIN, {}), 401, 'INVALID_CREDENTIALS');
    const me = await get('/api/me');
    expect(me.json()).toMatchObject({ user: null });
  });

  it('lists every shop with its live counts', async () => {
    const response = await get('/api/platform/shops');
    expect(response.statusCode).toBe(200);
    const { shops } = platformShopsSchema.parse(response.json());
    expect(shops).toEqual([
      expect.objectContaining({ id: 1, slug: 'main', status: 'active', timeZone: 'Asia/Kolkata', waitingNow: 0, servedToday: 0 }),
    ]);
  });

  it('makes a shop, closed, with its owner an admin whose password is answered once', async () => {
    // Asked for before it exists: remembered as no shop, which the making forgets at once.
    expectError(await get('/s/kings-cuts/api/shop-settings', {}), 404, 'SHOP_NOT_FOUND');
    const response = await post('/api/platform/shops', NEW_SHOP);
    expect(response.statusCode, response.body).toBe(201);
    const created = createdShopSchema.parse(response.json());
    expect(created.shop).toMatchObject({ slug: 'kings-cuts', name: 'Kings Cuts', timeZone: 'Asia/Kolkata', status: 'active', waitingNow: 0 });
    expect(created.owner.username).toBe('kingsowner');
    expect(created.owner.password).toMatch(/^[A-Za-z0-9_-]{20}$/);
    const shop = t.database.forShop(created.shop.id);
    const settings = rowsOf<{ is_open: boolean; shop_name: string; time_zone: string }>(
      await shop.execute(sql`select is_open, shop_name, time_zone from shop_settings`),
    );
    expect(settings).toEqual([{ is_open: false, shop_name: 'Kings Cuts', time_zone: 'Asia/Kolkata' }]);
    expect((await get('/s/kings-cuts/api/shop-settings', {})).statusCode).toBe(200);
    const users = rowsOf<{ username: string; role: string; password_hash: string }>(
      await shop.execute(sql`select username, role, password_hash from users`),
    );
    expect(users.map(({ username, role }) => ({ username, role }))).toEqual([{ username: 'kingsowner', role: 'admin' }]);
    expect(users[0]?.password_hash).not.toContain(created.owner.password);
    expect(rowsOf(await shop.execute(sql`select 1 from barbers union all select 1 from services`))).toEqual([]);
    // Listed from then on; the password never again.
    const listed = platformShopsSchema.parse((await get('/api/platform/shops')).json()).shops;
    expect(listed.map((s) => s.slug)).toEqual(['main', 'kings-cuts']);
    expect(JSON.stringify(listed)).not.toContain(created.owner.password);
  });

  it('refuses a slug that is taken with 409, and changes nothing', async () => {
    const before = await everything();
    const body = expectError(await post('/api/platform/shops', { ...NEW_SHOP, ownerUsername: 'other' }), 409, 'SHOP_SLUG_TAKEN');
    expect(body.message).toBe('A shop with this address already exists');
    expect(await everything()).toEqual(before);
  });

  it.each([
    ['a slug with capitals', { slug: 'Kings' }, 'slug'],
    ['a slug ending in a hyphen', { slug: 'kings-' }, 'slug'],
    ['a slug of 41 characters', { slug: 'a'.repeat(41) }, 'slug'],
    ['an unknown time zone', { slug: 'fresh', timeZone: 'Mars/Olympus' }, 'timeZone'],
    ['an owner username with spaces', { slug: 'fresh', ownerUsername: 'the owner' }, 'ownerUsername'],
    ['no name', { slug: 'fresh', name: '  ' }, 'name'],
  ])('refuses %s with 400, and changes nothing', async (_what, change, field) => {
    const before = await everything();
    const body = expectError(await post('/api/platform/shops', { ...NEW_SHOP, ...change }), 400, 'VALIDATION_ERROR');
    expect(Object.keys(body.fields ?? {})).toContain(field);
    expect(await everything()).toEqual(before);
  });

  it('suspends and resumes a shop', async () => {
    const { shops } = platformShopsSchema.parse((await get('/api/platform/shops')).json());
    const kings = shops.find((s) => s.slug === 'kings-cuts');
    if (!kings) throw new Error('no shop');
    const suspended = await post(`/api/platform/shops/${kings.id}/suspend`);
    expect(suspended.statusCode).toBe(200);
    expect(platformShopAnswerSchema.parse(suspended.json()).shop).toMatchObject({ id: kings.id, status: 'suspended' });
    expect(platformShopsSchema.parse((await get('/api/platform/shops')).json()).shops.find((s) => s.id === kings.id)?.status).toBe('suspended');
    const resumed = await post(`/api/platform/shops/${kings.id}/resume`);
    expect(platformShopAnswerSchema.parse(resumed.json()).shop).toMatchObject({ id: kings.id, status: 'active' });
  });

  it('answers 404 for a shop that does not exist', async () => {
    const body = expectError(await post('/api/platform/shops/999999/suspend'), 404, 'SHOP_NOT_FOUND');
    expect(body.message).toBe('There is no shop at this address.');
  });

  it('refuses the shop’s admin with 403 and nobody with 401, changing nothing', async () => {
    const admin = await staffLogin(t.app, ADMIN);
    const before = await everything();
    expectError(await get('/api/platform/shops', { cookie: admin }), 403, 'FORBIDDEN');
    expectError(await post('/api/platform/shops', { ...NEW_SHOP, slug: 'by-admin' }, { cookie: admin }), 403, 'FORBIDDEN');
    expectError(await post('/api/platform/shops/1/suspend', undefined, { cookie: admin }), 403, 'FORBIDDEN');
    expectError(await get('/api/platform/shops', {}), 401, 'UNAUTHORIZED');
    expectError(await post('/api/platform/shops', { ...NEW_SHOP, slug: 'by-nobody' }, {}), 401, 'UNAUTHORIZED');
    expect(await everything()).toEqual(before);
  });

  it('signs the operator out', async () => {
    const own = await operatorLogin(t.app, operator);
    expect((await post('/api/platform/logout', undefined, { cookie: own })).statusCode).toBe(200);
    expectError(await get('/api/platform/shops', { cookie: own }), 401, 'UNAUTHORIZED');
  });
});
