import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres } from '../../src/server/db/client.js';
import { messages } from '../../src/server/db/schema.js';
import { book, OPENING } from '../api/booking-helpers.js';
import { createTestApp, TestClock, type TestApp } from '../helpers/app.js';
import { RecordingChannel } from '../helpers/channels.js';
import { onPostgres } from '../helpers/db.js';
import { seedShop } from '../helpers/fixtures.js';

// Every instance runs the message worker (docs/product/messages.md): two of them on one PostgreSQL database
// must never send one message twice, nor decide one message twice.
describe.runIf(onPostgres)('messages from two instances on one PostgreSQL database', () => {
  const channelA = new RecordingChannel('whatsapp');
  const channelB = new RecordingChannel('whatsapp');
  let a: TestApp;
  let b: TestApp;
  let shop: Awaited<ReturnType<typeof seedShop>>;

  beforeAll(async () => {
    const clock = new TestClock(Date.parse(OPENING));
    a = await createTestApp({ clock, channels: [channelA] });
    shop = await seedShop(a.ctx);
    const url = a.database.url;
    if (!url) throw new Error('the PostgreSQL test database has no url');
    b = await createTestApp({ database: openPostgres(url, { poolSize: 5 }), clock, channels: [channelB] });
  });
  afterAll(async () => {
    await b.close();
    await b.database.close();
    await a.close();
  });

  it('sends each message once however the two claim them', { timeout: 60_000 }, async () => {
    const barbers = [shop.barberA.id, shop.barberB.id];
    const made = [];
    for (let n = 0; n < 40; n += 1) {
      made.push(await book(a, { barberId: barbers[n % 2] ?? 0, customerPhone: String(9300000000 + n), services: [shop.beard.id] }));
    }
    // Both instances deliver at once, over and over, until nothing is due.
    const drain = async (t: TestApp) => {
      while ((await t.ctx.messenger.deliver()) > 0);
    };
    await Promise.all([drain(a), drain(b), drain(a), drain(b)]);

    const sent = [...channelA.sent, ...channelB.sent];
    expect(sent.map((message) => message.bookingId).sort((x, y) => x - y)).toEqual(made.map((booking) => booking.id).sort((x, y) => x - y));
    expect(new Set(sent.map((message) => message.id)).size).toBe(40);
    // Both took part: the claims skipped each other's rows instead of waiting on them.
    expect(channelA.sent.length).toBeGreaterThan(0);
    expect(channelB.sent.length).toBeGreaterThan(0);
    const rows = await a.ctx.db.select().from(messages);
    expect(rows.every((row) => row.status === 'sent' && row.attempts === 1)).toBe(true);
  });

  it('decides each move once when both look at the plans together', { timeout: 60_000 }, async () => {
    const before = (await a.ctx.db.select().from(messages)).length;
    // Twenty minutes on and nobody served: every customer but the first of each barber is told
    // that their start moved later.
    a.clock.advance(20);
    await Promise.all([a.ctx.messenger.review(), b.ctx.messenger.review(), a.ctx.messenger.review(), b.ctx.messenger.review()]);
    const decided = (await a.ctx.db.select().from(messages).orderBy(asc(messages.id))).slice(before);
    expect(decided.length).toBeGreaterThan(20);
    expect(decided.every((row) => row.kind === 'running_late')).toBe(true);
    expect(new Set(decided.map((row) => row.bookingId)).size).toBe(decided.length);
  });
});
