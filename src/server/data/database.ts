import { sql } from 'drizzle-orm';
import type { Tx } from '../db/client.js';

/** Asks the database a trivial question: rejects when it cannot answer. */
export async function ping(db: Tx): Promise<void> {
  await db.execute(sql`select 1`);
}
