import type { ChainPage } from '../../../../shared/schemas/branches.js';
import type { ListedShop } from '../../../../shared/schemas/shop-list.js';
import type { ShopListChange } from './patch-list.js';

export interface PatchedChain {
  /** The chain with its branches' rows changed in place; the same object when none of them changed. */
  chain: ChainPage;
  /** The message named one of its branches: ask for the chain again. */
  refetch: boolean;
}

/**
 * One chain's page after a message of `/ws/shops` (docs/product/screens.md#chain): a branch's wait
 * and state change in place. The socket speaks of listed shops, so a branch that is not listed comes
 * as `removed`: any message naming a branch has the chain read again rather than taking a row away.
 */
export function patchChain(chain: ChainPage, change: ShopListChange): PatchedChain {
  const changed = new Map(change.changed.map((shop) => [shop.slug, shop]));
  const removed = new Set(change.removed);
  let touched = false;
  let refetch = false;
  const branches: ListedShop[] = [];
  for (const shop of chain.branches) {
    if (removed.has(shop.slug)) refetch = true;
    const next = changed.get(shop.slug);
    if (next) {
      touched = true;
      refetch = true;
    }
    branches.push(next ? { ...next, distanceKm: null } : shop);
  }
  return { chain: touched ? { ...chain, branches } : chain, refetch };
}
