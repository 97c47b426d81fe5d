import type { ShopTx } from '../db/client.js';
import { walkInRefusals } from '../db/schema.js';

export interface Refusal {
  /** The barber asked for; null for "any barber". */
  barberId: number | null;
  at: Date;
  /** The request's Idempotency-Key, if any: the same key is recorded once. */
  requestKey: string | null;
}

/**
 * Records a walk-in answered last call (docs/product/money.md, The owner's numbers): one small write
 * of its own. A retried request with the same key finds its row there and adds none.
 */
export async function recordRefusal(db: ShopTx, refusal: Refusal): Promise<void> {
  await db
    .insert(walkInRefusals)
    .values({ barberId: refusal.barberId, reason: 'last_call', at: refusal.at, requestKey: refusal.requestKey })
    .onConflictDoNothing();
}
