import { readFile } from 'node:fs/promises';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { fromPglite, pgliteExtensions, type Database } from '../../src/server/db/client.js';
import { OPENING } from '../api/booking-helpers.js';
import { createTestApp, TestClock, type TestApp } from '../helpers/app.js';
import { RecordingChannel } from '../helpers/channels.js';
import { onPostgres } from '../helpers/db.js';
import { seedShop } from '../helpers/fixtures.js';
import { addSmallShop, bookAt, type OtherShop } from './worker-helpers.js';

/** Counts every statement the embedded database runs, whichever handle sends it. */
function counted(client: PGlite): { client: PGlite; statements: () => number } {
  let statements = 0;
  const countTx = (tx: Transaction): Transaction =>
    new Proxy(tx, {
      get(target, prop) {
        const value: unknown = Reflect.get(target, prop, target);
        if (prop === 'query' || prop === 'exec') statements += 1;
        return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
      },
    });
  const proxy = new Proxy(client, {
    get(target, prop) {
      const value: unknown = Reflect.get(target, prop, target);
      if (prop === 'query' || prop === 'exec') statements += 1;
      if (prop === 'transaction') {
        return <T>(work: (tx: Transaction) => Promise<T>) => target.transaction((tx) => work(countTx(tx)));
      }
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
  return { client: proxy, statements: () => statements };
}

// An idle platform (no one waiting, nothing due) costs the same few statements a second however
// many shops it hosts, held in memory or not (docs/decisions/0007-messages-outbox.md).
describe.skipIf(onPostgres)('what an idle platform costs the message worker', () => {
  let t: TestApp;
  let statements: () => number;
  let database: Database;

  beforeAll(async () => {
    const dump = await readFile(inject('pgliteTemplate'));
    const raw = await PGlite.create({ loadDataDir: new Blob([dump]), extensions: pgliteExtensions() });
    const count = counted(raw);
    statements = count.statements;
    database = fromPglite(count.client);
    t = await createTestApp({ database, clock: new TestClock(Date.parse(OPENING)), channels: [new RecordingChannel('whatsapp')], env: { SHOPS_IN_MEMORY: '5' } });
    await seedShop(t.ctx);
  });
  afterAll(async () => {
    await t.close();
    await database.close();
  });

  /** The worker's time, moved on by the rounds themselves. */
  let now = 0;

  /** Statements of 20 seconds of the worker's rounds: one look at the plans and 20 deliveries. */
  async function twentySeconds(): Promise<number> {
    const before = statements();
    for (let second = 0; second < 20; second += 1) {
      await t.worker.round(now);
      now += 1000;
    }
    return statements() - before;
  }

  it('does not grow with the number of shops', async () => {
    // Warm: the roles are worked out and the home shop's settings read once.
    await twentySeconds();
    const one = await twentySeconds();
    for (let n = 0; n < 12; n += 1) await addSmallShop(t, `idle-shop-${String(n)}`);
    const thirteen = await twentySeconds();
    expect(thirteen).toBe(one);
    // One claim a second and one look for shops with someone waiting every 20 s, each a transaction
    // of a few statements.
    expect(one).toBeGreaterThanOrEqual(21);
    expect(one).toBeLessThanOrEqual(21 * 4);
    // Eight of the thirteen shops were let go; nothing loaded them again.
    expect(t.shops.heldCount()).toBe(5);
  });

  it('looks at a busy shop it does not hold from memory while nothing changed', async () => {
    const idle = await twentySeconds();
    // Someone waits at eight shops; the instance holds five of them.
    const busy: OtherShop[] = [];
    for (let n = 0; n < 8; n += 1) busy.push(await addSmallShop(t, `busy-shop-${String(n)}`));
    for (const [n, shop] of busy.entries()) await bookAt(t, shop, `98765432${String(n).padStart(2, '0')}`);
    expect(t.shops.heldCount()).toBe(5);
    // The first looks read the shops not held, and write what their plans call for.
    await twentySeconds();
    await twentySeconds();
    // Nothing changed since: a shop not held costs the read of its row, not of its day.
    const settled = await twentySeconds();
    // (Reading each day afresh cost ten statements a shop.)
    expect(settled - idle).toBeLessThanOrEqual(3 * 2);
  });
});
