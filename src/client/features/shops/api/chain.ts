import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { ROUTES } from '../../../../shared/contract/routes.js';
import type { ChainPage } from '../../../../shared/schemas/branches.js';
import { callOrNull } from '../../../lib/api-client.js';
import { patchChain } from '../logic/patch-chain.js';
import { useShopListSocket, type ShopListFollower } from './use-shop-list-socket.js';

/** A message about a branch comes in a burst with the others of the change: one read for them all. */
const REFETCH_DEBOUNCE_MS = 500;

/** A chain's page's query; no other page's query shares it. */
export const chainKeys = {
  one: (slug: string) => ['chain', slug] as const,
};

/**
 * GET /api/platform/chains/{slug} (docs/product/shop-list.md#branches): the chain's name and every
 * active branch with its state and wait; null when there is no such chain (a 404).
 */
export function useChain(slug: string) {
  return useQuery({
    queryKey: chainKeys.one(slug),
    queryFn: ({ signal }) => callOrNull(ROUTES.branches.chain, { signal, params: { slug } }),
  });
}

/**
 * Keeps a chain's page live on the list's socket, `/ws/shops` (docs/product/screens.md#chain): a
 * branch's row changes in place, and the chain is read again, once for a burst, after any message
 * naming one of its branches and whenever the socket is up again. Answers whether it is up.
 */
export function useChainSocket(slug: string): boolean {
  const client = useQueryClient();
  const follower = useMemo((): ShopListFollower => {
    let timer: ReturnType<typeof setTimeout> | null = null;
    const refetchSoon = () => {
      timer ??= setTimeout(() => {
        timer = null;
        void client.invalidateQueries({ queryKey: chainKeys.one(slug) });
      }, REFETCH_DEBOUNCE_MS);
    };
    return {
      changed: (change) => {
        const chain = client.getQueryData<ChainPage | null>(chainKeys.one(slug));
        if (!chain) return;
        const patched = patchChain(chain, change);
        if (patched.chain !== chain) client.setQueryData(chainKeys.one(slug), patched.chain);
        if (patched.refetch) refetchSoon();
      },
      connected: () => {
        if (client.getQueryData(chainKeys.one(slug)) !== undefined) refetchSoon();
      },
    };
  }, [client, slug]);
  return useShopListSocket(follower);
}
