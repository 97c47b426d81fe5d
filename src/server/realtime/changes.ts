import type { ServerMessage } from '../../shared/events.js';
import type { ShopDb, ShopTransaction } from '../db/client.js';
import type { BookingRow, Change, ChangeSource, ShopStore } from '../services/store.js';
import {
  publishBookingEvent,
  publishNotice,
  type BookingEvent,
  type BookingEventType,
  type Notice,
  type NoticeType,
} from './publish.js';

/** What a change announces, inside its transaction. */
export interface Announcer {
  /**
   * Records a booking's change in `booking_events` and notifies every instance; returns the event's
   * id (what an undo or a message's occurrence names), not the message's seq.
   */
  booking<K extends BookingEventType>(event: BookingEvent<K>): Promise<number>;
  /** Notifies every instance of a change of the shop, a barber or the services; returns its seq. */
  notice<K extends NoticeType>(event: Notice<K>): Promise<number>;
  /**
   * Rows in the hot store that this change wrote and no announcement names (a booking's message
   * bookkeeping, which no page shows): dropped on this instance only.
   */
  touched(change: Change): void;
  /**
   * A barber's active bookings, in token order, as this change leaves them, read in its
   * transaction under the barber's lock: the store keeps them after the commit instead of reading
   * them again, unless something else changed the store meanwhile.
   */
  leaves(fresh: { barberId: number; rows: BookingRow[] }): void;
}

/**
 * More work a caller adds to a change, in its transaction, with the booking as the change leaves
 * it: what a WhatsApp reply did is recorded in the change it made, so it is done once
 * (docs/product/messages.md#replies-on-whatsapp).
 */
export type AlsoInChange = (tx: ShopTransaction, booking: BookingRow) => Promise<void>;
export const NOTHING_MORE: AlsoInChange = () => Promise.resolve();

/**
 * Drops what a change made stale. The same for every instance: the one that made the change runs
 * it after its commit (`commitChange`, `here`), every other on hearing the notification (`elsewhere`).
 */
export function invalidateFor(store: ShopStore, message: ServerMessage, source: ChangeSource): void {
  switch (message.type) {
    case 'bookingStatusChanged':
      // A completion on any instance teaches every instance (docs/decisions/0010-the-chairs-day.md),
      // and an undone one (a Complete taken back) must stop teaching them.
      if (message.barberId !== undefined && (message.data.status === 'completed' || message.data.undone === true)) {
        store.invalidate({ kind: 'durations', barberId: message.barberId }, source);
      }
      if (message.barberId === undefined) store.clear();
      else store.invalidate({ kind: 'bookings', barberId: message.barberId }, source);
      return;
    case 'bookingCreated':
    case 'bookingUpdated':
      if (message.barberId === undefined) store.clear();
      else store.invalidate({ kind: 'bookings', barberId: message.barberId }, source);
      return;
    case 'barberUpdated':
      store.invalidate({ kind: 'barbers' }, source);
      // A barber notice without a barber (a bulk change) could touch anyone's bookings.
      if (message.barberId === undefined) store.clear();
      else store.invalidate({ kind: 'bookings', barberId: message.barberId }, source);
      return;
    case 'servicesUpdated':
      store.invalidate({ kind: 'services' }, source);
      return;
    case 'shopStatusUpdated':
      store.invalidate({ kind: 'settings' }, source);
      return;
    case 'connected':
    case 'waitTimeUpdated':
      return;
  }
}

/**
 * Every change to the shop goes through here (docs/decisions/0014-database-faults.md): one
 * transaction whose announcements are delivered only if it commits, then, on this instance, the
 * same invalidation that every other instance runs when the notification reaches it. A change
 * cannot leave this instance's reads stale by forgetting to invalidate them. Its notification
 * names the store (`origin`): heard back after this, it does not drop what was read since.
 */
export async function commitChange<T>(
  ctx: { db: ShopDb; store: ShopStore },
  work: (tx: ShopTransaction, announce: Announcer) => Promise<T>,
): Promise<T> {
  const announced: ServerMessage[] = [];
  const touched: Change[] = [];
  const left: { barberId: number; rows: BookingRow[] }[] = [];
  // Before anything is read: a store that moved on from here by anything but this change has news
  // the transaction's rows may not show.
  const versionBefore = ctx.store.version();
  // The shop's change counter first, taken as the transaction begins (docs/product/architecture.md#live-updates).
  const result = await ctx.db.change(async (tx) => {
    const announcer: Announcer = {
      async booking(event) {
        const { eventId, seq } = await publishBookingEvent(tx, event, ctx.store.origin);
        const { undo: _kept, ...broadcast } = event;
        announced.push({ ...broadcast, seq } as ServerMessage);
        return eventId;
      },
      async notice(event) {
        const seq = await publishNotice(tx, event, ctx.store.origin);
        announced.push({ ...event, seq } as ServerMessage);
        return seq;
      },
      touched(change) {
        touched.push(change);
      },
      leaves(fresh) {
        left.push(fresh);
      },
    };
    return work(tx, announcer);
  });
  // Moved on since the start by nothing but this change's own notifications, heard early?
  const ownEarly = announced.reduce((count, message) => count + ctx.store.takeEarly(message.seq), 0);
  const movedOn = ctx.store.version() - versionBefore - ownEarly > 0;
  for (const message of announced) {
    invalidateFor(ctx.store, message, 'here');
    ctx.store.committed(message.seq);
  }
  for (const change of touched) ctx.store.invalidate(change);
  if (!movedOn) for (const { barberId, rows } of left) ctx.store.keep({ kind: 'bookings', barberId }, rows);
  return result;
}
