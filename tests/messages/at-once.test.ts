import { asc } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ClaimedMessage } from '../../src/server/data/messages.js';
import { messages } from '../../src/server/db/schema.js';
import { AS_LEFT_MS, createSendAtOnce } from '../../src/server/messages/at-once.js';
import type { Messenger } from '../../src/server/messages/messenger.js';
import type { BookingRow } from '../../src/server/services/store.js';
import { expectError, postBooking } from '../api/booking-helpers.js';
import { useOutboxShop } from './outbox-helpers.js';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// A booking's confirmation is written claimed by the instance that made the booking, and sent by it
// right after the commit (docs/decisions/0007-messages-outbox.md, "Sent at once").
describe('a confirmation sent at once by the instance that made the booking', () => {
  const { s, channel, walkIn, rowsOf } = useOutboxShop({ MESSAGE_LEASE_SECONDS: '1' });

  afterEach(async () => {
    await s.t.sendAtOnce.stop();
  });

  it('is written claimed and sent after the commit, leaving the worker nothing to claim', async () => {
    s.t.sendAtOnce.start();
    const booking = await walkIn();
    await s.t.sendAtOnce.idle();
    expect(channel.kindsFor(booking.id)).toEqual(['confirmation']);
    const [row, ...others] = await rowsOf(booking.id);
    expect(others).toEqual([]);
    expect(row).toMatchObject({ kind: 'confirmation', status: 'sent', attempts: 1, claimToken: null, leaseUntil: null });
    expect(await s.t.worker.deliver()).toBe(0);
    expect(channel.sent).toHaveLength(1);
  });

  it('is written pending for any worker while this instance sends nothing at once', async () => {
    const booking = await walkIn();
    await s.t.sendAtOnce.idle();
    expect(channel.sent).toEqual([]);
    expect((await rowsOf(booking.id)).map((row) => [row.status, row.attempts])).toEqual([['pending', 0]]);
    expect(await s.t.worker.deliver()).toBe(1);
    expect(channel.kindsFor(booking.id)).toEqual(['confirmation']);
  });

  it('sends nothing for a booking the database refused after its claim was given', async () => {
    s.t.sendAtOnce.start();
    const first = await walkIn();
    // Not held by the store: the booking is placed, claimed and refused by the phone's unique index.
    s.t.ctx.store.invalidate({ kind: 'bookings', barberId: s.shop.barberA.id });
    const claim = vi.spyOn(s.t.sendAtOnce, 'claim');
    const again = await postBooking(s.t, { barberId: s.shop.barberB.id, customerPhone: first.customerPhone ?? '', services: [s.shop.haircut.id] });
    expectError(again, 409, 'PHONE_HAS_ACTIVE_BOOKING');
    expect(claim).toHaveBeenCalledTimes(1);
    claim.mockRestore();
    await s.t.sendAtOnce.idle();
    expect(channel.sent.map((message) => message.bookingId)).toEqual([first.id]);
    expect(await s.t.ctx.db.select({ id: messages.id }).from(messages).orderBy(asc(messages.id))).toHaveLength(1);
  });

  it("runs with the worker: started by its start, and its stop waited for by the worker's", async () => {
    s.t.worker.start();
    const booking = await walkIn();
    const stop = s.t.sendAtOnce.stop.bind(s.t.sendAtOnce);
    let stopped = false;
    vi.spyOn(s.t.sendAtOnce, 'stop').mockImplementation(async () => {
      await stop();
      await pause(50);
      stopped = true;
    });
    await s.t.worker.stop();
    expect(stopped).toBe(true);
    expect(channel.kindsFor(booking.id)).toEqual(['confirmation']);
    expect((await rowsOf(booking.id)).map((row) => row.status)).toEqual(['sent']);
    vi.restoreAllMocks();
  });

  it('is taken over by a worker, once, when its instance stops before sending it', async () => {
    s.t.sendAtOnce.start();
    // The instance stops between the commit and the send: nothing is handed over.
    const hand = vi.spyOn(s.t.sendAtOnce, 'hand').mockImplementation(() => undefined);
    const booking = await walkIn();
    hand.mockRestore();
    expect((await rowsOf(booking.id)).map((row) => [row.status, row.attempts])).toEqual([['sending', 1]]);
    // Its claim holds until the lease (1 s here, on the database's clock) runs out.
    expect(await s.t.worker.deliver()).toBe(0);
    await pause(1200);
    expect(await s.t.worker.deliver()).toBe(1);
    expect(await s.t.worker.deliver()).toBe(0);
    expect(channel.kindsFor(booking.id)).toEqual(['confirmation']);
    const [row] = await rowsOf(booking.id);
    expect(row).toMatchObject({ status: 'sent', attempts: 2 });
  });
});

describe('the messages handed over to send at once', () => {
  const { s } = useOutboxShop();

  /** A messenger whose sends wait until the test lets them go. */
  function heldMessenger() {
    const waiting: (() => void)[] = [];
    const sent: number[] = [];
    const messenger: Pick<Messenger, 'deliverClaimed'> = {
      deliverClaimed: (message) =>
        new Promise<void>((resolve) => {
          waiting.push(() => {
            sent.push(message.id);
            resolve();
          });
        }),
    };
    const waitingCount = () => waiting.length;
    /** Lets `count` sends go, each as it comes. */
    const release = async (count: number) => {
      for (let n = 0; n < count; n += 1) {
        while (waiting.length === 0) await pause(1);
        waiting.shift()?.();
      }
    };
    return { ctx: { messenger: messenger as Messenger }, sent, release, waitingCount };
  }

  const message = (id: number) => ({ id, shopId: s.t.ctx.shopId, bookingId: 1 }) as ClaimedMessage;
  const booking = { id: 1 } as BookingRow;

  it('are at most a few, counted from their claim: past them a change writes its messages pending, for the worker', async () => {
    const atOnce = createSendAtOnce(s.t.database.platform, s.t.ctx.log, 30, { queue: 2 });
    const held = heldMessenger();
    expect(atOnce.claim()).toBeNull();
    atOnce.start();
    const failed = atOnce.claim();
    expect(failed).not.toBeNull();
    const first = atOnce.claim();
    // Two claims given, one of them to a change still under way: no third.
    expect(atOnce.claim()).toBeNull();
    if (failed) atOnce.drop(failed);
    const second = atOnce.claim();
    if (first) atOnce.hand(held.ctx, first, [message(1)], booking);
    if (second) atOnce.hand(held.ctx, second, [message(2)], booking);
    expect(atOnce.claim()).toBeNull();
    await held.release(2);
    await atOnce.idle();
    expect(held.sent).toEqual([1, 2]);
    expect(atOnce.claim()).not.toBeNull();
    await atOnce.stop();
    expect(atOnce.claim()).toBeNull();
  });

  it('are sent one after another; stopping waits for the send under way and leaves the rest to the workers', async () => {
    const atOnce = createSendAtOnce(s.t.database.platform, s.t.ctx.log, 30);
    const held = heldMessenger();
    atOnce.start();
    for (const id of [7, 8, 9]) {
      const handOver = atOnce.claim();
      if (handOver) atOnce.hand(held.ctx, handOver, [message(id)], booking);
    }
    await held.release(1);
    while (held.waitingCount() === 0) await pause(1);
    let stopped = false;
    const stopping = atOnce.stop().then(() => {
      stopped = true;
    });
    await pause(10);
    expect(stopped).toBe(false);
    await held.release(1);
    await stopping;
    // 9 stays claimed: its lease runs out and a worker sends it.
    expect(held.sent).toEqual([7, 8]);
  });

  it('go out with the booking as the change left it only at once: one that waited reads it as a worker does', async () => {
    let now = 0;
    const atOnce = createSendAtOnce(s.t.database.platform, s.t.ctx.log, 30, { monotonic: () => now });
    const given: (BookingRow | undefined)[] = [];
    const messenger: Pick<Messenger, 'deliverClaimed'> = {
      deliverClaimed: (_message, _claims, row) => {
        given.push(row);
        now += AS_LEFT_MS + 1;
        return Promise.resolve();
      },
    };
    atOnce.start();
    for (const id of [1, 2]) {
      const handOver = atOnce.claim();
      if (handOver) atOnce.hand({ messenger: messenger as Messenger }, handOver, [message(id)], booking);
    }
    await atOnce.idle();
    expect(given).toEqual([booking, undefined]);
  });
});
