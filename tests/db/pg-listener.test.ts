import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPgListener, type PgListener } from '../../src/server/db/pg-listener.js';
import { createTestDatabase, onPostgres, type TestDatabase } from '../helpers/db.js';
import { sleep, startProxy, waitFor } from '../helpers/faults.js';
import { asSuperuser } from '../helpers/instances.js';

const serverUrl = process.env.DATABASE_URL ?? '';
const CHANNEL = 'listener_test';

describe.runIf(onPostgres)('the LISTEN connection', () => {
  let database: TestDatabase;
  let dbName: string;

  beforeAll(async () => {
    database = await createTestDatabase();
    dbName = new URL(database.url ?? '').pathname.slice(1);
  });
  afterAll(async () => {
    await database.close();
  });

  const notify = (payload: string) => asSuperuser(database.url ?? '', `SELECT pg_notify('${CHANNEL}', $1)`, [payload]);
  const listenBackends = async () =>
    (
      await asSuperuser<{ pid: number }>(
        serverUrl,
        `SELECT pid FROM pg_stat_activity WHERE datname = $1 AND application_name = 'chair listen'`,
        [dbName],
      )
    ).map((row) => row.pid);

  async function started(url: string): Promise<{ listener: PgListener; heard: string[]; restored: { count: number } }> {
    const listener = createPgListener({ url, keepAliveMs: 500, firstBackoffMs: 50, maxBackoffMs: 400 });
    const heard: string[] = [];
    const restored = { count: 0 };
    listener.onRestored(() => {
      restored.count += 1;
    });
    await listener.listen(CHANNEL, (payload) => heard.push(payload));
    return { listener, heard, restored };
  }

  it('is one connection however often it is terminated, and hears each notification once', { timeout: 30_000 }, async () => {
    const { listener, heard, restored } = await started(database.url ?? '');
    try {
      for (let round = 1; round <= 4; round++) {
        await asSuperuser(serverUrl, 'SELECT pg_terminate_backend(pid) FROM unnest($1::int[]) AS pid', [await listenBackends()]);
        await waitFor(() => restored.count === round, 5000, `reconnection ${round}`);
      }
      await sleep(1000);
      expect(await listenBackends()).toHaveLength(1);
      await notify('after the drops');
      await waitFor(() => heard.includes('after the drops'), 5000, 'the notification');
      await sleep(300);
      expect(heard.filter((payload) => payload === 'after the drops')).toHaveLength(1);
    } finally {
      await listener.close();
    }
    expect(await listenBackends()).toEqual([]);
  });

  it('notices a connection that went silent, reconnects and hears again', { timeout: 30_000 }, async () => {
    const proxy = await startProxy(new URL(database.url ?? ''));
    const { listener, heard, restored } = await started(proxy.url);
    try {
      await notify('before');
      await waitFor(() => heard.includes('before'), 5000, 'the first notification');
      proxy.freeze();
      await notify('while silent');
      // The keep-alive ping goes unanswered: the connection is replaced through the proxy.
      await waitFor(() => restored.count === 1, 5000, 'the listener to notice the silence and reconnect');
      await notify('after');
      await waitFor(() => heard.includes('after'), 5000, 'a notification after the reconnection');
      expect(heard).not.toContain('while silent');
    } finally {
      await listener.close();
      await proxy.close();
    }
  });
});
