import { useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import type { ShopList } from '../../../../shared/schemas/shop-list.js';
import { SHOP_LIST_SOCKET_PATH } from '../../../../shared/shop-list-limits.js';
import { LiveConnection } from '../../../lib/socket/live-connection.js';
import { parseShopListMessage, patchShopList, type ShopListChange } from '../logic/patch-list.js';
import { placeOf } from '../logic/spot.js';
import { shopListKeys } from './shop-list.js';

/** Changes that call for the list again come in bursts (a shop edited, the server starting): one read for them all. */
const REFETCH_DEBOUNCE_MS = 500;

/** ws:// or wss:// for the list's socket on the page's own host: the platform's, never under a shop's base. */
export function shopListSocketUrl(location: Pick<Location, 'protocol' | 'host'>): string {
  return `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}${SHOP_LIST_SOCKET_PATH}`;
}

/** What a list query was asked with, read back from its key (shopListKeys.list). */
function askedWith(key: QueryKey) {
  const [, latitude, longitude, search] = key;
  const spot = typeof latitude === 'string' && typeof longitude === 'string' ? { latitude, longitude } : null;
  return { from: placeOf(spot), search: typeof search === 'string' ? search : '' };
}

/** Patches every cached answer of the list; true when one of them should be asked again. */
function applyChange(client: QueryClient, change: ShopListChange): boolean {
  let refetch = false;
  for (const [key, list] of client.getQueriesData<ShopList>({ queryKey: shopListKeys.all })) {
    if (!list) continue;
    const patched = patchShopList(list, change, askedWith(key));
    if (patched.list !== list) client.setQueryData(key, patched.list);
    if (patched.refetch) refetch = true;
  }
  return refetch;
}

/**
 * What another page on the socket does with it (a chain's page, docs/product/screens.md#chain):
 * each message, and each time the socket is up again, since it says nothing of what came before.
 */
export interface ShopListFollower {
  changed: (change: ShopListChange) => void;
  connected: () => void;
}

/**
 * The list's own live socket, `/ws/shops` (docs/product/screens.md#shops): each message patches the
 * shown rows by slug, and the list is read again, once for a burst, when a message may move rows or
 * bring one in. It reconnects 3 s after a close and at once when the page is shown again or the
 * network is back; after any gap, and when the first answer came before the socket was up, the list
 * is read again, since the socket says nothing of what came before. A `follower` hears the same.
 * Answers whether it is up.
 */
export function useShopListSocket(follower?: ShopListFollower): boolean {
  const client = useQueryClient();
  const [live, setLive] = useState(false);
  const following = useRef(follower);
  useEffect(() => {
    following.current = follower;
  });

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | null = null;
    const refetchSoon = () => {
      timer ??= setTimeout(() => {
        timer = null;
        void client.invalidateQueries({ queryKey: shopListKeys.all });
      }, REFETCH_DEBOUNCE_MS);
    };
    const answered = () => client.getQueriesData<ShopList>({ queryKey: shopListKeys.all }).some(([, list]) => list !== undefined);
    const connection = new LiveConnection({
      url: () => shopListSocketUrl(window.location),
      onStatus: (status) => {
        setLive(status === 'connected');
        if (status === 'connected' && answered()) refetchSoon();
        if (status === 'connected') following.current?.connected();
      },
      onText: (text) => {
        const change = parseShopListMessage(text);
        if (!change) return;
        if (applyChange(client, change)) refetchSoon();
        following.current?.changed(change);
      },
      onCreateError: (error) => {
        console.warn('the list of shops could not go live', error);
      },
    });
    connection.start();
    const wake = () => {
      if (document.visibilityState === 'visible') connection.wake();
    };
    document.addEventListener('visibilitychange', wake);
    window.addEventListener('online', wake);
    return () => {
      document.removeEventListener('visibilitychange', wake);
      window.removeEventListener('online', wake);
      connection.stop();
      if (timer) clearTimeout(timer);
    };
  }, [client]);

  return live;
}
