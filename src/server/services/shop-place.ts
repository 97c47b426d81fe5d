import type { ShopPlace, ShopPlaceUpdate } from '../../shared/schemas/shop-list.js';
import type { AppContext } from '../context.js';
import { saveShopPlace, shopPlaceRow } from '../data/shop-list.js';
import { saveSettings } from '../data/shop-settings.js';
import { commitChange } from '../realtime/changes.js';

/** Where the shop is and whether it is listed (docs/product/shop-list.md), as its owner set it. */
export async function readShopPlace(ctx: AppContext): Promise<ShopPlace> {
  const [row, settings] = await Promise.all([shopPlaceRow(ctx.db, ctx.shopId), ctx.store.settings()]);
  return {
    area: settings.area,
    pinCode: settings.pinCode,
    latitude: row?.latitude ?? null,
    longitude: row?.longitude ?? null,
    listed: row?.listed ?? false,
  };
}

/**
 * Saves the shop's place in one transaction: its pin and listing on the shop's row (whose change
 * every instance's list hears), its area and PIN code in its settings, announced as a change of the
 * shop so the pages and the list read them again.
 */
export async function updateShopPlace(ctx: AppContext, update: ShopPlaceUpdate): Promise<void> {
  await commitChange(ctx, async (tx, announce) => {
    await saveShopPlace(tx, ctx.shopId, { latitude: update.latitude, longitude: update.longitude, listed: update.listed });
    const saved = await saveSettings(tx, { area: update.area, pinCode: update.pinCode, updatedAt: new Date(ctx.clock()) });
    await announce.notice({ type: 'shopStatusUpdated', data: { isOpen: saved.isOpen } });
  });
}
