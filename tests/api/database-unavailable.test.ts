import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres, type Database } from '../../src/server/db/client.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { onPostgres } from '../helpers/db.js';
import { startProxy, waitFor, type Proxy } from '../helpers/faults.js';
import { seedShop } from '../helpers/fixtures.js';
import { staffCookie } from '../realtime/live-client.js';

// The app reaches its PostgreSQL server through a proxy the test can cut (docs/decisions/0014-database-faults.md).
describe.runIf(onPostgres)('a request while the database is out of reach', () => {
  let owner: TestApp;
  let proxy: Proxy;
  let database: Database;
  let t: TestApp;
  let cookie: string;

  beforeAll(async () => {
    owner = await createTestApp();
    const shop = await seedShop(owner.ctx);
    proxy = await startProxy(new URL(owner.database.url ?? ''));
    database = openPostgres(proxy.url, { poolSize: 2 });
    t = await createTestApp({ database, clock: owner.clock });
    cookie = await staffCookie(owner.ctx, shop.admin.id);
  });
  afterAll(async () => {
    await t.close();
    await database.close();
    await proxy.close();
    await owner.close();
  });

  const listBookings = () => t.app.inject({ method: 'GET', url: '/api/bookings', headers: { cookie } });

  it('answers 503 with Retry-After, then serves again on new connections once it is back', async () => {
    expect((await listBookings()).statusCode).toBe(200);
    proxy.cut();
    const away = await listBookings();
    expect(away.statusCode).toBe(503);
    expect(away.headers['retry-after']).toBe('2');
    const answer = away.json<{ error: string; message: string }>();
    expect(answer.error).toBe('DATABASE_UNAVAILABLE');
    expect(answer.message).toMatch(/try again/);

    proxy.restore();
    await waitFor(async () => (await listBookings()).statusCode === 200, 5000, 'the app to read again');
  });
});
