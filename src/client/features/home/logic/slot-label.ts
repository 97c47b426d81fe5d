import type { Language } from '../../../../shared/constants.js';
import { addCalendarDays, formatHHMM12 } from '../../../../shared/domain/format.js';
import { calendarDateOf, type ShopDayRule } from '../../../../shared/domain/shop-day.js';
import type { Translation } from '../../../lib/i18n/catalogue.js';
import { homeTexts, type HomeTexts } from '../texts.js';

// A calendar date read as UTC so the browser's own zone can never shift the weekday.
const DAYS: Record<Language, Intl.DateTimeFormat> = {
  en: new Intl.DateTimeFormat('en-IN', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' }),
  hi: new Intl.DateTimeFormat('hi-IN', { weekday: 'short', day: 'numeric', month: 'long', timeZone: 'UTC' }),
};

/**
 * When a booked slot starts, as the barber card lists it: '10:30 AM' today, 'Tomorrow, 10:30 AM',
 * else 'Sat, 22 Nov, 10:30 AM'. Dates are shop dates and `today` is the shop's. A later date's
 * time in the small hours of its night past midnight is named by the calendar date it falls on
 * ('Sun, 29 Nov, 3:00 AM'), which 'Tomorrow, 3:00 AM' would not say. In English unless given other
 * texts and their language.
 */
export function slotTimeLabel(
  slot: { slotDate: string; slotTime: string },
  today: string,
  shopDay: ShopDayRule,
  t: Translation<HomeTexts> = homeTexts.en,
  language: Language = 'en',
): string {
  const time = formatHHMM12(slot.slotTime, language);
  if (slot.slotDate === today) return time;
  const calendar = calendarDateOf(slot.slotDate, slot.slotTime, shopDay) ?? slot.slotDate;
  if (calendar === slot.slotDate && slot.slotDate === addCalendarDays(today, 1)) return t.tomorrowAt({ time });
  const [year, month, day] = calendar.split('-').map(Number) as [number, number, number];
  return `${DAYS[language].format(new Date(Date.UTC(year, month - 1, day)))}, ${time}`;
}

/** docs/product/screens.md: each booked slot reads 'service (duration m)'. */
export function slotServiceLabel(slot: { service: string; duration: number }, t: Translation<HomeTexts> = homeTexts.en): string {
  return t.slotService({ service: slot.service, minutes: slot.duration });
}
