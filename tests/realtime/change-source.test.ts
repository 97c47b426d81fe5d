import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFanOut } from '../../src/server/realtime/fan-out.js';
import type { ChangeSource } from '../../src/server/services/store.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { seedShop } from '../helpers/fixtures.js';

// A change notification tells the store where the change was made: an instance looks promptly at
// the plans only of the barbers its own changes touched (docs/decisions/0007-messages-outbox.md).
describe('a change notification', () => {
  let t: TestApp;
  let barberId: number;

  beforeAll(async () => {
    t = await createTestApp();
    barberId = (await seedShop(t.ctx)).barberA.id;
  });
  afterAll(async () => {
    await t.close();
  });

  /** The sources the store heard for a notification of a booking of the barber, made by `origin`. */
  function heardFrom(origin: string, seq: number): ChangeSource[] {
    const sources: ChangeSource[] = [];
    const unsubscribe = t.ctx.store.subscribe((_change, source) => sources.push(source));
    const fanOut = createFanOut(t.ctx, { hasListeners: () => false, broadcast: () => undefined }, 0, () => Promise.resolve(seq));
    fanOut.onNotification(JSON.stringify({ type: 'bookingCreated', seq, bookingId: 1, barberId, data: { bookingType: 'queue' }, origin }));
    unsubscribe();
    return sources;
  }

  it("is a change made elsewhere when another instance's store made it", () => {
    expect(heardFrom('another-instance', 101)).toEqual(['elsewhere']);
  });

  it('is a change made here when it is heard before its own commit returned', () => {
    expect(heardFrom(t.ctx.store.origin, 102)).toEqual(['here']);
  });
});
