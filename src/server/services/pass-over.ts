import { and, eq, sql } from 'drizzle-orm';
import type { BarberPlan } from '../../shared/domain/plan-barber-day.js';
import type { AppContext } from '../context.js';
import type { Tx } from '../db/client.js';
import { bookings } from '../db/schema.js';
import { enqueueMessage, paramsFor } from '../messages/outbox.js';
import type { Announcer } from '../realtime/changes.js';
import type { BookingRow } from './store.js';

/**
 * The waiting walk-ins the barber passes by starting `started` (docs/decisions/0015-arrival-and-running-late.md):
 * those planned before it who are away. Someone planned before it who is here, and any slot, is not
 * passed: a slot's customer has a time, not a place to keep.
 */
export function passedBy(started: BookingRow, active: readonly BookingRow[], plan: BarberPlan): BookingRow[] {
  if (started.bookingType !== 'queue') return [];
  const index = plan.entries.findIndex((entry) => entry.bookingId === started.id);
  if (index <= 0) return [];
  const byId = new Map(active.map((row) => [row.id, row]));
  return plan.entries
    .slice(0, index)
    .map((entry) => byId.get(entry.bookingId))
    .filter((row): row is BookingRow => row !== undefined && row.status === 'waiting' && row.bookingType === 'queue' && row.arrivedAt === null);
}

/**
 * Counts one pass on each walk-in passed and tells each "you are next as soon as you are back",
 * inside the Start's transaction: the pass exists if and only if the Start commits. The one passed
 * keeps his token, so the plan keeps him at the head.
 */
export async function recordPasses(
  tx: Tx,
  ctx: Pick<AppContext, 'env' | 'secret' | 'messageChannel'>,
  announce: Announcer,
  passed: readonly BookingRow[],
  timeZone: string,
  now: number,
): Promise<void> {
  for (const row of passed) {
    const [next] = await tx
      .update(bookings)
      .set({ passedOver: sql`${bookings.passedOver} + 1`, updatedAt: new Date(now) })
      .where(and(eq(bookings.id, row.id), eq(bookings.status, 'waiting')))
      .returning();
    if (!next) continue;
    // One message per pass: the pass count tells the occurrences apart.
    await enqueueMessage(tx, ctx, { booking: next, kind: 'turn_passed', occurrence: next.passedOver, params: paramsFor(ctx, next, timeZone), now });
    await announce.booking({ type: 'bookingUpdated', bookingId: next.id, barberId: next.barberId, data: { status: next.status } });
  }
}
