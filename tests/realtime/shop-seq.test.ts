import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { AppContext } from '../../src/server/context.js';
import { lastShopSeq } from '../../src/server/data/booking-events.js';
import { shopSettings } from '../../src/server/db/schema.js';
import { commitChange } from '../../src/server/realtime/changes.js';
import { realtimeOf } from '../../src/server/realtime/hub.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { onPostgres } from '../helpers/db.js';
import { seedShop } from '../helpers/fixtures.js';
import { addSecondShop, addShop } from '../helpers/shops.js';
import { bookAndPublish, LiveClient, wsUrl, type Incoming } from './live-client.js';

/** A notice of the shop's services, the smallest change there is; answers its seq. */
const servicesChanged = (ctx: AppContext) => commitChange(ctx, (_tx, announce) => announce.notice({ type: 'servicesUpdated', data: {} }));

/** The seqs of the change messages a socket heard (not its hello, not the waits that follow changes). */
const changeSeqs = (client: LiveClient) =>
  client.messages
    .filter((message): message is Extract<Incoming, { seq: number }> => message.type !== 'connected' && message.type !== 'waitTimeUpdated' && 'seq' in message)
    .map((message) => message.seq);

/** From `from` + 1, `count` numbers one after another. */
const run = (from: number, count: number) => Array.from({ length: count }, (_, i) => from + i + 1);

/** Each shop numbers its own changes (docs/product/architecture.md#live-updates): 1, 2, 3… with no holes. */
describe(`a change number per shop (${onPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  let t: TestApp;
  let main: Awaited<ReturnType<typeof seedShop>>;
  let second: AppContext;
  let secondBarber: { id: number };
  let url: string;
  const clients: LiveClient[] = [];
  let phone = 9876510000;

  async function connect(path: string): Promise<{ client: LiveClient; hello: number }> {
    const client = await LiveClient.open(url.replace(/\/ws$/, path));
    clients.push(client);
    const hello = await client.nextOfType('connected');
    return { client, hello: hello.seq };
  }

  async function heard(client: LiveClient, count: number): Promise<void> {
    for (let i = 0; i < count; i++) await client.next((message) => message.type !== 'connected' && message.type !== 'waitTimeUpdated', `change ${i + 1}`);
  }

  beforeAll(async () => {
    t = await createTestApp();
    main = await seedShop(t.ctx);
    ({ ctx: second, barber: secondBarber } = await addSecondShop(t));
    url = await wsUrl(t);
  });
  afterEach(async () => {
    await Promise.all(clients.splice(0).map((client) => client.close()));
  });
  afterAll(async () => {
    await t.close();
  });

  it("gives each shop's sockets 1, 2, 3… while two shops change in turn", async () => {
    const home = await connect('/ws');
    const other = await connect('/s/imran-cuts/ws');
    // The second shop is new: its first change is its number 1, whatever shop 1 did before.
    expect(other.hello).toBe(0);
    for (let i = 0; i < 4; i++) {
      await bookAndPublish(t.ctx, { barberId: main.barberA.id, customerPhone: String(phone++) });
      await bookAndPublish(second, { barberId: secondBarber.id, customerPhone: String(phone++) });
      await servicesChanged(i % 2 === 0 ? t.ctx : second);
    }
    await heard(home.client, 6);
    await heard(other.client, 6);
    expect(changeSeqs(home.client)).toEqual(run(home.hello, 6));
    expect(changeSeqs(other.client)).toEqual(run(0, 6));
    expect(realtimeOf(t.app).lastSeq(second.shopId)).toBe(6);
    expect(realtimeOf(t.app).lastSeq(t.ctx.shopId)).toBe(home.hello + 6);
    expect(await lastShopSeq(second.db)).toBe(6);
  });

  it('leaves no hole for a change that was rolled back', async () => {
    const before = await lastShopSeq(second.db);
    const { client, hello } = await connect('/s/imran-cuts/ws');
    expect(hello).toBe(before);
    const failed = commitChange(second, async (_tx, announce) => {
      await announce.notice({ type: 'servicesUpdated', data: {} });
      throw new Error('the change fails after announcing');
    });
    await expect(failed).rejects.toThrow('the change fails after announcing');
    expect(await servicesChanged(second)).toBe(before + 1);
    await heard(client, 1);
    expect(changeSeqs(client)).toEqual([before + 1]);
  });

  it('numbers 20 changes made at once in one shop 20 consecutive times, and sends them in that order', async () => {
    const before = await lastShopSeq(second.db);
    const { client } = await connect('/s/imran-cuts/ws');
    const seqs = await Promise.all(Array.from({ length: 20 }, () => servicesChanged(second)));
    expect([...seqs].sort((a, b) => a - b)).toEqual(run(before, 20));
    await heard(client, 20);
    // The counter's row lock holds each change until it commits: they are heard in their order.
    expect(changeSeqs(client)).toEqual(run(before, 20));
  });

  it("starts a shop loaded later at its own counter, not at another shop's", async () => {
    const id = await addShop(t.database.db, 'late-fade');
    await t.database.db.execute(sql`update shops set event_seq = 7 where id = ${id}`);
    await t.ctx.database.forShop(id).insert(shopSettings).values({});
    const { hello } = await connect('/s/late-fade/ws');
    expect(hello).toBe(7);
    const read = await t.app.inject({ method: 'GET', url: '/s/late-fade/api/shop-settings' });
    expect(read.headers['x-live-seq']).toBe('7');
  });

  it.runIf(onPostgres)("never makes one shop's change wait for another shop's counter", async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let announced = () => {};
    const holding = new Promise<void>((resolve) => {
      announced = resolve;
    });
    // Shop 1's change holds its counter until released…
    const slow = commitChange(t.ctx, async (_tx, announce) => {
      const seq = await announce.notice({ type: 'servicesUpdated', data: {} });
      announced();
      await held;
      return seq;
    });
    await holding;
    // …and the second shop's change goes through meanwhile.
    const before = await lastShopSeq(second.db);
    expect(await servicesChanged(second)).toBe(before + 1);
    release();
    await slow;
  });
});
