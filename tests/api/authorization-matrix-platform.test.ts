import { describe, expect, it } from 'vitest';
import { cookies, PRINCIPALS, t, testEveryCaller } from './authorization-matrix-helpers.js';
import { platformRows } from './authorization-matrix-platform-rows.js';

// The authorization matrix for the platform's routes; the shops' routes: authorization-matrix.test.ts
// and authorization-matrix-staff.test.ts.
describe('authorization matrix of the platform', () => {
  testEveryCaller(platformRows);

  it('ends the session on the platform’s logout for every kind of caller', async () => {
    for (const who of PRINCIPALS) {
      const headers = cookies[who] ? { cookie: cookies[who] } : {};
      const response = await t.app.inject({ method: 'POST', url: '/api/platform/logout', headers });
      expect(response.statusCode).toBe(200);
      const shops = await t.app.inject({ method: 'GET', url: '/api/platform/shops', headers });
      expect(shops.statusCode, who).toBe(401);
    }
  });
});
