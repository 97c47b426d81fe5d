import { insertBookingEventNotifying, notifyWithNextSeq } from '../data/booking-events.js';
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

/** What announcing a booking's change answers: its event's id (what an undo names) and its message's seq. */
export interface PublishedEvent {
  eventId: number;
  seq: number;
}

/**
 * Records a change of a booking in `booking_events` and announces it with the shop's next change
 * number, naming the store it was committed through (`origin`). Called inside the transaction that
 * made the change: the notification is delivered only if it commits, and a rollback gives the
 * number back.
 */
export async function publishBookingEvent<K extends BookingEventType>(tx: ShopTx, event: BookingEvent<K>, origin: string): Promise<PublishedEvent> {
  // One round trip: the event's row, the shop's next number and the notification carrying it.
  const { undo, ...broadcast } = event;
  return insertBookingEventNotifying(tx, EVENTS_CHANNEL, { ...broadcast, undo }, JSON.stringify({ ...broadcast, origin }));
}

/** Announces a change that is not a booking's (shop status, barbers, services) inside its transaction; answers its seq. */
export async function publishNotice<K extends NoticeType>(tx: ShopTx, event: Notice<K>, origin: string): Promise<number> {
  // Notices take the same counter, so a shop's `seq` counts every kind of its changes.
  return notifyWithNextSeq(tx, EVENTS_CHANNEL, JSON.stringify({ ...event, origin }));
}

/**
 * The store a notification's change was committed through (`ShopStore.origin`), if it names one.
 * It is not part of the message: parsing leaves it out, as it leaves out the shop.
 */
export function originOf(payload: string): string | null {
  return /"origin"\s*:\s*"([\w-]+)"/.exec(payload)?.[1] ?? null;
}
