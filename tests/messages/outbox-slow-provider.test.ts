import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres } from '../../src/server/db/client.js';
import { messages } from '../../src/server/db/schema.js';
import { createWhatsAppChannel } from '../../src/server/messages/channels.js';
import { book, OPENING } from '../api/booking-helpers.js';
import { createTestApp, TestClock, type TestApp } from '../helpers/app.js';
import { onPostgres } from '../helpers/db.js';
import { seedShop } from '../helpers/fixtures.js';
import { WhatsAppStandIn, type TemplateMessage } from '../helpers/whatsapp-stand-in.js';

/** A claim lasts this long here; the provider takes longer than that to answer each message. */
const LEASE_SECONDS = 2;
const PROVIDER_MS = 3000;
const MESSAGES = 8;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// A worker renews its claim while the provider has the message (docs/decisions/0007-messages-outbox.md),
// so a provider slower than the lease (yet within the channel's timeout) does not let another
// worker take the message over and send it again.
describe.runIf(onPostgres)('a provider slower than the lease, two instances on one PostgreSQL database', () => {
  const standIn = new WhatsAppStandIn();
  const clock = new TestClock(Date.parse(OPENING));
  let a: TestApp;
  let b: TestApp;
  let shop: Awaited<ReturnType<typeof seedShop>>;

  /** Each instance sends through its own WhatsApp number, so the stand-in tells who sent what. */
  const instance = (phoneNumberId: string, database?: TestApp['database']) =>
    createTestApp({
      clock,
      env: { MESSAGE_LEASE_SECONDS: String(LEASE_SECONDS) },
      ...(database ? { database } : {}),
      channels: [
        createWhatsAppChannel({ apiUrl: standIn.url, phoneNumberId, accessToken: 'EAAG-lease-token', templatePrefix: 'chair_', templateLanguage: 'en', shopHeader: false, replyButtons: false }),
      ],
    });

  beforeAll(async () => {
    await standIn.start();
    standIn.delayMs = PROVIDER_MS;
    a = await instance('1000000001');
    shop = await seedShop(a.ctx);
    const url = a.database.url;
    if (!url) throw new Error('the PostgreSQL test database has no url');
    b = await instance('1000000002', openPostgres(url, { poolSize: 5 }));
  });
  afterAll(async () => {
    await b.close();
    await b.database.close();
    await a.close();
    await standIn.stop();
  });

  it('sends each message once, and both instances share the work', { timeout: 120_000 }, async () => {
    const phones: string[] = [];
    for (let n = 0; n < MESSAGES; n += 1) {
      const phone = String(9600000000 + n);
      phones.push(phone);
      await book(a, { barberId: n % 2 === 0 ? shop.barberA.id : shop.barberB.id, customerPhone: phone, services: [shop.beard.id] });
    }
    const unsettled = async () =>
      (await a.ctx.db.select({ id: messages.id }).from(messages).where(inArray(messages.status, ['pending', 'sending']))).length;
    // Each instance works as its background loop does: a round, a short rest, another round.
    const work = async (t: TestApp) => {
      const deadline = Date.now() + 90_000;
      while ((await unsettled()) > 0) {
        if (Date.now() > deadline) throw new Error('the messages were not all settled in time');
        await t.ctx.messenger.deliver();
        await pause(100);
      }
    };
    await Promise.all([work(a), work(b)]);

    const delivered = standIn.received.map((request) => (request.body as TemplateMessage).to).sort();
    expect(delivered).toEqual(phones.map((phone) => `91${phone}`).sort());
    const rows = await a.ctx.db.select().from(messages);
    expect(rows.map((row) => [row.status, row.attempts])).toEqual(rows.map(() => ['sent', 1]));
    // One claim does not hold every due message while the provider takes its time on each.
    const sentBy = (phoneNumberId: string) => standIn.received.filter((request) => request.url?.includes(`/${phoneNumberId}/`)).length;
    expect(sentBy('1000000001')).toBeGreaterThan(0);
    expect(sentBy('1000000002')).toBeGreaterThan(0);
  });
});
