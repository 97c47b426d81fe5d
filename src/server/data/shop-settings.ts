import { eq } from 'drizzle-orm';
import type { Tx } from '../db/client.js';
import { shopSettings } from '../db/schema.js';

/** The shop's single settings row (id 1), made on its first save. */
export type SettingsRow = typeof shopSettings.$inferSelect;
export type SettingsChanges = Partial<Omit<typeof shopSettings.$inferInsert, 'id'>>;

/** The settings row, if it was ever saved. */
export async function settingsRow(db: Tx): Promise<SettingsRow | undefined> {
  const [row] = await db.select().from(shopSettings).where(eq(shopSettings.id, 1));
  return row;
}

/** Whether the owner's switch was on open before this change, the row locked until the transaction ends. */
export async function lockSettingsOpen(tx: Tx): Promise<boolean | undefined> {
  const [before] = await tx.select({ isOpen: shopSettings.isOpen }).from(shopSettings).where(eq(shopSettings.id, 1)).for('update');
  return before?.isOpen;
}

/** Saves changes to the settings, making the row on the first save; answers the saved row. */
export async function saveSettings(tx: Tx, changes: SettingsChanges): Promise<SettingsRow> {
  const [saved] = await tx
    .insert(shopSettings)
    .values({ id: 1, ...changes })
    .onConflictDoUpdate({ target: shopSettings.id, set: changes })
    .returning();
  if (!saved) throw new Error('upsert shop_settings returned nothing');
  return saved;
}
