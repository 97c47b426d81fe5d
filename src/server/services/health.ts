import { ping } from '../data/database.js';
import type { Tx } from '../db/client.js';

/** Asks the database a trivial question: rejects, and so fails the health check, when it cannot answer. */
export async function pingDatabase(db: Tx): Promise<void> {
  await ping(db);
}
