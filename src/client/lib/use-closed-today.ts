import { shopDateOf } from '../../shared/domain/shop-day.js';
import type { ShopSettings } from '../../shared/schemas/shop-settings.js';
import { closedToday, type ClosedToday } from './closed-today.js';
import { useLanguage } from './i18n/language.js';
import { useTexts } from './i18n/use-texts.js';
import { libTexts } from './texts.js';
import { useNow } from './use-now.js';

/** Checked each minute, so a page left open overnight turns to the new day. */
const DAY_CHECK_MS = 60_000;

/**
 * Whether today, the shop's date in its own zone (a night past midnight still the date it began
 * on), is one of its closed dates, and when it opens next, in the language shown. Null while
 * settings load (and in the prerendered page, which has none).
 */
export function useClosedToday(settings: ShopSettings | undefined): ClosedToday | null {
  const now = useNow(DAY_CHECK_MS);
  const language = useLanguage();
  useTexts(libTexts);
  if (!settings) return null;
  // Read defensively, as the contact fields are (shop-info.ts): a server a version behind sends none.
  const closedDates: readonly string[] = Array.isArray(settings.closedDates) ? settings.closedDates : [];
  return closedToday({ closedDates, today: shopDateOf(now, settings), openTime: settings.openTime, language });
}
