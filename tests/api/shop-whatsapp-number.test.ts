import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shops } from '../../src/server/db/schema.js';
import { platformShopAnswerSchema, platformShopsSchema } from '../../src/shared/schemas/platform.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { expectError, seedShop } from '../helpers/fixtures.js';
import { makeOperator, operatorLogin } from '../helpers/platform.js';
import { addSecondShop } from '../helpers/shops.js';

// A shop's own WhatsApp number (docs/product/messages.md#channels), set by the platform's operator:
// its messages go from it, and what is written to it is the shop's.
describe("a shop's own WhatsApp number", () => {
  let t: TestApp;
  let cookie: string;
  let imranId: number;

  beforeAll(async () => {
    t = await createTestApp({ env: { WHATSAPP_PHONE_NUMBER_ID: '1000000001', MESSAGE_CHANNEL: 'echo' } });
    await seedShop(t.ctx);
    imranId = (await addSecondShop(t)).ctx.shopId;
    cookie = await operatorLogin(t.app, await makeOperator(t.ctx));
  });
  afterAll(async () => {
    await t.close();
  });

  const setNumber = (shopId: number, numberId: unknown) =>
    t.app.inject({ method: 'PUT', url: `/api/platform/shops/${shopId}/whatsapp`, payload: { numberId }, headers: { cookie } });
  const stored = async (shopId: number) => (await t.database.db.select({ numberId: shops.whatsappNumberId }).from(shops).where(eq(shops.id, shopId)))[0]?.numberId;

  it('is set, shown in the list and cleared by the operator', async () => {
    const set = await setNumber(imranId, ' 109876543210 ');
    expect(set.statusCode, set.body).toBe(200);
    expect(platformShopAnswerSchema.parse(set.json()).shop).toMatchObject({ id: imranId, whatsappNumberId: '109876543210' });
    expect(await stored(imranId)).toBe('109876543210');
    const list = platformShopsSchema.parse((await t.app.inject({ method: 'GET', url: '/api/platform/shops', headers: { cookie } })).json());
    expect(list.shops.map((shop) => [shop.id, shop.whatsappNumberId])).toEqual([
      [1, null],
      [imranId, '109876543210'],
    ]);
    const cleared = await setNumber(imranId, null);
    expect(platformShopAnswerSchema.parse(cleared.json()).shop.whatsappNumberId).toBeNull();
    expect(await stored(imranId)).toBeNull();
  });

  it("refuses another shop's number, the platform's own and what is not a number id, changing nothing", async () => {
    expect((await setNumber(imranId, '2000000002')).statusCode).toBe(200);
    expectError(await setNumber(1, '2000000002'), 409, 'WHATSAPP_NUMBER_TAKEN');
    expectError(await setNumber(1, '1000000001'), 400, 'VALIDATION_ERROR');
    for (const wrong of ['+91 98765 43210', 'abc', '', '12', '1'.repeat(31), 42]) expectError(await setNumber(1, wrong), 400, 'VALIDATION_ERROR');
    expectError(await t.app.inject({ method: 'PUT', url: '/api/platform/shops/1/whatsapp', payload: { numberId: null, extra: 1 }, headers: { cookie } }), 400, 'VALIDATION_ERROR');
    expectError(await setNumber(999, '3000000003'), 404, 'SHOP_NOT_FOUND');
    expect(await stored(1)).toBeNull();
    expect(await stored(imranId)).toBe('2000000002');
  });
});
