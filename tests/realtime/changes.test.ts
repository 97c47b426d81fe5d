import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shopSettings } from '../../src/server/db/schema.js';
import { commitChange } from '../../src/server/realtime/changes.js';
import { realtimeOf } from '../../src/server/realtime/hub.js';
import { EVENTS_CHANNEL } from '../../src/server/realtime/publish.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { sleep, waitFor } from '../helpers/faults.js';
import { seedShop } from '../helpers/fixtures.js';
import { notifyRaw } from './live-client.js';

describe('commitChange', () => {
  let t: TestApp;
  let barberId: number;
  const heard: string[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    barberId = (await seedShop(t.ctx)).barberA.id;
    await t.database.listen(EVENTS_CHANNEL, (payload) => heard.push(payload));
  });
  afterAll(async () => {
    await t.close();
  });

  const setTurnNear = (minutes: number) => async (tx: Parameters<Parameters<typeof commitChange>[1]>[0]) => {
    await tx.update(shopSettings).set({ turnNearMinutes: minutes });
  };

  it('drops the reads a committed change made stale on this instance, with no call of its own', async () => {
    expect((await t.ctx.store.settings()).turnNearMinutes).toBe(15);
    await commitChange(t.ctx, async (tx, announce) => {
      await setTurnNear(25)(tx);
      await announce.notice({ type: 'shopStatusUpdated', data: { isOpen: true } });
    });
    expect((await t.ctx.store.settings()).turnNearMinutes).toBe(25);
  });

  it('announces and drops nothing when the change rolls back', async () => {
    // The last test's notification comes back to this instance too, and drops the settings again:
    // wait for it before counting.
    await waitFor(() => heard.length > 0, 5000, 'the last change to be heard');
    const before = await t.ctx.store.settings();
    const version = t.ctx.store.version();
    heard.length = 0;
    await expect(
      commitChange(t.ctx, async (tx, announce) => {
        await setTurnNear(40)(tx);
        await announce.notice({ type: 'shopStatusUpdated', data: { isOpen: true } });
        throw new Error('refused after the announcement');
      }),
    ).rejects.toThrow('refused after the announcement');
    expect(t.ctx.store.version()).toBe(version);
    expect(await t.ctx.store.settings()).toBe(before);
    await sleep(200);
    expect(heard).toEqual([]);
  });

  it('drops rows a change touched without announcing them', async () => {
    const rows = await t.ctx.store.activeBookings(barberId);
    await commitChange(t.ctx, (_tx, announce) => {
      announce.touched({ kind: 'bookings', barberId });
      return Promise.resolve();
    });
    expect(await t.ctx.store.activeBookings(barberId)).not.toBe(rows);
  });

  it('keeps what it read after its own change when that change is heard back, and drops it for a change it did not make', async () => {
    // The notifications of two changes, sent by hand so they surely come after the read.
    const seq = realtimeOf(t.app).lastSeq(t.ctx.shopId) + 1;
    const notice = (n: number, origin: string) => JSON.stringify({ type: 'barberUpdated', seq: n, barberId, data: {}, shopId: t.ctx.shopId, origin });
    // A change committed through this store, invalidated at its commit already.
    t.ctx.store.committed(seq);
    const read = await t.ctx.store.activeBookings(barberId);
    await notifyRaw(t.ctx, notice(seq, t.ctx.store.origin));
    await waitFor(() => realtimeOf(t.app).lastSeq(t.ctx.shopId) >= seq, 5000, 'its change to come back');
    expect(await t.ctx.store.activeBookings(barberId)).toBe(read);

    // The next change is another instance's.
    await notifyRaw(t.ctx, notice(seq + 1, 'another-instance'));
    await waitFor(() => realtimeOf(t.app).lastSeq(t.ctx.shopId) >= seq + 1, 5000, 'the other change to be heard');
    const reread = await t.ctx.store.activeBookings(barberId);
    expect(reread).not.toBe(read);

    // This store's, heard before its commit returned (not invalidated yet): dropped like any other.
    await notifyRaw(t.ctx, notice(seq + 2, t.ctx.store.origin));
    await waitFor(() => realtimeOf(t.app).lastSeq(t.ctx.shopId) >= seq + 2, 5000, 'the early change to be heard');
    expect(await t.ctx.store.activeBookings(barberId)).not.toBe(reread);
  });

  it("keeps the rows a change left for its barber, unless the store moved on while it ran", async () => {
    const left = [...(await t.ctx.store.activeBookings(barberId))];
    const leave = (moveOn: boolean) =>
      commitChange(t.ctx, async (_tx, announce) => {
        await announce.notice({ type: 'barberUpdated', barberId, data: {} });
        announce.leaves({ barberId, rows: left });
        // Another change heard meanwhile: what the transaction read may be older than the store knows.
        if (moveOn) t.ctx.store.invalidate({ kind: 'settings' });
      });
    await leave(false);
    expect(await t.ctx.store.activeBookings(barberId)).toBe(left);
    await leave(true);
    expect(await t.ctx.store.activeBookings(barberId)).not.toBe(left);
  });
});
