import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { shopListSchema } from '../../src/shared/schemas/shop-list.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { ADMIN, seedShop, staffLogin } from '../helpers/fixtures.js';
import { capturedLogger } from '../helpers/log-capture.js';

/** A visitor's location with digits found nowhere else (docs/product/shop-list.md#the-visitors-location). */
const VISITOR = { lat: '12.9346571', lng: '77.6123459' };

describe('the visitor’s location on the list of shops', () => {
  const { logger, lines } = capturedLogger();
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ logger });
    await seedShop(t.ctx);
    const admin = await staffLogin(t.app, ADMIN);
    const listed = await t.app.inject({
      method: 'PUT',
      url: '/api/shop-settings/place',
      headers: { cookie: admin },
      payload: { area: 'Koramangala', pinCode: '560034', latitude: 12.9352, longitude: 77.6245, listed: true },
    });
    expect(listed.statusCode, listed.body).toBe(200);
  });
  afterAll(async () => {
    await t.close();
  });

  it('is used for the answer and never logged, also when the request is refused', async () => {
    const list = await vi.waitFor(
      async () => {
        await t.shopList.flush();
        const response = await t.app.inject({ method: 'GET', url: `/api/platform/shop-list?lat=${VISITOR.lat}&lng=${VISITOR.lng}` });
        const answer = shopListSchema.parse(response.json());
        expect(answer.shops).toHaveLength(1);
        return answer;
      },
      { timeout: 10_000, interval: 50 },
    );
    // It was used: the shop's distance is from it (about 1.3 km).
    expect(list.shops[0]?.distanceKm).toBeGreaterThan(1);
    expect(list.shops[0]?.distanceKm).toBeLessThan(2);
    // Refused: half a location, and a malformed one.
    expect((await t.app.inject({ method: 'GET', url: `/api/platform/shop-list?lat=${VISITOR.lat}` })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: `/api/platform/shop-list?lat=${VISITOR.lat}&lng=${VISITOR.lng}x` })).statusCode).toBe(400);

    // The requests were logged, without their query.
    expect(lines.filter((line) => line.includes('/api/platform/shop-list')).length).toBeGreaterThanOrEqual(3);
    for (const line of lines) {
      expect(line).not.toContain(VISITOR.lat);
      expect(line).not.toContain(VISITOR.lng);
    }
  });
});
