import { insertBookingEventNotifying, nextEventSeq, notify } from '../data/booking-events.js';
import type { ShopTx } from '../db/client.js';
import type { ServerEventMap } from '../../shared/events.js';

/** The NOTIFY channel every instance listens on. */
export const EVENTS_CHANNEL = 'chair_events';

export type BookingEventType = 'bookingCreated' | 'bookingUpdated' | 'bookingStatusChanged';
export type NoticeType = 'barberUpdated' | 'servicesUpdated' | 'shopStatusUpdated';
export interface BookingEvent<K extends BookingEventType> {
  type: K;
  bookingId: number;
  barberId: number;
  data: ServerEventMap[K];
  /** A status change's earlier values, kept in its row for an undo and never broadcast. */
  undo?: Record<string, unknown>;
}
export interface Notice<K extends NoticeType> {
  type: K;
  barberId?: number;
  data: ServerEventMap[K];
}

/**
 * Records a change of a booking in `booking_events` and announces it. Called inside the
 * transaction that made the change: the notification is delivered only if it commits.
 */
export async function publishBookingEvent<K extends BookingEventType>(tx: ShopTx, event: BookingEvent<K>): Promise<number> {
  // One round trip: the row's id is the message's seq, set into the payload by the same statement.
  const { undo, ...broadcast } = event;
  return insertBookingEventNotifying(tx, EVENTS_CHANNEL, { ...broadcast, undo }, JSON.stringify(broadcast));
}

/** Announces a change that is not a booking's (shop status, barbers, services) inside its transaction. */
export async function publishNotice<K extends NoticeType>(tx: ShopTx, event: Notice<K>): Promise<number> {
  // Notices share the booking events' sequence, so `seq` increases across every kind of change.
  const seq = await nextEventSeq(tx);
  await notify(tx, EVENTS_CHANNEL, JSON.stringify({ ...event, seq }));
  return seq;
}
