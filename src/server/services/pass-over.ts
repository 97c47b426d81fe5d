import { z } from 'zod';
import { MESSAGE_CHANNELS } from '../../shared/constants.js';
import type { BarberPlan } from '../../shared/domain/plan-barber-day.js';
import { countPassOver, restorePassOver } from '../data/bookings.js';
import { deletePendingMessagesByKey } from '../data/messages.js';
import type { ShopTx } from '../db/client.js';
import { dedupeKey, enqueueMessage, paramsFor, type OutboxContext } from '../messages/outbox.js';
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

/** One pass a Start counted: whom, and their pass count before it (kept with the Start's undo data). */
export const passSchema = z.object({ bookingId: z.number().int().positive(), passedOver: z.number().int().nonnegative() });
export type Pass = z.infer<typeof passSchema>;

/**
 * Counts one pass on each walk-in passed and tells each "you are next as soon as you are back",
 * inside the Start's transaction: the pass exists if and only if the Start commits. The one passed
 * keeps his token, so the plan keeps him at the head. Answers the passes counted, for the Start's undo.
 */
export async function recordPasses(
  tx: ShopTx,
  ctx: OutboxContext,
  announce: Announcer,
  passed: readonly BookingRow[],
  timeZone: string,
  now: number,
): Promise<Pass[]> {
  const passes: Pass[] = [];
  for (const row of passed) {
    const next = await countPassOver(tx, row.id, new Date(now));
    if (!next) continue;
    passes.push({ bookingId: next.id, passedOver: next.passedOver - 1 });
    // One message per pass: the pass count tells the occurrences apart.
    await enqueueMessage(tx, ctx, { booking: next, kind: 'turn_passed', occurrence: next.passedOver, params: paramsFor(ctx, next, timeZone), now });
    await announce.booking({ type: 'bookingUpdated', bookingId: next.id, barberId: next.barberId, data: { status: next.status } });
  }
  return passes;
}

/**
 * Takes back the passes of an undone Start, inside the undo's transaction: each pass count goes
 * back to what it was, and that pass's `turn_passed` message is deleted while no worker has it, so
 * the customer is not told of a pass that no longer is, and a pass counted again later tells them
 * once. A message already sent stays sent, and its dedupe key keeps a later pass from sending it
 * again. A count that moved on since is left alone.
 */
export async function withdrawPasses(tx: ShopTx, announce: Announcer, passes: readonly Pass[], now: number): Promise<void> {
  for (const pass of passes) {
    const restored = await restorePassOver(tx, pass.bookingId, pass.passedOver, new Date(now));
    if (!restored) continue;
    const keys = MESSAGE_CHANNELS.map((channel) => dedupeKey(pass.bookingId, 'turn_passed', pass.passedOver + 1, channel));
    await deletePendingMessagesByKey(tx, keys);
    await announce.booking({ type: 'bookingUpdated', bookingId: restored.id, barberId: restored.barberId, data: { status: restored.status } });
  }
}
