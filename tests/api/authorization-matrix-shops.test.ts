import { beforeAll, describe, expect, it } from 'vitest';
import { insertAdmin } from '../../src/server/db/factories.js';
import { sessionCookie } from '../helpers/fixtures.js';
import { addSecondShop } from '../helpers/shops.js';
import { OWNER_PHONE, t, useMatrixApp, type Row } from './authorization-matrix-helpers.js';
import { publicRows } from './authorization-matrix-public-rows.js';
import { staffRows } from './authorization-matrix-staff-rows.js';

/**
 * The authorization matrix across shops (docs/decisions/0020-shop-routing.md): every route of the
 * matrix, with shop 1's resources (`main`, at the bare paths), asked by the staff of a second shop.
 * At shop 1's address their sessions are nobody's, so each answer is the anonymous caller's; at
 * their own shop's address shop 1's ids name nothing, so no answer succeeds on one, and no answer
 * carries shop 1's data.
 */
const SECOND = '/s/imran-cuts';
/** What of shop 1 must never show in the second shop: its customer's phone and name, its barbers' names. */
const SHOP_ONE_MARKERS = [OWNER_PHONE, 'Owner Person', 'Ravi Kumar', 'Sunil Shah'];
const rows: Row[] = [...publicRows, ...staffRows];
const callers = { admin: '', barber: '' };

function send(row: Row, request: Awaited<ReturnType<Row['setup']>>, prefix: string, cookie: string) {
  const headers: Record<string, string> = { cookie };
  if (request.contentType) headers['content-type'] = request.contentType;
  return t.app.inject({
    method: row.method,
    url: `${prefix}${request.url}`,
    headers,
    ...(request.payload === undefined ? {} : { payload: request.payload as string | object | Buffer }),
  });
}

describe('authorization matrix across shops', () => {
  useMatrixApp();
  beforeAll(async () => {
    const second = (await addSecondShop(t)).ctx;
    await insertAdmin(second.db, { username: 'imran-owner', password: 'imran-owner-pw-1' });
    const login = (username: string, password: string) =>
      t.app.inject({ method: 'POST', url: `${SECOND}/api/login`, payload: { username, password } }).then(sessionCookie);
    callers.admin = await login('imran-owner', 'imran-owner-pw-1');
    callers.barber = await login('imran', 'imran-password-1');
  });

  for (const row of rows) {
    for (const who of ['admin', 'barber'] as const) {
      it(`${row.method} ${row.name} at shop 1 as the second shop's ${who} → ${row.expected[0]}, as anyone`, async () => {
        const response = await send(row, await row.setup(), '', callers[who]);
        expect(response.statusCode, response.body).toBe(row.expected[0]);
      });

      it(`${row.method} ${row.name} at the second shop, with shop 1's ids, as its ${who}: nothing of shop 1`, async () => {
        const request = await row.setup();
        const response = await send(row, request, SECOND, callers[who]);
        expect(response.statusCode, response.body).toBeLessThan(500);
        // A route that names a resource by its id (not a phone's ten digits) finds none of shop 1's.
        if (/\/\d{1,9}(?=[/?]|$)/.test(request.url)) expect(response.statusCode, response.body).toBeGreaterThanOrEqual(400);
        for (const marker of SHOP_ONE_MARKERS) expect(response.body).not.toContain(marker);
      });
    }
  }
});
