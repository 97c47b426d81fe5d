import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createdShopSchema } from '../../src/shared/schemas/platform.js';
import { shopSettingsSchema } from '../../src/shared/schemas/shop-settings.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { expectError, seedShop, sessionCookie } from '../helpers/fixtures.js';
import { makeOperator, NEW_SHOP, operatorLogin } from '../helpers/platform.js';

// A new shop's first run (docs/product/screens.md Set up your shop): the settings say what the owner
// has done, from facts the server keeps, and the owner may put the checklist away for good.
describe("a new shop's first run", () => {
  let t: TestApp;
  let owner: string;
  const base = `/s/${NEW_SHOP.slug}`;

  beforeAll(async () => {
    t = await createTestApp();
    await seedShop(t.ctx);
    const operator = await operatorLogin(t.app, await makeOperator(t.ctx));
    const created = await t.app.inject({ method: 'POST', url: '/api/platform/shops', headers: { cookie: operator }, payload: NEW_SHOP });
    const { owner: credentials } = createdShopSchema.parse(created.json());
    const login = await t.app.inject({ method: 'POST', url: `${base}/api/login`, payload: credentials });
    owner = sessionCookie(login);
  });
  afterAll(async () => {
    await t.close();
  });

  const setup = async () => shopSettingsSchema.parse((await t.app.inject({ method: 'GET', url: `${base}/api/shop-settings` })).json()).setup;
  const put = (payload: object, cookie = owner) =>
    t.app.inject({ method: 'PUT', url: `${base}/api/shop-settings`, headers: { cookie }, payload });

  it('starts with nothing done', async () => {
    expect(await setup()).toEqual({ hoursChecked: false, openedOnce: false, dismissed: false });
  });

  it('checks the hours when the owner saves them, even unchanged, and nothing else does', async () => {
    expect((await put({ shopName: 'Kings Cuts of MG Road' })).statusCode).toBe(200);
    expect((await setup()).hoursChecked).toBe(false);
    expect((await put({ openTime: '09:00', closeTime: '18:00' })).statusCode).toBe(200);
    expect((await setup()).hoursChecked).toBe(true);
  });

  it('remembers that the shop was opened after it is closed again', async () => {
    expect((await put({ isOpen: true })).statusCode).toBe(200);
    expect((await put({ isOpen: false })).statusCode).toBe(200);
    expect(await setup()).toEqual({ hoursChecked: true, openedOnce: true, dismissed: false });
  });

  it('puts the checklist away only for the owner, and only with true', async () => {
    expectError(await put({ setupDismissed: true }, ''), 401, 'UNAUTHORIZED');
    expectError(await put({ setupDismissed: false }), 400, 'VALIDATION_ERROR');
    expect((await setup()).dismissed).toBe(false);
    const saved = await put({ setupDismissed: true });
    expect(saved.statusCode).toBe(200);
    expect(shopSettingsSchema.parse(saved.json()).setup.dismissed).toBe(true);
  });
});
