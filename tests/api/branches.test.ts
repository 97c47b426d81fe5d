import { sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { branchesSchema, chainPageSchema, createdBranchSchema, nearbySchema, type Nearby } from '../../src/shared/schemas/branches.js';
import { rowsOf } from '../../src/server/db/client.js';
import { insertAdmin, insertBarber, insertService } from '../../src/server/db/factories.js';
import { shopSettings } from '../../src/server/db/schema.js';
import type { AppContext } from '../../src/server/context.js';
import { ADMIN, sessionCookie, staffLogin } from '../helpers/fixtures.js';
import { makeOperator, operatorLogin } from '../helpers/platform.js';
import { addShopContext } from '../helpers/shops.js';
import { book, useOpenShop } from './booking-helpers.js';

/** How long a change may take to reach the list: its flush, the notification and the read (a busy CI machine is slow). */
const UNTIL_HEARD = { timeout: 10_000, interval: 50 };

const BRANCH = { slug: 'main-indiranagar', name: 'Main Street Cuts Indiranagar', timeZone: 'Asia/Kolkata' };

describe('an owner’s branches (docs/product/shop-list.md#branches)', () => {
  const s = useOpenShop();
  let operator = '';
  let branch: AppContext;

  const addBranch = async (shopId: number, body: object) => {
    operator ||= await operatorLogin(s.t.app, await makeOperator(s.t.ctx));
    return s.t.app.inject({ method: 'POST', url: `/api/platform/shops/${shopId}/branches`, headers: { cookie: operator }, payload: body });
  };
  const nearby = async (services: number[]): Promise<Nearby> => {
    const response = await s.t.app.inject({ method: 'GET', url: `/api/nearby?services=${services.join(',')}` });
    expect(response.statusCode, response.body).toBe(200);
    return nearbySchema.parse(response.json());
  };

  it('lets the operator add a branch whose owner login is the shop’s, and refuses a taken address', async () => {
    await s.t.ctx.db.update(shopSettings).set({ shopName: 'Main Street Cuts' });
    s.t.ctx.store.clear();
    const response = await addBranch(1, BRANCH);
    expect(response.statusCode, response.body).toBe(201);
    expect(createdBranchSchema.parse(response.json())).toMatchObject({
      shop: { slug: BRANCH.slug, name: BRANCH.name },
      chain: { slug: 'main', name: 'Main Street Cuts' },
      owner: { username: ADMIN.username },
    });
    // The owner signs in to the branch with the password they already have.
    const login = await s.t.app.inject({ method: 'POST', url: `/s/${BRANCH.slug}/api/login`, payload: ADMIN });
    expect(login.statusCode, login.body).toBe(200);
    const taken = await addBranch(1, BRANCH);
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ error: 'SHOP_SLUG_TAKEN' });
    // Refused whole: no second chain, no member row for a shop that was not made.
    const rows = await s.t.database.db.execute(sql`select (select count(*) from chains)::int as chains, (select count(*) from chain_members)::int as members`);
    expect(rowsOf(rows)).toEqual([{ chains: 1, members: 2 }]);
    expect((await addBranch(999_999, { ...BRANCH, slug: 'nowhere-cuts' })).statusCode).toBe(404);
    const found = await s.t.shops.bySlug(BRANCH.slug);
    if (found instanceof Promise || found.kind !== 'open') throw new Error('the branch is not open');
    branch = found.ctx;
  });

  it('lets the owner switch to another branch with one login, and nobody else', async () => {
    const listed = await s.t.app.inject({ method: 'GET', url: '/api/branches', headers: { cookie: s.admin } });
    expect(listed.statusCode, listed.body).toBe(200);
    expect(branchesSchema.parse(listed.json())).toEqual({
      chain: { slug: 'main', name: 'Main Street Cuts' },
      branches: [
        { slug: 'main', name: 'Main Street Cuts', current: true },
        { slug: BRANCH.slug, name: BRANCH.name, current: false },
      ],
    });
    const switched = await s.t.app.inject({ method: 'POST', url: '/api/branches/switch', headers: { cookie: s.admin }, payload: { slug: BRANCH.slug } });
    expect(switched.statusCode, switched.body).toBe(200);
    expect(switched.json()).toEqual({ path: `/s/${BRANCH.slug}/admin/dashboard` });
    const there = await s.t.app.inject({ method: 'GET', url: `/s/${BRANCH.slug}/api/me`, headers: { cookie: sessionCookie(switched) } });
    expect(there.json()).toMatchObject({ user: { role: 'admin', username: ADMIN.username } });
    // And back.
    const back = await s.t.app.inject({ method: 'GET', url: `/s/${BRANCH.slug}/api/branches`, headers: { cookie: sessionCookie(switched) } });
    expect(branchesSchema.parse(back.json()).branches.find((shop) => shop.current)?.slug).toBe(BRANCH.slug);

    // The session the switch replaced has ended.
    expect((await s.t.app.inject({ method: 'GET', url: '/api/branches', headers: { cookie: s.admin } })).statusCode).toBe(401);
    s.admin = await staffLogin(s.t.app, ADMIN);

    // Not a branch of theirs (another owner's shop); a barber; another admin of the shop who is not the owner login.
    await addShopContext(s.t, 'imran-cuts');
    const notTheirs = await s.t.app.inject({ method: 'POST', url: '/api/branches/switch', headers: { cookie: s.admin }, payload: { slug: 'imran-cuts' } });
    expect(notTheirs.statusCode).toBe(404);
    expect((await s.t.app.inject({ method: 'GET', url: '/api/branches', headers: { cookie: s.barberA } })).statusCode).toBe(403);
    await insertAdmin(s.t.ctx.db, { username: 'manager', password: 'manager-password-1' });
    const manager = await staffLogin(s.t.app, { username: 'manager', password: 'manager-password-1' });
    expect((await s.t.app.inject({ method: 'GET', url: '/api/branches', headers: { cookie: manager } })).json()).toEqual({ chain: null, branches: [] });
    expect((await s.t.app.inject({ method: 'POST', url: '/api/branches/switch', headers: { cookie: manager }, payload: { slug: BRANCH.slug } })).statusCode).toBe(403);
  });

  it('shows every active branch on the chain’s public page, with its wait, and never a suspended one', async () => {
    await branch.db.update(shopSettings).set({ isOpen: true, area: 'Indiranagar' });
    await insertBarber(branch.db, { name: 'Imran Ali', experience: 5, username: 'imran', password: 'imran-password-1' });
    await insertService(branch.db, { name: 'haircut', duration: 30, icon: 'scissors' });
    branch.store.clear();
    // The branch's summary is worked out again where its changes are made; here, by its next look.
    await s.t.app.inject({ method: 'PUT', url: `/s/${BRANCH.slug}/api/shop-settings`, headers: { cookie: await staffLogin(s.t.app, ADMIN, `/s/${BRANCH.slug}`) }, payload: { isOpen: true } });
    const page = await vi.waitFor(
      async () => {
        await s.t.shopList.flush();
        const response = await s.t.app.inject({ method: 'GET', url: '/api/platform/chains/main' });
        const answer = chainPageSchema.parse(response.json());
        expect(answer.branches.map((shop) => [shop.slug, shop.waitMinutes])).toEqual([
          ['main', 0],
          [BRANCH.slug, 0],
        ]);
        return answer;
      },
      { timeout: 10_000, interval: 50 },
    );
    expect(page.name).toBe('Main Street Cuts');
    expect((await s.t.app.inject({ method: 'GET', url: '/api/platform/chains/nowhere' })).statusCode).toBe(404);
    // Branches are not on the platform's list unless listed.
    expect((await s.t.app.inject({ method: 'GET', url: '/api/platform/shop-list' })).json()).toEqual({ shops: [], total: 0 });

    await s.t.database.db.execute(sql`update shops set status = 'suspended' where slug = ${BRANCH.slug}`);
    await vi.waitFor(async () => {
      const answer = chainPageSchema.parse((await s.t.app.inject({ method: 'GET', url: '/api/platform/chains/main' })).json());
      expect(answer.branches.map((shop) => shop.slug)).toEqual(['main']);
    }, UNTIL_HEARD);
    await s.t.database.db.execute(sql`update shops set status = 'active' where slug = ${BRANCH.slug}`);
  });

  it('suggests the branch on the booking page when it starts the walk-in 20 minutes earlier for the same services', async () => {
    const { barberA, barberB, haircut, colour } = s.shop;
    await vi.waitFor(async () => {
      await s.t.shopList.flush();
      expect(chainPageSchema.parse((await s.t.app.inject({ method: 'GET', url: '/api/platform/chains/main' })).json()).branches).toHaveLength(2);
    }, UNTIL_HEARD);
    // Both shops free: nothing to suggest.
    expect(await nearby([haircut.id])).toEqual({ suggestion: null });
    // One chair busy for 30 minutes: the other is free, so this shop starts the walk-in now.
    await book(s.t, { barberId: barberA.id, services: [haircut.id], customerName: 'Asha Verma', customerPhone: '9876500101' });
    expect(await nearby([haircut.id])).toEqual({ suggestion: null });
    // Both busy: this shop starts it in 30 minutes, the branch now; 30 ≥ 20.
    await book(s.t, { barberId: barberB.id, services: [haircut.id], customerName: 'Meera Nair', customerPhone: '9876500102' });
    expect(await nearby([haircut.id])).toEqual({
      suggestion: {
        slug: BRANCH.slug,
        name: BRANCH.name,
        area: 'Indiranagar',
        distanceKm: null,
        startAt: new Date(s.t.clock.now).toISOString(),
        waitMinutes: 0,
        branch: true,
        bookingUrl: `/s/${BRANCH.slug}/booking`,
      },
    });
    // A branch on a domain of its own is suggested there.
    await s.t.database.db.execute(sql`update shops set domain = 'indiranagar.example.in' where slug = ${BRANCH.slug}`);
    await vi.waitFor(async () => {
      expect((await nearby([haircut.id])).suggestion?.bookingUrl).toBe('https://indiranagar.example.in/booking');
    }, UNTIL_HEARD);
    await s.t.database.db.execute(sql`update shops set domain = null where slug = ${BRANCH.slug}`);
    // The branch does not colour hair: not suggested for it.
    expect(await nearby([haircut.id, colour.id])).toEqual({ suggestion: null });
    const unknown = await s.t.app.inject({ method: 'GET', url: '/api/nearby?services=999999' });
    expect(unknown.statusCode).toBe(400);
  });

  it('never suggests another owner’s shop while the platform has not turned it on, listed and near as it is', async () => {
    const { barberA, barberB, haircut } = s.shop;
    await book(s.t, { barberId: barberA.id, services: [haircut.id], customerName: 'Asha Verma', customerPhone: '9876500201' });
    await book(s.t, { barberId: barberB.id, services: [haircut.id], customerName: 'Meera Nair', customerPhone: '9876500202' });
    await s.t.database.db.execute(sql`delete from chain_members where shop_id in (select id from shops where slug = ${BRANCH.slug})`);
    const other = await addShopContext(s.t, 'near-cuts');
    await other.db.insert(shopSettings).values({ shopName: 'Near Cuts', area: 'Koramangala' });
    await insertBarber(other.db, { name: 'Dev Patel', experience: 2, username: 'dev', password: 'dev-password-1' });
    await insertService(other.db, { name: 'Haircut', duration: 30, icon: 'scissors' });
    other.store.clear();
    for (const [slug, at] of [['main', [12.9352, 77.6245]], ['near-cuts', [12.94, 77.63]]] as const) {
      await s.t.database.db.execute(sql`update shops set listed = true, latitude = ${at[0]}, longitude = ${at[1]} where slug = ${slug}`);
    }
    await vi.waitFor(async () => {
      await s.t.shopList.flush();
      expect((await s.t.app.inject({ method: 'GET', url: '/api/platform/shop-list' })).json()).toMatchObject({ total: 2 });
    }, UNTIL_HEARD);
    expect(s.t.ctx.env.NEARBY_SUGGESTIONS).toBe('off');
    expect(await nearby([haircut.id])).toEqual({ suggestion: null });
  });
});
