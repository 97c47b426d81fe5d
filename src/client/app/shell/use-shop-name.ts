import { useEffect } from 'react';
import { PRODUCT_NAME } from '../../../shared/constants.js';
import { useShopSettings } from '../../lib/queries/shop-settings.js';
import { shopStorageKey } from '../../lib/shop-base.js';
import { shopInfo } from '../../lib/shop-info.js';
import { useHydrated } from '../../lib/use-hydrated.js';

const STORAGE_KEY = 'shop-name';
/** What the brand says when the shop has not named itself. */
export const DEFAULT_SHOP_NAME = PRODUCT_NAME;

function readStoredName(): string | null {
  try {
    return localStorage.getItem(shopStorageKey(STORAGE_KEY));
  } catch {
    return null;
  }
}

/**
 * The shop's name for the brand and page titles. The last known name is remembered so a return
 * visit paints it at once instead of flashing a placeholder while settings load; each shop's
 * address remembers its own.
 */
export function useShopName(): { name: string; loading: boolean } {
  const { data, isPending } = useShopSettings();
  const name = shopInfo(data).name;
  const hydrated = useHydrated();

  useEffect(() => {
    if (!name) return;
    try {
      localStorage.setItem(shopStorageKey(STORAGE_KEY), name);
    } catch {
      // Storage may be blocked; the name is then simply not remembered.
    }
  }, [name]);

  if (name) return { name, loading: false };
  // The prerendered first paint, the same for every visitor, shows the loading form.
  const stored = isPending && hydrated ? readStoredName() : null;
  if (stored) return { name: stored, loading: false };
  return { name: DEFAULT_SHOP_NAME, loading: isPending };
}
