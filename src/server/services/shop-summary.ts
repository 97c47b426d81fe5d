import type { ShopSummary } from '../../shared/schemas/shop-list.js';
import type { AppContext } from '../context.js';
import { planAndDayFor } from './plans.js';
import { availabilityOf } from './present-barber.js';
import { presentShopSettings } from './shop-settings.js';

/** Barbers whose day has not ended and who are not off: a walk-in can still be planned with them today. */
export const TAKING_WALK_INS = new Set(['working', 'on_break', 'not_started']);

/**
 * What the platform's list shows of a shop now (docs/product/shop-list.md), from its hot store: its
 * name and place, the inputs of its state, and the shortest wait of a walk-in who joins now, from
 * the same plans as the barber cards (the available barber whose plan starts one earliest, as
 * "any barber" places it). No barber takes walk-ins, or the owner's switch is on closed: no wait.
 */
export async function shopSummaryOf(ctx: Pick<AppContext, 'store' | 'clock'>): Promise<ShopSummary> {
  const now = ctx.clock();
  const [row, barbers, services] = await Promise.all([ctx.store.settings(), ctx.store.barbers(), ctx.store.services()]);
  const settings = presentShopSettings(row, barbers, now);
  const closedToday = settings.state.kind === 'closed_by_shop' || settings.state.kind === 'closed_today';
  let best: { freeAt: number; noWait: boolean } | null = null;
  if (!closedToday) {
    for (const barber of barbers) {
      if (!barber.isAvailable) continue;
      const { plan, day } = await planAndDayFor(ctx, barber.id, now);
      if (plan.queueClosed || !TAKING_WALK_INS.has(availabilityOf(plan, day).status)) continue;
      if (best === null || plan.freeAt < best.freeAt) best = { freeAt: plan.freeAt, noWait: plan.noWait };
    }
  }
  return {
    name: row.shopName,
    area: row.area,
    pinCode: row.pinCode,
    address: row.shopAddress,
    timeZone: row.timeZone,
    openTime: row.openTime,
    closeTime: row.closeTime,
    isOpen: row.isOpen,
    openings: settings.openings,
    noWait: best?.noWait ?? false,
    startAt: best === null ? null : new Date(best.freeAt).toISOString(),
    services: services.map((service) => service.name.toLowerCase()).sort(),
  };
}
