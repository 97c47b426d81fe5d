import { readFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { shopsWithWaitingBookings } from '../../src/server/data/messages.js';
import { fromPglite, pgliteExtensions, type Database } from '../../src/server/db/client.js';
import { book, OPENING, putStatus } from '../api/booking-helpers.js';
import { createTestApp, TestClock, type TestApp } from '../helpers/app.js';
import { RecordingChannel } from '../helpers/channels.js';
import { onPostgres } from '../helpers/db.js';
import { BARBER_A, BARBER_B, seedShop, staffLogin } from '../helpers/fixtures.js';
import { counted } from './counted-statements.js';
import { addSmallShop, bookAt, type OtherShop } from './worker-helpers.js';

const SECOND = 1000;
const MINUTE = 60 * SECOND;

// The worker looks at a shop's plans when its last look saw something coming, at most five minutes
// later (docs/decisions/0007-messages-outbox.md, "The next look"), not at every shop every 20 s.
describe.skipIf(onPostgres)('when the message worker looks at a shop again', () => {
  const channel = new RecordingChannel('whatsapp');
  let t: TestApp;
  let statements: () => number;
  let database: Database;
  let main: Awaited<ReturnType<typeof seedShop>>;
  const others: OtherShop[] = [];
  let phones = 0;
  const phone = () => String(9300000000 + phones++);

  beforeAll(async () => {
    const dump = await readFile(inject('pgliteTemplate'));
    const raw = await PGlite.create({ loadDataDir: new Blob([dump]), extensions: pgliteExtensions() });
    const count = counted(raw);
    statements = count.statements;
    database = fromPglite(count.client);
    // Two shops in memory, six more busy in the database alone.
    t = await createTestApp({ database, clock: new TestClock(Date.parse(OPENING)), channels: [channel], env: { SHOPS_IN_MEMORY: '2' } });
    main = await seedShop(t.ctx);
    for (let n = 0; n < 6; n += 1) others.push(await addSmallShop(t, `next-look-${String(n)}`));
  });
  afterAll(async () => {
    await t.close();
    await database.close();
  });

  /** Statements of one look every 20 s, the clock moved on to it first. */
  async function lookAfter(ms: number): Promise<number> {
    t.clock.now += ms;
    const before = statements();
    await t.worker.review();
    return statements() - before;
  }

  it('looks at busy shops with nothing near, held or not, once in five minutes, not every 20 s', { timeout: 120_000 }, async () => {
    // Each shop has a walk-in first in line, told to come by the confirmation; nothing else can
    // come due while nobody is served.
    for (const shop of others) await bookAt(t, shop, phone());
    await book(t, { barberId: main.barberA.id, customerPhone: phone(), services: [main.haircut.id] });
    await lookAfter(0);
    // What the first look wrote is looked at once more.
    await lookAfter(20 * SECOND);

    // Then, for the rest of the five minutes, only the query for the shops with someone waiting.
    const before = statements();
    expect(await shopsWithWaitingBookings(t.database.platform)).toHaveLength(7);
    const query = statements() - before;
    const quiet: number[] = [];
    for (let look = 0; look < 12; look += 1) quiet.push(await lookAfter(20 * SECOND));
    expect(quiet).toEqual(Array.from({ length: 12 }, () => query));
    // Five minutes on, every shop is looked at again: five of them read from the database.
    expect(await lookAfter(60 * SECOND)).toBeGreaterThan(5 * 4);
    while ((await t.worker.deliver()) > 0);
    expect(channel.sent.map((message) => message.kind)).toEqual(Array.from({ length: 7 }, () => 'confirmation'));
  });

  it("looks at a shop at the next look after its settings change, the minutes that make a turn near among them", async () => {
    // Nothing is near anywhere (the test before looked at every shop a moment ago).
    const before = statements();
    await shopsWithWaitingBookings(t.database.platform);
    const query = statements() - before;
    expect(await lookAfter(20 * SECOND)).toBe(query);
    const held = t.shops.loaded(t.ctx.shopId);
    if (!held) throw new Error('the home shop is not held');
    held.store.invalidate({ kind: 'settings' });
    expect(await lookAfter(20 * SECOND)).toBeGreaterThan(query);
    expect(await lookAfter(20 * SECOND)).toBe(query);
  });

  it('tells a customer their start moved at the moment a look every 20 s would', { timeout: 120_000 }, async () => {
    t.clock.now += 10 * MINUTE;
    // The same day at each chair: one customer served, two waiting, and the barber never done.
    const queues = [];
    for (const [barber, login] of [[main.barberA, BARBER_A], [main.barberB, BARBER_B]] as const) {
      const served = await book(t, { barberId: barber.id, customerPhone: phone(), services: [main.haircut.id] });
      await book(t, { barberId: barber.id, customerPhone: phone(), services: [main.haircut.id] });
      const last = await book(t, { barberId: barber.id, customerPhone: phone(), services: [main.haircut.id] });
      const started = await putStatus(t, served.id, { status: 'serving' }, await staffLogin(t.app, login));
      expect(started.statusCode, started.body).toBe(200);
      queues.push({ barberId: barber.id, last, toldAt: null as number | null });
    }
    const [everyTwenty, nextLook] = queues as [(typeof queues)[0], (typeof queues)[0]];
    const held = t.shops.loaded(t.ctx.shopId);
    if (!held) throw new Error('the home shop is not held');
    const looks = vi.spyOn(held.messenger, 'review');
    const from = t.clock.now;
    // The first chair's plan is looked at every 20 s, as before; the second's only by the worker.
    for (let at = 0; at <= 60 * MINUTE && queues.some((queue) => queue.toldAt === null); at += 20 * SECOND) {
      await lookAfter(at === 0 ? 0 : 20 * SECOND);
      await held.messenger.review([everyTwenty.barberId]);
      while ((await t.worker.deliver()) > 0);
      for (const queue of queues) {
        if (queue.toldAt === null && channel.kindsFor(queue.last.id).includes('running_late')) queue.toldAt = t.clock.now;
      }
    }
    expect(everyTwenty.toldAt).not.toBeNull();
    expect(nextLook.toldAt).toBe(everyTwenty.toldAt);
    // The worker's looks at the whole shop: a few, not one every 20 s (over a hundred).
    const whole = looks.mock.calls.filter(([barberIds]) => barberIds === undefined).length;
    expect(whole).toBeGreaterThan(0);
    expect(whole).toBeLessThan(30);
    expect((everyTwenty.toldAt ?? 0) - from).toBeGreaterThan(5 * MINUTE);
  });
});
