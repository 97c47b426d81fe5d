import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shopSettings } from '../../src/server/db/schema.js';
import { commitChange } from '../../src/server/realtime/changes.js';
import { EVENTS_CHANNEL } from '../../src/server/realtime/publish.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { sleep, waitFor } from '../helpers/faults.js';
import { seedShop } from '../helpers/fixtures.js';

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
});
