import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { barbers } from '../../src/server/db/schema.js';
import { barberSchema } from '../../src/shared/schemas/barber.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { ADMIN, BARBER_B, expectError, seedShop, staffLogin } from '../helpers/fixtures.js';

const barberList = barberSchema.array();

/** A barber's commission (docs/product/money.md): the admin's to set, shown only in the admin's answers. */
describe('barbers', () => {
  let t: TestApp;
  let shop: Awaited<ReturnType<typeof seedShop>>;
  let admin: string;
  let barber: string;

  beforeAll(async () => {
    t = await createTestApp();
    shop = await seedShop(t.ctx);
    admin = await staffLogin(t.app, ADMIN);
    barber = await staffLogin(t.app, BARBER_B);
  });
  afterAll(async () => {
    await t.close();
  });

  const list = (query = '', cookie?: string) => t.app.inject({ method: 'GET', url: `/api/barbers${query}`, headers: cookie ? { cookie } : {} });
  const send = (method: 'POST' | 'PUT', url: string, payload: object, cookie: string = admin) => t.app.inject({ method, url, headers: { cookie }, payload });
  const newBarber = (username: string) => ({ name: `Barber ${username}`, experience: 2, user: { username, password: 'a-strong-password' } });

  describe('commission', () => {
    it('is set and changed by the admin, shown in the admin\'s answers and never in the public ones', async () => {
      const created = await send('POST', '/api/barbers', { ...newBarber('commission1'), commissionBasisPoints: 3750 });
      expect(created.statusCode, created.body).toBe(201);
      const row = barberSchema.parse(created.json());
      expect(row.commissionBasisPoints).toBe(3750);
      const [stored] = await t.ctx.db.select().from(barbers).where(eq(barbers.id, row.id));
      expect(stored?.commissionBasisPoints).toBe(3750);

      const updated = await send('PUT', `/api/barbers/${row.id}`, { commissionBasisPoints: 2500 });
      expect(barberSchema.parse(updated.json()).commissionBasisPoints).toBe(2500);
      const adminRow = barberList.parse((await list('?admin=true', admin)).json()).find((b) => b.id === row.id);
      expect(adminRow?.commissionBasisPoints).toBe(2500);
      // A barber made without one earns 0 % until the owner sets it.
      expect(barberList.parse((await list('?admin=true', admin)).json()).find((b) => b.id === shop.barberA.id)?.commissionBasisPoints).toBe(0);

      t.ctx.store.invalidate({ kind: 'barbers' });
      const publicList = await list();
      expect(publicList.body).not.toContain('commissionBasisPoints');
      expect(barberList.parse(publicList.json()).every((b) => b.commissionBasisPoints === undefined)).toBe(true);
      expect((await list(`/${row.id}`)).body).not.toContain('commissionBasisPoints');
    });

    it('refuses a rate that is not whole basis points from 0 to 10000, naming the field, and changes nothing', async () => {
      for (const [value, message] of [
        [10_001, 'Commission must be at most 100%'],
        [-1, 'Commission cannot be negative'],
        [37.5, 'Commission can have at most two decimals'],
        ['2500', 'Commission must be a number'],
      ] as const) {
        const response = await send('PUT', `/api/barbers/${shop.barberB.id}`, { commissionBasisPoints: value });
        const error = expectError(response, 400, 'VALIDATION_ERROR');
        expect(error.fields).toHaveProperty('commissionBasisPoints');
        expect(error.message).toBe(message);
      }
      expectError(await send('POST', '/api/barbers', { ...newBarber('commission2'), commissionBasisPoints: 20_000 }), 400, 'VALIDATION_ERROR');
      const [unchanged] = await t.ctx.db.select().from(barbers).where(eq(barbers.id, shop.barberB.id));
      expect(unchanged?.commissionBasisPoints).toBe(0);
    });

    it('is the admin\'s alone to change', async () => {
      expectError(await send('PUT', `/api/barbers/${shop.barberB.id}`, { commissionBasisPoints: 10_000 }, barber), 403, 'FORBIDDEN');
      const [unchanged] = await t.ctx.db.select().from(barbers).where(eq(barbers.id, shop.barberB.id));
      expect(unchanged?.commissionBasisPoints).toBe(0);
    });
  });

});
