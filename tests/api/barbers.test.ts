import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertBarber, insertBookingRow } from '../../src/server/db/factories.js';
import { barbers, bookingEvents, bookings, sessions, users } from '../../src/server/db/schema.js';
import { DEFAULT_BARBER_PHOTO } from '../../src/shared/constants.js';
import { barberSchema } from '../../src/shared/schemas/barber.js';
import { errorSchema, okSchema } from '../../src/shared/schemas/common.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { ADMIN, BARBER_A, BARBER_B, customerLogin, expectError, seedShop, staffLogin } from '../helpers/fixtures.js';

const barberList = barberSchema.array();

describe('barbers', () => {
  let t: TestApp;
  let shop: Awaited<ReturnType<typeof seedShop>>;
  let admin: string;
  let barber: string;
  let customer: string;
  let nextPhone = 9_800_000_000;
  const freshPhone = () => String(nextPhone++);

  beforeAll(async () => {
    t = await createTestApp();
    shop = await seedShop(t.ctx);
    admin = await staffLogin(t.app, ADMIN);
    barber = await staffLogin(t.app, BARBER_B);
    customer = await customerLogin(t.app, '9876500002');
  });
  afterAll(async () => {
    await t.close();
  });

  const list = async (query = '', cookie?: string) => {
    const response = await t.app.inject({ method: 'GET', url: `/api/barbers${query}`, headers: cookie ? { cookie } : {} });
    return response;
  };
  const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, cookie: string | null = admin) =>
    t.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });
  const newBarber = (username: string) => ({ name: `Barber ${username}`, experience: 2, user: { username, password: 'a-strong-password' } });

  describe('public list', () => {
    // First, before any change notification is in flight (each one invalidates the store when it arrives).
    it('serves the public list from memory: a row changed behind the app shows only after invalidation', async () => {
      await list();
      await t.ctx.db.update(barbers).set({ specialty: 'Fades' }).where(eq(barbers.id, shop.barberA.id));
      expect(barberList.parse((await list()).json()).find((b) => b.id === shop.barberA.id)?.specialty).toBe('Barber');
      t.ctx.store.invalidate({ kind: 'barbers' });
      expect(barberList.parse((await list()).json()).find((b) => b.id === shop.barberA.id)?.specialty).toBe('Fades');
    });

    it('lists every barber with wait times, sorted by wait (ties by id), photo falling back to the default', async () => {
      const before = barberList.parse((await list()).json());
      expect(before.map((b) => b.id)).toEqual([shop.barberA.id, shop.barberB.id]);
      expect(before.every((b) => b.waitTime === 0 && b.photo === DEFAULT_BARBER_PHOTO && b.user === undefined)).toBe(true);

      await insertBookingRow(t.ctx.db, { barberId: shop.barberA.id, customerPhone: freshPhone() });
      await insertBookingRow(t.ctx.db, { barberId: shop.barberA.id, customerPhone: freshPhone() });
      t.ctx.store.invalidate({ kind: 'bookings', barberId: shop.barberA.id });

      const response = await list();
      expect(response.statusCode).toBe(200);
      const after = barberList.parse(response.json());
      expect(after.map((b) => b.id)).toEqual([shop.barberB.id, shop.barberA.id]);
      expect(after[0]?.waitTime).toBe(0);
      expect(after[1]?.waitTime).toBe(60);
    });

    it('lists unavailable barbers too, and GET /api/barbers/:id answers one', async () => {
      await send('PUT', `/api/barbers/${shop.barberB.id}`, { isAvailable: false });
      const all = barberList.parse((await list()).json());
      expect(all.find((b) => b.id === shop.barberB.id)?.isAvailable).toBe(false);

      const one = await list(`/${shop.barberA.id}`);
      expect(one.statusCode).toBe(200);
      expect(barberSchema.parse(one.json())).toMatchObject({ id: shop.barberA.id, name: 'Ravi Kumar', experience: 8, waitTime: 60 });
      await send('PUT', `/api/barbers/${shop.barberB.id}`, { isAvailable: true });
    });

    it('answers 404 for an unknown barber and 400 for an id that is not a number', async () => {
      expectError(await list('/99999'), 404, 'NOT_FOUND');
      expectError(await list('/abc'), 400, 'VALIDATION_ERROR');
    });

  });

  describe('admin list', () => {
    it('adds the username and never a password or its hash', async () => {
      const response = await list('?admin=true', admin);
      expect(response.statusCode).toBe(200);
      const rows = barberList.parse(response.json());
      expect(rows.find((b) => b.id === shop.barberA.id)?.user).toEqual({ username: BARBER_A.username, role: 'barber' });
      expect(response.body).not.toMatch(/password/i);
      expect(response.body).not.toContain('$argon2');
    });

    it('answers 401 without a session and 403 for a barber or a customer', async () => {
      expectError(await list('?admin=true'), 401, 'UNAUTHORIZED');
      expectError(await list('?admin=true', barber), 403, 'FORBIDDEN');
      expectError(await list('?admin=true', customer), 403, 'FORBIDDEN');
    });
  });

  describe('create', () => {
    it('creates the barber and their login in one go (argon2id hash, login works)', async () => {
      const response = await send('POST', '/api/barbers', {
        name: 'Imran Ali',
        photo: 'https://example.com/imran.jpg',
        bio: 'Classic cuts',
        specialty: 'Shaves',
        experience: '5',
        user: { username: 'imran', password: 'imran-password-1' },
      });
      expect(response.statusCode).toBe(201);
      const created = barberSchema.parse(response.json());
      expect(created).toMatchObject({
        name: 'Imran Ali',
        photo: 'https://example.com/imran.jpg',
        specialty: 'Shaves',
        experience: 5,
        isAvailable: true,
        waitTime: 0,
        user: { username: 'imran', role: 'barber' },
      });
      expect(response.body).not.toMatch(/password/i);
      const [user] = await t.ctx.db.select().from(users).where(eq(users.id, created.userId));
      expect(user?.passwordHash.startsWith('$argon2id$')).toBe(true);
      const login = await t.app.inject({ method: 'POST', url: '/api/login', payload: { username: 'imran', password: 'imran-password-1' } });
      expect(login.statusCode).toBe(200);
      expect(barberList.parse((await list()).json()).map((b) => b.id)).toContain(created.id);
    });

    it('refuses missing name, username or password with the documented message', async () => {
      const cases = [
        { experience: 1, user: { username: 'nobody1', password: 'a-strong-password' } },
        { name: 'No Login', experience: 1 },
        { name: 'No Username', user: { password: 'a-strong-password' } },
        { name: 'No Password', user: { username: 'nobody2' } },
        { name: '   ', user: { username: 'nobody3', password: 'a-strong-password' } },
      ];
      for (const payload of cases) {
        const response = await send('POST', '/api/barbers', payload);
        expectError(response, 400, 'VALIDATION_ERROR');
        expect(errorSchema.parse(response.json()).message).toBe('Please fill in all required fields');
      }
    });

    it('refuses bad fields with 400 naming the field, and unknown fields', async () => {
      const shortPassword = await send('POST', '/api/barbers', { name: 'X', user: { username: 'shorty', password: 'short' } });
      expectError(shortPassword, 400, 'VALIDATION_ERROR');
      expect(errorSchema.parse(shortPassword.json()).fields).toHaveProperty('user.password');
      const scriptPhoto = await send('POST', '/api/barbers', { ...newBarber('photo1'), photo: 'javascript:alert(1)' });
      expect(errorSchema.parse(scriptPhoto.json()).fields).toHaveProperty('photo');
      expectError(await send('POST', '/api/barbers', { ...newBarber('extra1'), role: 'admin' }), 400, 'VALIDATION_ERROR');
      expectError(
        await send('POST', '/api/barbers', { name: 'X', user: { username: 'extra2', password: 'a-strong-password', role: 'admin' } }),
        400,
        'VALIDATION_ERROR',
      );
    });

    it('answers 409 USERNAME_TAKEN for a username in use in any letter case, writing nothing', async () => {
      const countBefore = (await t.ctx.db.select().from(barbers)).length;
      expectError(await send('POST', '/api/barbers', newBarber(BARBER_A.username.toUpperCase())), 409, 'USERNAME_TAKEN');
      expectError(await send('POST', '/api/barbers', newBarber(ADMIN.username)), 409, 'USERNAME_TAKEN');
      expect((await t.ctx.db.select().from(barbers)).length).toBe(countBefore);
    });

    it('answers 401 without a session and 403 for a barber or a customer', async () => {
      expectError(await send('POST', '/api/barbers', newBarber('anon1'), null), 401, 'UNAUTHORIZED');
      expectError(await send('POST', '/api/barbers', newBarber('anon2'), barber), 403, 'FORBIDDEN');
      expectError(await send('POST', '/api/barbers', newBarber('anon3'), customer), 403, 'FORBIDDEN');
    });
  });

  describe('update', () => {
    it('changes profile fields and availability; bookings of an unavailable barber stay', async () => {
      const { barber: row } = await insertBarber(t.ctx.db, { name: 'Edit Me', username: 'editme', password: 'editme-password' });
      const booking = await insertBookingRow(t.ctx.db, { barberId: row.id, customerPhone: freshPhone() });
      t.ctx.store.invalidate({ kind: 'barbers' });

      const response = await send('PUT', `/api/barbers/${row.id}`, { name: 'Edited', experience: 4, photo: '/uploads/x.png', isAvailable: false });
      expect(response.statusCode).toBe(200);
      expect(barberSchema.parse(response.json())).toMatchObject({
        name: 'Edited',
        experience: 4,
        photo: '/uploads/x.png',
        isAvailable: false,
        user: { username: 'editme' },
      });
      const [kept] = await t.ctx.db.select().from(bookings).where(eq(bookings.id, booking.id));
      expect(kept?.status).toBe('waiting');
      // A cleared photo falls back to the default one.
      const cleared = barberSchema.parse((await send('PUT', `/api/barbers/${row.id}`, { photo: '' })).json());
      expect(cleared.photo).toBe(DEFAULT_BARBER_PHOTO);
    });

    it('changes the username or password only when sent; a new password signs the barber out', async () => {
      await insertBarber(t.ctx.db, { name: 'Login Change', username: 'loginchange', password: 'first-password' });
      t.ctx.store.invalidate({ kind: 'barbers' });
      const row = barberList.parse((await list('?admin=true', admin)).json()).find((b) => b.user?.username === 'loginchange');
      if (!row) throw new Error('barber missing');
      const session = await staffLogin(t.app, { username: 'loginchange', password: 'first-password' });

      const renamed = await send('PUT', `/api/barbers/${row.id}`, { user: { username: 'newname' } });
      expect(barberSchema.parse(renamed.json()).user?.username).toBe('newname');
      await staffLogin(t.app, { username: 'newname', password: 'first-password' });
      // Without a password change the barber stays signed in.
      expect((await t.ctx.db.select().from(sessions).where(eq(sessions.userId, row.userId))).length).toBeGreaterThan(0);

      expect((await send('PUT', `/api/barbers/${row.id}`, { user: { password: 'second-password' } })).statusCode).toBe(200);
      expect((await t.ctx.db.select().from(sessions).where(eq(sessions.userId, row.userId))).length).toBe(0);
      const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: session } });
      expect(me.json<{ user: unknown }>().user).toBeNull();
      const oldLogin = await t.app.inject({ method: 'POST', url: '/api/login', payload: { username: 'newname', password: 'first-password' } });
      expect(oldLogin.statusCode).toBe(401);
      await staffLogin(t.app, { username: 'newname', password: 'second-password' });
    });

    it('answers 409 USERNAME_TAKEN, 404 for unknown, 400 for bad or empty bodies', async () => {
      expectError(await send('PUT', `/api/barbers/${shop.barberB.id}`, { user: { username: 'RAVI' } }), 409, 'USERNAME_TAKEN');
      expectError(await send('PUT', '/api/barbers/99999', { name: 'Ghost' }), 404, 'NOT_FOUND');
      expectError(await send('PUT', `/api/barbers/${shop.barberB.id}`, {}), 400, 'VALIDATION_ERROR');
      expectError(await send('PUT', `/api/barbers/${shop.barberB.id}`, { deletedAt: null }), 400, 'VALIDATION_ERROR');
      expectError(await send('PUT', `/api/barbers/${shop.barberB.id}`, { user: { password: '' } }), 400, 'VALIDATION_ERROR');
      expectError(await send('PUT', `/api/barbers/${shop.barberB.id}`, { experience: -1 }), 400, 'VALIDATION_ERROR');
      const [unchanged] = await t.ctx.db.select().from(users).where(eq(users.id, shop.barberB.userId));
      expect(unchanged?.username).toBe(BARBER_B.username);
    });

    it('answers 401 without a session and 403 for a barber or a customer', async () => {
      const url = `/api/barbers/${shop.barberB.id}`;
      expectError(await send('PUT', url, { isAvailable: false }, null), 401, 'UNAUTHORIZED');
      expectError(await send('PUT', url, { isAvailable: false }, barber), 403, 'FORBIDDEN');
      expectError(await send('PUT', url, { isAvailable: false }, customer), 403, 'FORBIDDEN');
    });
  });

  describe('soft delete', () => {
    it('cancels active bookings by barber, disables login, keeps history and hides the barber', async () => {
      const credentials = { username: 'leaving', password: 'leaving-password' };
      const { barber: row, user } = await insertBarber(t.ctx.db, { name: 'Leaving Soon', ...credentials });
      const serving = await insertBookingRow(t.ctx.db, { barberId: row.id, customerPhone: freshPhone(), status: 'serving' });
      const waiting = await insertBookingRow(t.ctx.db, { barberId: row.id, customerPhone: freshPhone() });
      const done = await insertBookingRow(t.ctx.db, { barberId: row.id, customerPhone: freshPhone(), status: 'completed' });
      t.ctx.store.invalidate({ kind: 'barbers' });
      const session = await staffLogin(t.app, credentials);

      const response = await send('DELETE', `/api/barbers/${row.id}`);
      expect(response.statusCode).toBe(200);
      expect(okSchema.parse(response.json())).toEqual({ ok: true });

      const rows = await t.ctx.db.select().from(bookings).where(eq(bookings.barberId, row.id));
      const byId = new Map(rows.map((b) => [b.id, b]));
      expect(byId.get(serving.id)).toMatchObject({ status: 'cancelled', cancelledBy: 'barber' });
      expect(byId.get(waiting.id)).toMatchObject({ status: 'cancelled', cancelledBy: 'barber' });
      expect(byId.get(done.id)).toMatchObject({ status: 'completed', cancelledBy: null });
      const events = await t.ctx.db.select().from(bookingEvents).where(eq(bookingEvents.barberId, row.id));
      expect(events.map((e) => [e.bookingId, e.type, e.data]).sort()).toEqual(
        [serving.id, waiting.id].sort().map((id) => [id, 'bookingStatusChanged', { status: 'cancelled', cancelledBy: 'barber' }]),
      );

      const [stored] = await t.ctx.db.select().from(barbers).where(eq(barbers.id, row.id));
      expect(stored).toMatchObject({ name: 'Leaving Soon (deleted)', isAvailable: false });
      expect(stored?.deletedAt).not.toBeNull();
      const [login] = await t.ctx.db.select().from(users).where(eq(users.id, user.id));
      expect(login?.disabled).toBe(true);
      expect(await t.ctx.db.select().from(sessions).where(eq(sessions.userId, user.id))).toEqual([]);
      const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: session } });
      expect(me.json<{ user: unknown }>().user).toBeNull();
      const again = await t.app.inject({ method: 'POST', url: '/api/login', payload: credentials });
      expectError(again, 401, 'INVALID_CREDENTIALS');

      expect(barberList.parse((await list()).json()).map((b) => b.id)).not.toContain(row.id);
      expect(barberList.parse((await list('?admin=true', admin)).json()).map((b) => b.id)).not.toContain(row.id);
      expectError(await list(`/${row.id}`), 404, 'NOT_FOUND');
      expectError(await send('PUT', `/api/barbers/${row.id}`, { isAvailable: true }), 404, 'NOT_FOUND');
      expectError(await send('DELETE', `/api/barbers/${row.id}`), 404, 'NOT_FOUND');

      // The username is free again for a new barber; the old login stays disabled.
      const rehired = await send('POST', '/api/barbers', { name: 'Leaving Again', user: credentials });
      expect(rehired.statusCode).toBe(201);
      const [renamed] = await t.ctx.db.select().from(users).where(eq(users.id, user.id));
      expect(renamed).toMatchObject({ disabled: true, username: `leaving~deleted-${user.id}` });
    });

    it('answers 404 for an unknown barber, 401 without a session and 403 for a barber or a customer', async () => {
      expectError(await send('DELETE', '/api/barbers/99999'), 404, 'NOT_FOUND');
      const url = `/api/barbers/${shop.barberA.id}`;
      expectError(await send('DELETE', url, undefined, null), 401, 'UNAUTHORIZED');
      expectError(await send('DELETE', url, undefined, barber), 403, 'FORBIDDEN');
      expectError(await send('DELETE', url, undefined, customer), 403, 'FORBIDDEN');
      expect(barberList.parse((await list()).json()).map((b) => b.id)).toContain(shop.barberA.id);
    });
  });
});
