import { describe, expect, it } from 'vitest';
import { cookies, OWNER_PHONE, ownerBooking, PRINCIPALS, shop, t, testEveryCaller } from './authorization-matrix-helpers.js';
import { publicRows } from './authorization-matrix-public-rows.js';

// The authorization matrix for the public and the customers' routes; the staff's routes:
// authorization-matrix-staff.test.ts; that the two ask every route: authorization-matrix-coverage.test.ts.
describe('authorization matrix', () => {
  testEveryCaller(publicRows);

  it('shows the booked slots publicly but the bookings themselves only to their barber and the admin', async () => {
    await ownerBooking();
    for (const who of PRINCIPALS) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/bookings/barber-by-id/${shop.barberA.id}/active`,
        headers: cookies[who] ? { cookie: cookies[who] } : {},
      });
      const body = response.json<{ bookings?: unknown[] }>();
      expect(body.bookings !== undefined, who).toBe(who === 'barber' || who === 'admin');
      if (who !== 'barber' && who !== 'admin') expect(response.body).not.toContain(OWNER_PHONE);
    }
  });

  it('ends the session on logout for every kind of caller', async () => {
    for (const who of PRINCIPALS) {
      const response = await t.app.inject({ method: 'POST', url: '/api/logout', headers: cookies[who] ? { cookie: cookies[who] } : {} });
      expect(response.statusCode).toBe(200);
      const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: cookies[who] ? { cookie: cookies[who] } : {} });
      expect(me.json<{ user: unknown }>().user).toBeNull();
    }
  });
});
