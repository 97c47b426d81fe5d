import type { BarberPlan } from '../../shared/domain/plan-barber-day.js';
import { shopDateOf, type ShopDayRule } from '../../shared/domain/shop-day.js';
import { BOARD_NEXT_MAX, type Board, type BoardBarber } from '../../shared/schemas/board.js';
import type { AppContext } from '../context.js';
import { planFor } from './plans.js';
import type { BookingRow } from './store.js';

/**
 * Whether a waiting booking belongs on today's board: every walk-in (they joined today's queue),
 * and slot bookings for today's shop date (its night past midnight included) or already due. A
 * slot booked for tomorrow is not "next" to anyone standing in the shop.
 */
function dueToday(row: Pick<BookingRow, 'bookingType' | 'slotStart'> | undefined, now: number, shop: ShopDayRule): boolean {
  if (!row || row.bookingType === 'queue' || row.slotStart === null) return true;
  const start = row.slotStart.getTime();
  return start <= now || shopDateOf(start, shop) === shopDateOf(now, shop);
}

/** The one mapping from a barber's plan to the board's shape: tokens in the plan's expected order. */
export function presentBoardBarber(
  barberId: number,
  plan: BarberPlan,
  rows: readonly Pick<BookingRow, 'id' | 'bookingType' | 'slotStart'>[],
  shop: ShopDayRule,
): BoardBarber {
  const byId = new Map(rows.map((row) => [row.id, row]));
  const waiting = plan.entries
    .filter((entry) => dueToday(byId.get(entry.bookingId), plan.now, shop))
    .map((entry) => entry.bookingId);
  return {
    barberId,
    serving: plan.serving?.bookingId ?? null,
    next: waiting.slice(0, BOARD_NEXT_MAX),
    waiting: waiting.length,
  };
}

/**
 * The shop's TV board (docs/product/architecture.md#reach): each current barber's token in the chair and the next ones,
 * from the hot store, in the order barbers were added (a wall screen should not reshuffle).
 */
export async function shopBoard(ctx: AppContext): Promise<Board> {
  const now = ctx.clock();
  const [barbers, settings] = await Promise.all([ctx.store.barbers(), ctx.store.settings()]);
  const list: BoardBarber[] = [];
  for (const barber of barbers) {
    const [plan, rows] = await Promise.all([planFor(ctx, barber.id, now), ctx.store.activeBookings(barber.id)]);
    list.push(presentBoardBarber(barber.id, plan, rows, settings));
  }
  return { barbers: list };
}
