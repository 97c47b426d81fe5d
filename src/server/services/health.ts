import { ping } from '../data/database.js';
import type { Db } from '../db/client.js';

/** Asks the database a trivial question: rejects, and so fails the health check, when it cannot answer. */
export async function pingDatabase(db: Db): Promise<void> {
  await ping(db);
}
