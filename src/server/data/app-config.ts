import { eq } from 'drizzle-orm';
import type { Tx } from '../db/client.js';
import { appConfig } from '../db/schema.js';

/** Keeps `value` under `key` unless a value is there already, and answers the one kept. */
export async function keepConfigValue(db: Tx, key: string, value: string): Promise<string | undefined> {
  await db.insert(appConfig).values({ key, value }).onConflictDoNothing();
  const [row] = await db.select().from(appConfig).where(eq(appConfig.key, key));
  return row?.value;
}
