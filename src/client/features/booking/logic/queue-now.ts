import type { ShopState } from '../../../../shared/domain/shop-state.js';

/** Why a walk-in cannot join the queue now: closed for the rest of the day, or open from an instant later today. */
export type QueueClosed = { kind: 'closed_today' } | { kind: 'opens_at'; at: number };

/**
 * Whether the queue can be joined at `now` by the shop's state (docs/decisions/0017-shop-state.md):
 * not while the shop is closed for the day, nor before the shop's minutes before opening. Null when
 * it can (a barber who starts later may still refuse: the walk-in check says so), and while the
 * owner has the shop closed, which the booking page says on its own.
 */
export function queueClosedNow(state: ShopState, walkInsBeforeOpeningMinutes: number, now: number): QueueClosed | null {
  if (state.kind === 'closed_today') return { kind: 'closed_today' };
  if (state.kind !== 'opens_later') return null;
  const at = state.opensAt - Math.max(0, walkInsBeforeOpeningMinutes) * 60_000;
  return now < at ? { kind: 'opens_at', at } : null;
}
