import { and, eq, isNull } from 'drizzle-orm';
import type { PlanDecision } from '../../shared/domain/message-rules.js';
import type { AppContext } from '../context.js';
import { bookings } from '../db/schema.js';
import { enqueueMessage, paramsFor } from './outbox.js';

/**
 * Applies one decision if the booking is still as it was judged (compare and set), and writes its
 * message in the same transaction. Another instance that decided the same a moment earlier wins;
 * this one then writes nothing. Returns whether it applied.
 */
export async function applyDecision(ctx: Omit<AppContext, 'messenger'>, decision: PlanDecision, timeZone: string, now: number): Promise<boolean> {
  const id = decision.bookingId;
  return ctx.db.transaction(async (tx) => {
    const waiting = and(eq(bookings.id, id), eq(bookings.status, 'waiting'));
    if (decision.kind === 'baseline') {
      const rows = await tx
        .update(bookings)
        .set({ toldStart: new Date(decision.start) })
        .where(and(waiting, isNull(bookings.toldStart)))
        .returning({ id: bookings.id });
      return rows.length > 0;
    }
    if (decision.kind === 'after_hours') {
      const [row] = await tx
        .update(bookings)
        .set({ afterHoursAt: new Date(now) })
        .where(and(waiting, isNull(bookings.afterHoursAt)))
        .returning();
      if (row) await enqueueMessage(tx, ctx, { booking: row, kind: 'after_hours', params: paramsFor(ctx, row, timeZone), now });
      return row !== undefined;
    }
    if (decision.kind === 'turn_near') {
      const [row] = await tx
        .update(bookings)
        .set({ turnNearAt: new Date(now), toldStart: new Date(decision.start) })
        .where(and(waiting, isNull(bookings.turnNearAt)))
        .returning();
      if (row) await enqueueMessage(tx, ctx, { booking: row, kind: 'turn_near', params: paramsFor(ctx, row, timeZone, decision.start), now });
      return row !== undefined;
    }
    const [row] = await tx
      .update(bookings)
      .set({ toldStart: new Date(decision.start), movesTold: decision.move })
      .where(and(waiting, eq(bookings.movesTold, decision.move - 1)))
      .returning();
    if (row) {
      const params = paramsFor(ctx, row, timeZone, decision.start);
      await enqueueMessage(tx, ctx, { booking: row, kind: decision.kind, occurrence: decision.move, params, now });
    }
    return row !== undefined;
  });
}
