import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { rowsOf } from '../../src/server/db/client.js';
import { inviteCodeSchema, shopInvitesSchema, signedUpSchema, signupStatusSchema } from '../../src/shared/schemas/signup.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { expectError, seedShop, sessionCookie } from '../helpers/fixtures.js';
import { makeOperator, operatorLogin } from '../helpers/platform.js';

// A shop signs itself up at /signup as SIGNUP allows (docs/decisions/0021-platform-operator.md#sign-up).
describe('sign-up', () => {
  let t: TestApp;
  let cookie: string;
  let address = 0;
  /** Each test signs up from an address of its own, so only the rate limit's test meets the limit. */
  let ip = '';

  beforeAll(async () => {
    t = await createTestApp();
    await seedShop(t.ctx);
    cookie = await operatorLogin(t.app, await makeOperator(t.ctx));
  });
  afterAll(async () => {
    await t.close();
  });
  beforeEach(() => {
    ip = `10.0.0.${++address}`;
  });

  const setMode = (mode: 'off' | 'invite' | 'open') => {
    t.ctx.env.SIGNUP = mode;
  };
  const form = (slug: string, extra: Record<string, unknown> = {}) => ({
    slug, name: 'Fresh Fade', timeZone: 'Asia/Kolkata', ownerUsername: 'meera', ownerPassword: 'meera-password-1', ...extra,
  });
  const signUp = (payload: Record<string, unknown>, from = ip) =>
    t.app.inject({ method: 'POST', url: '/api/platform/signup', payload, remoteAddress: from });
  const newCode = async () => inviteCodeSchema.parse((await t.app.inject({ method: 'POST', url: '/api/platform/invites', headers: { cookie } })).json()).code;
  /** Every shop, its settings and logins, and every invite: to show a refused sign-up changed nothing. */
  const everything = async () => {
    const owner = t.owner;
    if (!owner) throw new Error('no owner handle');
    return rowsOf(
      await owner.execute(sql`select (select json_agg(s.slug order by s.id) from shops s) as shops,
        (select count(*)::int from shop_settings) as settings, (select count(*)::int from users) as users,
        (select json_agg(json_build_object('used', i.used_at, 'shop', i.shop_id) order by i.id) from shop_invites i) as invites`),
    );
  };

  it('is closed by default: says so, and refuses a sign-up without writing anything', async () => {
    expect(signupStatusSchema.parse((await t.app.inject({ method: 'GET', url: '/api/platform/signup' })).json())).toEqual({ mode: 'off' });
    const before = await everything();
    const refused = expectError(await signUp(form('closed-shop')), 403, 'SIGNUP_CLOSED');
    expect(refused.message).toBe('Sign-up for new shops is closed.');
    expect(await everything()).toEqual(before);
  });

  it('open: makes the shop empty and closed, with the owner’s own password, and its admin address', async () => {
    setMode('open');
    expect((await t.app.inject({ method: 'GET', url: '/api/platform/signup' })).json()).toEqual({ mode: 'open' });
    const response = await signUp(form('fresh-fade'));
    expect(response.statusCode, response.body).toBe(201);
    expect(signedUpSchema.parse(response.json())).toEqual({ slug: 'fresh-fade', adminPath: '/s/fresh-fade/admin' });
    const login = await t.app.inject({ method: 'POST', url: '/s/fresh-fade/api/login', payload: { username: 'meera', password: 'meera-password-1' } });
    expect(login.statusCode, login.body).toBe(200);
    const me = await t.app.inject({ method: 'GET', url: '/s/fresh-fade/api/me', headers: { cookie: sessionCookie(login) } });
    expect(me.json()).toMatchObject({ user: { username: 'meera', role: 'admin' } });
    const barbers = await t.app.inject({ method: 'GET', url: '/s/fresh-fade/api/barbers' });
    expect(barbers.json()).toEqual([]);
    const settings = await t.app.inject({ method: 'GET', url: '/s/fresh-fade/api/shop-settings' });
    expect(settings.json()).toMatchObject({ shopName: 'Fresh Fade', isOpen: false });
  });

  it('answers a taken slug with 409, as the operator’s New shop does', async () => {
    setMode('open');
    expectError(await signUp(form('main')), 409, 'SHOP_SLUG_TAKEN');
  });

  it('refuses bad input with 400 and writes nothing', async () => {
    setMode('open');
    const before = await everything();
    for (const payload of [
      form('Bad Slug'),
      form('ok-slug', { ownerPassword: 'short' }),
      form('ok-slug', { timeZone: 'Mars/Olympus' }),
      form('ok-slug', { ownerUsername: 'no spaces' }),
      form('ok-slug', { role: 'admin' }),
      { slug: 'ok-slug' },
    ]) {
      expectError(await signUp(payload), 400, 'VALIDATION_ERROR');
    }
    expect(await everything()).toEqual(before);
  });

  it('invite: needs a code an operator made, and a code makes one shop', async () => {
    setMode('invite');
    const before = await everything();
    const missing = expectError(await signUp(form('no-code')), 403, 'INVITE_INVALID');
    expect(missing.message).toBe('This invite code is not valid.');
    expectError(await signUp(form('wrong-code', { code: 'AAAA-BBBB-CCCC-DDDD' })), 403, 'INVITE_INVALID');
    expect(await everything()).toEqual(before);
    const code = await newCode();
    expect(code).toMatch(/^[2-9A-Z]{4}(-[2-9A-Z]{4}){3}$/);
    // Typed in lower case without hyphens, it is the same code.
    const made = await signUp(form('invited', { code: code.toLowerCase().replace(/-/g, ' ') }));
    expect(made.statusCode, made.body).toBe(201);
    expectError(await signUp(form('invited-again', { code })), 403, 'INVITE_INVALID');
    const list = shopInvitesSchema.parse((await t.app.inject({ method: 'GET', url: '/api/platform/invites', headers: { cookie } })).json());
    expect(list.invites[0]?.usedAt).not.toBeNull();
    expect(list.invites[0]?.shop?.slug).toBe('invited');
  });

  it('invite: a taken slug leaves the code unused', async () => {
    setMode('invite');
    const code = await newCode();
    expectError(await signUp(form('main', { code })), 409, 'SHOP_SLUG_TAKEN');
    expect((await signUp(form('second-try', { code }))).statusCode).toBe(201);
  });

  it('invite: two sign-ups at once with one code make one shop', async () => {
    setMode('invite');
    const code = await newCode();
    const answers = await Promise.all([signUp(form('race-a', { code }), '10.1.0.1'), signUp(form('race-b', { code }), '10.1.0.2')]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 403]);
    const shops = rowsOf<{ slug: string }>(await t.database.db.execute(sql`select slug from shops where slug like 'race-%'`));
    expect(shops).toHaveLength(1);
    const invite = shopInvitesSchema.parse((await t.app.inject({ method: 'GET', url: '/api/platform/invites', headers: { cookie } })).json()).invites[0];
    expect(invite?.shop?.slug).toBe(shops[0]?.slug);
  });

  it('lets one client address try 5 sign-ups an hour', async () => {
    setMode('open');
    for (let i = 1; i <= 5; i++) expect((await signUp(form(`limited-${i}`))).statusCode).toBe(201);
    const refused = await signUp(form('limited-6'));
    expectError(refused, 429, 'RATE_LIMITED');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await signUp(form('limited-6'), '10.2.0.1')).statusCode).toBe(201);
  });

  it('keeps no invite code, only its hash', async () => {
    const code = await newCode();
    const stored = rowsOf<{ code_hash: string }>(await t.database.db.execute(sql`select code_hash from shop_invites`));
    expect(stored.length).toBeGreaterThan(0);
    expect(JSON.stringify(stored)).not.toContain(code.replace(/-/g, ''));
    expect(stored.every((row) => /^[0-9a-f]{64}$/.test(row.code_hash))).toBe(true);
  });
});
