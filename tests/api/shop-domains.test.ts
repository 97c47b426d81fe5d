import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../src/server/db/client.js';
import { platformShopAnswerSchema, platformShopsSchema } from '../../src/shared/schemas/platform.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { ADMIN, customerLogin, expectError, seedShop, staffLogin } from '../helpers/fixtures.js';
import { makeOperator, operatorLogin } from '../helpers/platform.js';
import { addSecondShop, SECOND_SHOP } from '../helpers/shops.js';

// A shop on its own domain (docs/decisions/0020-shop-routing.md), set by the platform's operator
// (docs/decisions/0021-platform-operator.md): `imran-cuts` at imran-salon.in, shop 1 (`main`) at
// the bare paths of every other host.
describe('a shop on its own domain', () => {
  let t: TestApp;
  let clientDir: string;
  let cookie: string;
  let imranId: number;

  beforeAll(async () => {
    clientDir = await mkdtemp(path.join(tmpdir(), 'chair-client-'));
    await writeFile(path.join(clientDir, 'index.html'), '<!doctype html><html><head></head><body><div id="root"></div></body></html>');
    t = await createTestApp({ clientDir, env: { PLATFORM_DOMAIN: 'chair.test', PUBLIC_URL: 'https://chair.example.in' } });
    await seedShop(t.ctx);
    imranId = (await addSecondShop(t)).ctx.shopId;
    cookie = await operatorLogin(t.app, await makeOperator(t.ctx));
  });
  afterAll(async () => {
    await t.close();
    await rm(clientDir, { recursive: true, force: true });
  });

  const setDomain = (shopId: number, domain: unknown, headers: Record<string, string> = { cookie }) =>
    t.app.inject({ method: 'PUT', url: `/api/platform/shops/${shopId}/domain`, payload: { domain }, headers });
  const barbersAt = async (host: string, url = '/api/barbers') => {
    const response = await t.app.inject({ method: 'GET', url, headers: { host } });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ name: string }[]>().map((barber) => barber.name).sort();
  };
  const pageAt = async (host: string, url = '/booking') => (await t.app.inject({ method: 'GET', url, headers: { host } })).statusCode;
  /** Every shop's domain, as the database has it. */
  const domains = async () => {
    const owner = t.owner;
    if (!owner) throw new Error('no owner handle');
    return rowsOf(await owner.execute(sql`select slug, domain from shops order by id`));
  };
  const HOME = ['Ravi Kumar', 'Sunil Shah'];
  const IMRAN = [SECOND_SHOP.barber.name];

  it('serves no shop on a host name that is no shop’s domain, and the home shop on the platform’s own hosts', async () => {
    expectError(await t.app.inject({ method: 'GET', url: '/api/barbers', headers: { host: 'imran-salon.in' } }), 404, 'SHOP_NOT_FOUND');
    expectError(await t.app.inject({ method: 'GET', url: '/s/main/api/barbers', headers: { host: 'imran-salon.in' } }), 404, 'SHOP_NOT_FOUND');
    expect(await pageAt('imran-salon.in')).toBe(404);
    expect(await barbersAt('localhost:3000')).toEqual(HOME);
    expect(await barbersAt('127.0.0.1:3000')).toEqual(HOME);
    expect(await barbersAt('chair.example.in')).toEqual(HOME);
    expect(await barbersAt('chair.test')).toEqual(HOME);
  });

  it('serves a shop at the bare paths of its domain as soon as the operator sets it, its API, its pages and its prefix', async () => {
    const response = await setDomain(imranId, '  Imran-Salon.IN ');
    expect(response.statusCode, response.body).toBe(200);
    expect(platformShopAnswerSchema.parse(response.json()).shop).toMatchObject({ id: imranId, slug: 'imran-cuts', domain: 'imran-salon.in' });
    // This instance had remembered the host as nobody's: it asks again at once.
    expect(await barbersAt('imran-salon.in')).toEqual(IMRAN);
    expect(await barbersAt('IMRAN-SALON.in:8443')).toEqual(IMRAN);
    expect(await pageAt('imran-salon.in')).toBe(200);
    // The shop's own domain serves that shop alone: another's prefix, and the platform's API, are not there.
    expect(await barbersAt('imran-salon.in', '/s/imran-cuts/api/barbers')).toEqual(IMRAN);
    expectError(await t.app.inject({ method: 'GET', url: '/s/main/api/barbers', headers: { host: 'imran-salon.in' } }), 404, 'SHOP_NOT_FOUND');
    expectError(await t.app.inject({ method: 'GET', url: '/s/main/api/barbers', headers: { host: 'imran-cuts.chair.test' } }), 404, 'SHOP_NOT_FOUND');
    for (const host of ['imran-salon.in', 'imran-cuts.chair.test']) {
      const shops = await t.app.inject({ method: 'GET', url: '/api/platform/shops', headers: { host, cookie } });
      expectError(shops, 404, 'NOT_FOUND');
      const login = await t.app.inject({ method: 'POST', url: '/api/platform/login', headers: { host }, payload: { username: 'asha', password: 'x' } });
      expectError(login, 404, 'NOT_FOUND');
    }
    // The platform's hosts are unchanged.
    expect(await barbersAt('chair.example.in')).toEqual(HOME);
    expect(await barbersAt('imran-cuts.chair.test')).toEqual(IMRAN);
    const listed = platformShopsSchema.parse((await t.app.inject({ method: 'GET', url: '/api/platform/shops', headers: { cookie } })).json()).shops;
    expect(listed.map(({ slug, domain }) => ({ slug, domain }))).toEqual([
      { slug: 'main', domain: null },
      { slug: 'imran-cuts', domain: 'imran-salon.in' },
    ]);
  });

  it('answers a suspended shop on its domain as on its slug, until it is resumed', async () => {
    expect((await t.app.inject({ method: 'POST', url: `/api/platform/shops/${imranId}/suspend`, headers: { cookie } })).statusCode).toBe(200);
    expectError(await t.app.inject({ method: 'GET', url: '/api/barbers', headers: { host: 'imran-salon.in' } }), 404, 'SHOP_SUSPENDED');
    expect(await pageAt('imran-salon.in')).toBe(404);
    expect(await barbersAt('localhost')).toEqual(HOME);
    expect((await t.app.inject({ method: 'POST', url: `/api/platform/shops/${imranId}/resume`, headers: { cookie } })).statusCode).toBe(200);
    expect(await barbersAt('imran-salon.in')).toEqual(IMRAN);
  });

  it('refuses another shop’s domain with 409, and changes nothing', async () => {
    const before = await domains();
    const body = expectError(await setDomain(1, 'imran-salon.in'), 409, 'SHOP_DOMAIN_TAKEN');
    expect(body.message).toBe('Another shop already has this domain');
    expect(await domains()).toEqual(before);
    // Setting a shop's own domain again changes nothing and is no conflict.
    expect((await setDomain(imranId, 'imran-salon.in')).statusCode).toBe(200);
  });

  it.each([
    ['a scheme', 'https://kings.in'],
    ['a port', 'kings.in:8443'],
    ['a path', 'kings.in/booking'],
    ['a name without a dot', 'kings'],
    ['an IP address', '10.0.0.7'],
    ['a name of 258 characters', `${'a'.repeat(63)}.${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(63)}.in`],
    ['an empty name', '  '],
    ['a number', 7],
    ['the platform’s domain', 'chair.test'],
    ['a host under the platform’s domain', 'kings.chair.test'],
    ['the platform’s own address', 'Chair.Example.in'],
  ])('refuses %s with 400, and changes nothing', async (_what, domain) => {
    const before = await domains();
    const body = expectError(await setDomain(1, domain), 400, 'VALIDATION_ERROR');
    expect(Object.keys(body.fields ?? {})).toEqual(['domain']);
    expect(await domains()).toEqual(before);
  });

  it('refuses a body without the domain or with more, and a shop that does not exist', async () => {
    expectError(await t.app.inject({ method: 'PUT', url: `/api/platform/shops/1/domain`, payload: {}, headers: { cookie } }), 400, 'VALIDATION_ERROR');
    expectError(
      await t.app.inject({ method: 'PUT', url: `/api/platform/shops/1/domain`, payload: { domain: null, slug: 'x' }, headers: { cookie } }),
      400,
      'VALIDATION_ERROR',
    );
    expectError(await setDomain(999999, 'kings.in'), 404, 'SHOP_NOT_FOUND');
  });

  it('refuses nobody with 401 and a shop’s admin with 403, changing nothing', async () => {
    const before = await domains();
    expectError(await setDomain(1, 'kings.in', {}), 401, 'UNAUTHORIZED');
    expectError(await setDomain(1, 'kings.in', { cookie: await staffLogin(t.app, ADMIN) }), 403, 'FORBIDDEN');
    expect(await domains()).toEqual(before);
  });

  it('keeps a customer who signed in on a shop’s own domain to that shop', async () => {
    const onDomain = await customerLogin(t.app, '9812300001', { host: 'imran-salon.in' });
    const me = (host: string, url: string, session: string) => t.app.inject({ method: 'GET', url, headers: { host, cookie: session } });
    expect((await me('imran-salon.in', '/api/me', onDomain)).json<{ user: unknown }>().user).toMatchObject({ role: 'customer' });
    expect((await me('chair.example.in', '/s/imran-cuts/api/me', onDomain)).json<{ user: unknown }>().user).toMatchObject({ role: 'customer' });
    // The same cookie, carried to another shop, is nobody's.
    expect((await me('chair.example.in', '/api/me', onDomain)).json<{ user: unknown }>().user).toBeNull();
    expect((await me('chair.example.in', '/s/main/api/me', onDomain)).json<{ user: unknown }>().user).toBeNull();
    // Signed in on the platform's host, a customer is one account in every shop, as before.
    const onPlatform = await customerLogin(t.app, '9812300001', { host: 'chair.example.in' });
    expect((await me('chair.example.in', '/api/me', onPlatform)).json<{ user: unknown }>().user).toMatchObject({ role: 'customer' });
    expect((await me('imran-cuts.chair.test', '/api/me', onPlatform)).json<{ user: unknown }>().user).toMatchObject({ role: 'customer' });
  });

  it('clears a domain with null: the host is no shop’s at once, and never the home shop’s', async () => {
    const response = await setDomain(imranId, null);
    expect(platformShopAnswerSchema.parse(response.json()).shop.domain).toBeNull();
    expectError(await t.app.inject({ method: 'GET', url: '/api/barbers', headers: { host: 'imran-salon.in' } }), 404, 'SHOP_NOT_FOUND');
    expect(await barbersAt('chair.example.in', '/s/imran-cuts/api/barbers')).toEqual(IMRAN);
  });
});

// A single shop's install has no platform domain: whatever host it is reached by is the home shop's.
describe('an install without a platform domain', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
    await seedShop(t.ctx);
  });
  afterAll(async () => {
    await t.close();
  });

  it('serves the home shop on any host name, as before', async () => {
    for (const host of ['barber-pc.lan', 'kings-salon.in', 'localhost:3000']) {
      const response = await t.app.inject({ method: 'GET', url: '/api/barbers', headers: { host } });
      expect(response.statusCode, host).toBe(200);
      expect(response.json<{ name: string }[]>().map((barber) => barber.name).sort()).toEqual(['Ravi Kumar', 'Sunil Shah']);
    }
  });
});
