import { useMemo } from 'react';
import { DEFAULT_SHOP_SETTINGS, type Language } from '../../shared/constants.js';
import {
  formatDateTime,
  formatHHMM12,
  formatHours,
  formatTime12,
  shopTime,
  zonedDate,
  type InstantInput,
} from '../../shared/domain/format.js';
import { existingShopInstant, shopDateOf, type ShopDayRule } from '../../shared/domain/shop-day.js';
import { useLanguage } from './i18n/language.js';
import { useShopSettings } from './queries/shop-settings.js';

/** The shop's IANA time zone; every time on screen is in it, never the browser's (docs/product/architecture.md#the-web-client). */
export function useShopTimeZone(): string {
  const { data } = useShopSettings();
  return data?.timeZone ?? DEFAULT_SHOP_SETTINGS.timeZone;
}

/**
 * The shop's hours and zone, which say what a shop date is (a night past midnight belongs to the
 * date it began on: shared/domain/shop-day.ts). The defaults until the settings have loaded.
 */
export function useShopDayRule(): ShopDayRule {
  const { data } = useShopSettings();
  const openTime = data?.openTime ?? DEFAULT_SHOP_SETTINGS.openTime;
  const closeTime = data?.closeTime ?? DEFAULT_SHOP_SETTINGS.closeTime;
  const timeZone = data?.timeZone ?? DEFAULT_SHOP_SETTINGS.timeZone;
  return useMemo(() => ({ openTime, closeTime, timeZone }), [openTime, closeTime, timeZone]);
}

export interface ShopClock {
  timeZone: string;
  /** The shop's hours and zone: what its dates mean. */
  shopDay: ShopDayRule;
  /** The language times and dates are written in. */
  language: Language;
  /** '6:05 PM' */
  time: (instant: InstantInput) => string;
  /** '21 November, 2026 at 6:05 PM' */
  dateTime: (instant: InstantInput) => string;
  /** The shop date 'YYYY-MM-DD' an instant belongs to, today's for now: in the small hours of a night past midnight, the date before. */
  shopDate: (instant: number) => string;
  /** The calendar date 'YYYY-MM-DD' of an instant on the shop's wall clock, for showing when it is. */
  calendarDate: (instant: number) => string;
  /** The instant of a time on a shop date (a slot's `slotDate` and `slotTime`), or null when there is none. */
  slotStart: (date: string, time: string) => number | null;
  /** Shop-local 'HH:MM' of an instant. */
  wallTime: (instant: number) => string;
  /** '09:00' → '9:00 AM' */
  hhmm: (time: string) => string;
  /** '9:00 AM - 6:00 PM' */
  hours: (openTime: string, closeTime: string) => string;
}

/** The shared format helpers bound to the shop's time zone and the language shown. */
export function useShopClock(): ShopClock {
  const shopDay = useShopDayRule();
  const language = useLanguage();
  return useMemo(() => {
    const { timeZone } = shopDay;
    return {
      timeZone,
      shopDay,
      language,
      time: (instant) => formatTime12(instant, timeZone, language),
      dateTime: (instant) => formatDateTime(instant, timeZone, language),
      shopDate: (instant) => shopDateOf(instant, shopDay),
      calendarDate: (instant) => zonedDate(instant, timeZone),
      slotStart: (date, time) => existingShopInstant(date, time, shopDay),
      wallTime: (instant) => shopTime(instant, timeZone),
      hhmm: (time) => formatHHMM12(time, language),
      hours: (openTime, closeTime) => formatHours(openTime, closeTime, language),
    };
  }, [shopDay, language]);
}
