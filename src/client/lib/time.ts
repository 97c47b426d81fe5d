import { useMemo } from 'react';
import { DEFAULT_SHOP_SETTINGS, type Language } from '../../shared/constants.js';
import {
  formatDateTime,
  formatHHMM12,
  formatHours,
  formatTime12,
  zonedDate,
  shopTime,
  type InstantInput,
} from '../../shared/domain/format.js';
import { useLanguage } from './i18n/language.js';
import { useShopSettings } from './queries/shop-settings.js';

/** The shop's IANA time zone; every time on screen is in it, never the browser's (DESIGN §8). */
export function useShopTimeZone(): string {
  const { data } = useShopSettings();
  return data?.timeZone ?? DEFAULT_SHOP_SETTINGS.timeZone;
}

export interface ShopClock {
  timeZone: string;
  /** The language times and dates are written in. */
  language: Language;
  /** '6:05 PM' */
  time: (instant: InstantInput) => string;
  /** '21 November, 2026 at 6:05 PM' */
  dateTime: (instant: InstantInput) => string;
  /** Shop-local 'YYYY-MM-DD' of an instant. */
  date: (instant: number) => string;
  /** Shop-local 'HH:MM' of an instant. */
  wallTime: (instant: number) => string;
  /** '09:00' → '9:00 AM' */
  hhmm: (time: string) => string;
  /** '9:00 AM - 6:00 PM' */
  hours: (openTime: string, closeTime: string) => string;
}

/** The shared format helpers bound to the shop's time zone and the language shown. */
export function useShopClock(): ShopClock {
  const timeZone = useShopTimeZone();
  const language = useLanguage();
  return useMemo(
    () => ({
      timeZone,
      language,
      time: (instant) => formatTime12(instant, timeZone, language),
      dateTime: (instant) => formatDateTime(instant, timeZone, language),
      date: (instant) => zonedDate(instant, timeZone),
      wallTime: (instant) => shopTime(instant, timeZone),
      hhmm: (time) => formatHHMM12(time, language),
      hours: (openTime, closeTime) => formatHours(openTime, closeTime, language),
    }),
    [timeZone, language],
  );
}
