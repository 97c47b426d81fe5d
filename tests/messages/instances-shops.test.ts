import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres } from '../../src/server/db/client.js';
import { messages } from '../../src/server/db/schema.js';
import { book, OPENING } from '../api/booking-helpers.js';
import { createTestApp, TestClock, type TestApp } from '../helpers/app.js';
import { RecordingChannel } from '../helpers/channels.js';
import { onPostgres } from '../helpers/db.js';
import { openAllDay, seedShop } from '../helpers/fixtures.js';
import { addSmallShop, bookAt, type OtherShop } from './worker-helpers.js';

// The one worker of each instance claims across every shop (docs/decisions/0007-messages-outbox.md):
// two instances on one PostgreSQL database never send one message twice, whichever shop it is of.
describe.runIf(onPostgres)("two instances' workers on one PostgreSQL database, across shops", () => {
  const channelA = new RecordingChannel('whatsapp');
  const channelB = new RecordingChannel('whatsapp');
  let a: TestApp;
  let b: TestApp;
  let main: Awaited<ReturnType<typeof seedShop>>;
  let others: OtherShop[];

  beforeAll(async () => {
    const clock = new TestClock(Date.parse(OPENING));
    a = await createTestApp({ clock, channels: [channelA] });
    main = await seedShop(a.ctx);
    await openAllDay(a.ctx);
    others = [await addSmallShop(a, 'imran-cuts'), await addSmallShop(a, 'fade-house')];
    const url = a.database.url;
    if (!url) throw new Error('the PostgreSQL test database has no url');
    b = await createTestApp({ database: openPostgres(url, { poolSize: 5 }), clock, channels: [channelB] });
  });
  afterAll(async () => {
    await b.close();
    await b.database.close();
    await a.close();
  });

  it("sends each shop's messages once however the two claim them", { timeout: 60_000 }, async () => {
    const made: number[] = [];
    for (let n = 0; n < 15; n += 1) {
      made.push((await book(a, { barberId: main.barberA.id, customerPhone: String(9500000000 + n), services: [main.beard.id] })).id);
      for (const [i, shop] of others.entries()) made.push((await bookAt(a, shop, String(9600000000 + 100 * i + n))).id);
    }
    const drain = async (t: TestApp) => {
      while ((await t.worker.deliver()) > 0);
    };
    await Promise.all([drain(a), drain(b), drain(a), drain(b)]);

    const sent = [...channelA.sent, ...channelB.sent];
    expect(sent.map((message) => message.bookingId).sort((x, y) => x - y)).toEqual([...made].sort((x, y) => x - y));
    expect(new Set(sent.map((message) => message.id)).size).toBe(45);
    expect(channelA.sent.length).toBeGreaterThan(0);
    expect(channelB.sent.length).toBeGreaterThan(0);
    const rows = await a.database.platform.select().from(messages);
    expect(rows).toHaveLength(45);
    expect(new Set(rows.map((row) => row.shopId)).size).toBe(3);
    expect(rows.every((row) => row.status === 'sent' && row.attempts === 1)).toBe(true);
  });
});
