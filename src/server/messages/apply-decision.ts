import type { PlanDecision } from '../../shared/domain/message-rules.js';
import type { AppContext } from '../context.js';
import type { ShopTx } from '../db/client.js';
import { recordAfterHours, recordMoveTold, recordToldStart, recordTurnNear } from '../data/booking-messages.js';
import { commitChange } from '../realtime/changes.js';
import type { BookingRow } from '../services/store.js';
import { enqueueMessage, paramsFor } from './outbox.js';

type DecisionContext = Omit<AppContext, 'messenger'>;

/**
 * Applies one decision if the booking is still as it was judged (compare and set), and writes its
 * message in the same transaction. Another instance that decided the same a moment earlier wins;
 * this one then writes nothing. Returns whether it applied.
 */
export async function applyDecision(ctx: DecisionContext, decision: PlanDecision, timeZone: string, now: number): Promise<boolean> {
  return commitChange(ctx, async (tx, announce) => {
    const row = await compareAndSet(tx, ctx, decision, timeZone, now);
    // Message bookkeeping that no page shows: this instance reads the barber's rows again; another
    // instance finds out by its own compare and set.
    if (row) announce.touched({ kind: 'bookings', barberId: row.barberId });
    return row !== undefined;
  });
}

/** The booking's row after the decision, or undefined when it was no longer as judged. */
async function compareAndSet(
  tx: ShopTx,
  ctx: DecisionContext,
  decision: PlanDecision,
  timeZone: string,
  now: number,
): Promise<BookingRow | undefined> {
  if (decision.kind === 'baseline') return recordToldStart(tx, decision.bookingId, new Date(decision.start));
  if (decision.kind === 'after_hours') {
    const row = await recordAfterHours(tx, decision.bookingId, new Date(now));
    if (row) await enqueueMessage(tx, ctx, { booking: row, kind: 'after_hours', params: paramsFor(ctx, row, timeZone), now });
    return row;
  }
  if (decision.kind === 'turn_near') {
    const row = await recordTurnNear(tx, decision.bookingId, new Date(now), new Date(decision.start));
    if (row) await enqueueMessage(tx, ctx, { booking: row, kind: 'turn_near', params: paramsFor(ctx, row, timeZone, decision.start), now });
    return row;
  }
  const row = await recordMoveTold(tx, decision.bookingId, new Date(decision.start), decision.move, new Date(decision.told));
  if (row) {
    const params = paramsFor(ctx, row, timeZone, decision.start);
    await enqueueMessage(tx, ctx, { booking: row, kind: decision.kind, occurrence: decision.move, params, now });
  }
  return row;
}
