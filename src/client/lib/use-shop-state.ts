import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { nextStateChange, stateFromOpenings, type ShopState } from '../../shared/domain/shop-state.js';
import type { Interval } from '../../shared/domain/working-hours.js';
import type { ShopSettings } from '../../shared/schemas/shop-settings.js';
import { useLanguage } from './i18n/language.js';
import { useTexts } from './i18n/use-texts.js';
import { useShopSettings } from './queries/shop-settings.js';
import { queryKeys } from './query-keys.js';
import { shopStateWords, type ShopStateWords } from './shop-state-text.js';
import { libTexts } from './texts.js';

/** Looked at again at least this often, so a sleeping device or a long wait never shows a stale state for long. */
const MAX_WAIT_MS = 60 * 60_000;
/** A boundary is taken a moment after it passes. */
const PAST_BOUNDARY_MS = 250;
/** The fresh openings are asked for within this after a boundary, spread so every page does not ask at once. */
const REFRESH_SPREAD_MS = 5_000;

export interface ShopStateNow extends ShopStateWords {
  state: ShopState;
  now: number;
  settings: ShopSettings;
}

/** The openings as instants; a server a version behind sends none. */
function openingsOf(settings: ShopSettings | undefined): Interval[] {
  if (!settings || !Array.isArray(settings.openings)) return [];
  return settings.openings.map((opening) => ({ start: Date.parse(opening.start), end: Date.parse(opening.end) }));
}

/**
 * The shop's state now (docs/decisions/0017-shop-state.md), worked out on the page from the
 * settings' openings and switch with the server's own function, and again when the clock crosses
 * the next opening, closing or turn of the day: a page left open changes from "Opens at 9:00 AM"
 * to OPEN by itself. The owner's switch and the barbers' hours come in by the live socket, which
 * refetches the settings. Null while the settings load (and in the prerendered page).
 */
export function useShopState(): ShopStateNow | null {
  const { data } = useShopSettings();
  const language = useLanguage();
  useTexts(libTexts);
  const client = useQueryClient();
  // Each render reads the clock (new settings can come in long after the last boundary); the
  // timer below only makes one happen when a boundary passes.
  const [tick, setTick] = useState(0);
  const now = Date.now();
  const openings = useMemo(() => openingsOf(data), [data]);
  const state = data ? stateFromOpenings(now, data.isOpen, openings, data) : null;
  const boundary = state && data ? nextStateChange(now, state, data) : null;

  useEffect(() => {
    const wait = boundary === null ? MAX_WAIT_MS : Math.min(MAX_WAIT_MS, Math.max(0, boundary - Date.now()) + PAST_BOUNDARY_MS);
    const timer = setTimeout(() => {
      setTick((tick) => tick + 1);
      // The openings run a few days ahead: read them again past each boundary to keep them current.
      if (boundary !== null) {
        setTimeout(() => {
          void client.invalidateQueries({ queryKey: queryKeys.shopSettings });
        }, Math.random() * REFRESH_SPREAD_MS);
      }
    }, wait);
    return () => {
      clearTimeout(timer);
    };
  }, [boundary, client, tick]);

  if (!data || !state) return null;
  return { state, now, settings: data, ...shopStateWords(state, now, data, language) };
}

/** The dot beside a state: green while open, amber before opening, red while closed. */
export function stateTone(kind: ShopState['kind']): 'success' | 'warning' | 'danger' {
  return kind === 'open' ? 'success' : kind === 'opens_later' ? 'warning' : 'danger';
}
