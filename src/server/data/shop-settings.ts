import type { ShopTx } from '../db/client.js';
import { shopSettings } from '../db/schema.js';

/**
 * The shop's settings: one row per shop, keyed by it, made on its first save. Row-level security
 * shows a shop's handle its own row only, which is all these read and write.
 */
export type SettingsRow = typeof shopSettings.$inferSelect;
export type SettingsChanges = Partial<Omit<typeof shopSettings.$inferInsert, 'shopId'>>;

/** The settings row, if it was ever saved. */
export async function settingsRow(db: ShopTx): Promise<SettingsRow | undefined> {
  const [row] = await db.select().from(shopSettings);
  return row;
}

/** Whether the owner's switch was on open before this change, the row locked until the transaction ends. */
export async function lockSettingsOpen(tx: ShopTx): Promise<boolean | undefined> {
  const [before] = await tx.select({ isOpen: shopSettings.isOpen }).from(shopSettings).for('update');
  return before?.isOpen;
}

/** Saves changes to the settings, making the row (its shop the scope's) on the first save; answers the saved row. */
export async function saveSettings(tx: ShopTx, changes: SettingsChanges): Promise<SettingsRow> {
  const [saved] = await tx
    .insert(shopSettings)
    .values(changes)
    .onConflictDoUpdate({ target: shopSettings.shopId, set: changes })
    .returning();
  if (!saved) throw new Error('upsert shop_settings returned nothing');
  return saved;
}
