import type { Language } from '../../shared/constants.js';
import { formatTime12 } from '../../shared/domain/format.js';
import { shopDaysUntil, type ShopState } from '../../shared/domain/shop-state.js';
import { shopDateOf, type ShopDayRule } from '../../shared/domain/shop-day.js';
import { textsIn } from './i18n/catalogue.js';
import { libTexts } from './texts.js';

// Read from the calendar date itself at UTC midnight, so no zone can move it to a neighbouring day.
const LONG_DATE = new Intl.DateTimeFormat('en-GB', { weekday: 'long', day: 'numeric', month: 'short', timeZone: 'UTC' });
// Hindi names the month in full: its short forms ('नव॰') are rarely written.
const LONG_DATE_HI = new Intl.DateTimeFormat('hi-IN', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' });

/** 'Thursday, 26 Nov' for '2026-11-26'; 'गुरुवार, 26 नवंबर' in Hindi. */
export function weekdayDate(date: string, language: Language = 'en'): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const instant = Date.UTC(year, month - 1, day);
  if (language === 'hi') return LONG_DATE_HI.format(instant);
  const parts = LONG_DATE.formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((entry) => entry.type === type)?.value ?? '';
  return `${part('weekday')}, ${part('day')} ${part('month')}`;
}

/** The shop's state in words, each place choosing the length it has room for. */
export interface ShopStateWords {
  /** The hero's badge: 'OPEN', 'OPENS 9:00 AM', 'CLOSED'. */
  badge: string;
  /** One line: 'Open now', 'Opens at 9:00 AM', 'Closed today · opens tomorrow at 9:00 AM', 'Closed · booking opens when the shop opens'. */
  line: string;
  /** Whether anything can be booked now (false only while the owner's switch is on closed). */
  bookable: boolean;
}

/**
 * The words for a state at `now`, in the shop's zone and the language (English unless told; Hindi
 * once its texts are loaded). A next opening tomorrow says "tomorrow", one further away its
 * weekday and date (docs/decisions/0017-shop-state.md).
 */
export function shopStateWords(state: ShopState, now: number, rule: ShopDayRule, language: Language = 'en'): ShopStateWords {
  const t = textsIn(libTexts, language);
  const time = (at: number) => formatTime12(at, rule.timeZone, language);
  switch (state.kind) {
    case 'open':
      return { badge: t.badgeOpen, line: t.openNow, bookable: true };
    case 'opens_later':
      return { badge: t.badgeOpensAt({ time: time(state.opensAt) }), line: t.opensAt({ time: time(state.opensAt) }), bookable: true };
    case 'closed_today': {
      if (state.opensAt === null) return { badge: t.badgeClosed, line: t.closedToday, bookable: true };
      const days = shopDaysUntil(now, state.opensAt, rule);
      const line =
        days <= 1
          ? t.closedOpensTomorrow({ time: time(state.opensAt) })
          : t.closedOpensOn({ date: weekdayDate(shopDateOf(state.opensAt, rule), language), time: time(state.opensAt) });
      return { badge: t.badgeClosed, line, bookable: true };
    }
    case 'closed_by_shop':
      return { badge: t.badgeClosed, line: t.closedByShop, bookable: false };
  }
}
