import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { verifyPassword } from '../../src/server/auth/password.js';
import { barbers, services, shopSettings, users } from '../../src/server/db/schema.js';
import { bootstrap } from '../../src/server/db/seed.js';
import { createTestDatabase, onPostgres, type TestDatabase } from '../helpers/db.js';

const silent = { info: () => {}, warn: () => {} };

function recordingLog() {
  const lines: string[] = [];
  return { lines, info: (msg: string) => lines.push(msg), warn: (msg: string) => lines.push(msg) };
}

describe(`bootstrap (${onPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });
  beforeEach(async () => {
    // Back to a never-started shop: no users, no settings row.
    await database.owner.execute('TRUNCATE shop_settings, services, barbers, users RESTART IDENTITY CASCADE');
  });

  async function counts() {
    const [userRows, barberRows, serviceRows, settingsRows] = await Promise.all([
      database.shop.select().from(users),
      database.shop.select().from(barbers),
      database.shop.select().from(services),
      database.shop.select().from(shopSettings),
    ]);
    return { users: userRows.length, barbers: barberRows.length, services: serviceRows.length, settings: settingsRows.length };
  }

  it('creates settings, an admin with a generated password, and the demo shop', async () => {
    const log = recordingLog();
    const result = await bootstrap(database, { ADMIN_USERNAME: 'admin', ADMIN_PASSWORD: undefined, SEED_DEMO: true }, log);

    expect(result.created).toBe(true);
    const generated = result.generatedPassword ?? '';
    expect(generated).toMatch(/^[A-Za-z0-9_-]{20}$/);
    // The password goes to the console once, never through the logger.
    expect(log.lines.join('\n')).not.toContain(generated);

    const [admin] = await database.shop.select().from(users).where(eq(users.role, 'admin'));
    expect(admin?.username).toBe('admin');
    expect(admin?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(admin?.passwordHash, generated)).toBe(true);
    expect(await verifyPassword(admin?.passwordHash, 'admin')).toBe(false);

    expect(await counts()).toEqual({ users: 5, barbers: 4, services: 6, settings: 1 });
    const [settings] = await database.shop.select().from(shopSettings);
    expect(settings).toMatchObject({
      shopId: 1,
      timeZone: 'Asia/Kolkata',
      openTime: '09:00',
      closeTime: '18:00',
      slotInterval: 30,
      isOpen: true,
      shopName: 'Chair Barber Studio',
      shopPhone: '+91 98765 43210',
    });
    expect(settings?.mapUrl).toMatch(/^https:\/\//);

    const demoServices = await database.shop.select().from(services);
    expect(demoServices.map((s) => [s.name, s.duration, s.price])).toEqual(
      expect.arrayContaining([
        ['Haircut', 30, 300],
        ['Beard Trim', 15, 150],
        ['Hair + Beard', 45, 400],
      ]),
    );

    const demoBarbers = await database.shop.select().from(barbers).innerJoin(users, eq(users.id, barbers.userId));
    expect(demoBarbers.every(({ barbers: b }) => b.photo?.startsWith('/images/barbers/') && b.bio !== '')).toBe(true);
    expect(result.demoBarbers).toHaveLength(4);
    const passwords = new Set(result.demoBarbers?.map((login) => login.password));
    expect(passwords.size).toBe(4);
    for (const login of result.demoBarbers ?? []) {
      expect(log.lines.join('\n')).not.toContain(login.password);
      const row = demoBarbers.find(({ users: u }) => u.username === login.username);
      expect(row?.users.role).toBe('barber');
      expect(await verifyPassword(row?.users.passwordHash, login.password)).toBe(true);
      expect(await verifyPassword(row?.users.passwordHash, login.username)).toBe(false);
    }
  });

  it('uses ADMIN_PASSWORD when it is set and returns no generated password', async () => {
    const result = await bootstrap(
      database,
      { ADMIN_USERNAME: 'owner', ADMIN_PASSWORD: 'correct horse battery', SEED_DEMO: true },
      silent,
    );
    expect(result.created).toBe(true);
    expect(result.generatedPassword).toBeUndefined();
    const [admin] = await database.shop.select().from(users).where(eq(users.username, 'owner'));
    expect(admin?.role).toBe('admin');
    expect(await verifyPassword(admin?.passwordHash, 'correct horse battery')).toBe(true);
  });

  it('never seeds twice, even after the demo barbers and services are gone', async () => {
    const env = { ADMIN_USERNAME: 'admin', ADMIN_PASSWORD: 'first-password', SEED_DEMO: true };
    await bootstrap(database, env, silent);
    const before = await counts();

    const second = await bootstrap(database, { ...env, ADMIN_PASSWORD: 'second-password' }, silent);
    expect(second).toEqual({ created: false });
    expect(await counts()).toEqual(before);

    await database.shop.delete(barbers);
    await database.shop.delete(services);
    expect((await bootstrap(database, env, silent)).created).toBe(false);
    expect(await counts()).toMatchObject({ barbers: 0, services: 0 });
    const [admin] = await database.shop.select().from(users).where(eq(users.role, 'admin'));
    expect(await verifyPassword(admin?.passwordHash, 'first-password')).toBe(true);
  });

  // Bites on PostgreSQL, where the two transactions run on separate connections: without the
  // advisory lock one of them fails on the admin's unique username. PGlite runs them one by one.
  it('seeds only one shop when two bootstraps race', async () => {
    const env = { ADMIN_USERNAME: 'admin', ADMIN_PASSWORD: undefined, SEED_DEMO: true };
    const results = await Promise.all([bootstrap(database, env, silent), bootstrap(database, env, silent)]);
    expect(results.map((r) => r.created).sort()).toEqual([false, true]);
    expect(await counts()).toEqual({ users: 5, barbers: 4, services: 6, settings: 1 });
  });

  it('creates only the admin and settings when SEED_DEMO is false', async () => {
    const result = await bootstrap(database, { ADMIN_USERNAME: 'admin', ADMIN_PASSWORD: undefined, SEED_DEMO: false }, silent);
    expect(result.created).toBe(true);
    expect(result.demoBarbers).toBeUndefined();
    expect(await counts()).toEqual({ users: 1, barbers: 0, services: 0, settings: 1 });
  });
});
