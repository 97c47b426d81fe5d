import { eq } from 'drizzle-orm';
import type { ShopSettings, ShopSettingsUpdate } from '../../shared/schemas/shop-settings.js';
import { shopDateOf } from '../../shared/domain/shop-day.js';
import type { AppContext } from '../context.js';
import { bookings, shopSettings } from '../db/schema.js';
import { enqueueMessage, paramsFor } from '../messages/outbox.js';
import { commitChange } from '../realtime/changes.js';
import type { SettingsRow } from './store.js';

/** The settings row as the API shows it (spec §3 Shop settings). */
export function presentShopSettings(row: SettingsRow): ShopSettings {
  return {
    isOpen: row.isOpen,
    openTime: row.openTime,
    closeTime: row.closeTime,
    slotInterval: row.slotInterval as ShopSettings['slotInterval'],
    timeZone: row.timeZone,
    shopName: row.shopName,
    shopPhone: row.shopPhone,
    shopAddress: row.shopAddress,
    mapUrl: row.mapUrl,
    turnNearMinutes: row.turnNearMinutes,
    closedDates: row.closedDates,
  };
}

/**
 * Applies the admin's change to the single settings row (created on first write) and tells every
 * client; the status notice goes out for any change, since hours and interval move free slots too.
 */
export async function updateShopSettings(ctx: AppContext, update: ShopSettingsUpdate): Promise<SettingsRow> {
  const now = ctx.clock();
  const current = await ctx.store.settings();
  // Closed dates are kept ascending, without those already past: today is the shop date under the
  // hours being saved, so a closed night past midnight is kept until it ends.
  const today = shopDateOf(now, {
    openTime: update.openTime ?? current.openTime,
    closeTime: update.closeTime ?? current.closeTime,
    timeZone: update.timeZone ?? current.timeZone,
  });
  const closedDates = update.closedDates?.filter((date) => date >= today).sort();
  const changes = { ...update, ...(closedDates ? { closedDates } : {}), updatedAt: new Date(now) };
  return commitChange(ctx, async (tx, announce) => {
    // Closing tells every customer still waiting, once (spec: "notifies customers the shop is closed").
    const [before] = await tx.select({ isOpen: shopSettings.isOpen }).from(shopSettings).where(eq(shopSettings.id, 1)).for('update');
    const [saved] = await tx
      .insert(shopSettings)
      .values({ id: 1, ...changes })
      .onConflictDoUpdate({ target: shopSettings.id, set: changes })
      .returning();
    if (!saved) throw new Error('upsert shop_settings returned nothing');
    await announce.notice({ type: 'shopStatusUpdated', data: { isOpen: saved.isOpen } });
    if ((before?.isOpen ?? true) && !saved.isOpen) {
      const waiting = await tx.select().from(bookings).where(eq(bookings.status, 'waiting'));
      for (const booking of waiting) {
        await enqueueMessage(tx, ctx, { booking, kind: 'shop_closed', params: paramsFor(ctx, booking, saved.timeZone), now });
      }
    }
    return saved;
  });
}
