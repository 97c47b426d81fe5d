import { sql } from 'drizzle-orm';
import { rowsOf, type Tx } from '../db/client.js';
import { bookingEvents } from '../db/schema.js';
import type { ServerEventMap, ServerMessage } from '../../shared/events.js';

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

async function notify(tx: Tx, message: ServerMessage): Promise<void> {
  await tx.execute(sql`select pg_notify(${EVENTS_CHANNEL}, ${JSON.stringify(message)})`);
}

/**
 * Records a change of a booking in `booking_events` and announces it. Called inside the
 * transaction that made the change: the notification is delivered only if it commits.
 */
export async function publishBookingEvent<K extends BookingEventType>(tx: Tx, event: BookingEvent<K>): Promise<number> {
  // One round trip: the row's id is the message's seq, set into the payload by the same statement.
  const { undo, ...broadcast } = event;
  const message = JSON.stringify(broadcast);
  const undoJson = undo === undefined ? null : JSON.stringify(undo);
  const result = await tx.execute(sql`
    with event as (
      insert into ${bookingEvents} (booking_id, barber_id, type, data, undo)
      values (${event.bookingId}, ${event.barberId}, ${event.type}, ${JSON.stringify(event.data)}::jsonb, ${undoJson}::jsonb)
      returning id
    )
    select id::text as seq, pg_notify(${EVENTS_CHANNEL}, jsonb_set(${message}::jsonb, '{seq}', to_jsonb(id))::text)
    from event`);
  const seq = rowsOf<{ seq: string }>(result)[0]?.seq;
  if (seq === undefined) throw new Error('insert booking_events returned nothing');
  return Number(seq);
}

/** Announces a change that is not a booking's (shop status, barbers, services) inside its transaction. */
export async function publishNotice<K extends NoticeType>(tx: Tx, event: Notice<K>): Promise<number> {
  // Notices share the booking events' sequence, so `seq` increases across every kind of change.
  const result = await tx.execute(sql`select nextval('booking_events_id_seq')::text as seq`);
  const seq = Number(rowsOf<{ seq: string }>(result)[0]?.seq ?? 0);
  await notify(tx, { ...event, seq } as ServerMessage);
  return seq;
}
