import type { z } from 'zod';
import type { Language } from '../../../../shared/constants.js';
import { addCalendarDays, isCalendarDate } from '../../../../shared/domain/format.js';
import { calendarDateOf, type ShopDayRule } from '../../../../shared/domain/shop-day.js';
import type { slotsResponseSchema } from '../../../../shared/schemas/booking.js';
import type { Translation } from '../../../lib/i18n/catalogue.js';
import type { BookingWhenTexts } from '../texts-when.js';

export type SlotsResponse = z.infer<typeof slotsResponseSchema>;
export type SlotTime = SlotsResponse['slots'][number];
export type SlotReason = NonNullable<SlotTime['reason']>;

// Times that cannot be offered at all are not shown (docs/product/screens.md: past times hidden; only the
// 36-hour window); taken ones stay, disabled, so the customer sees why they are missing.
const HIDDEN: readonly SlotReason[] = ['PAST', 'OUTSIDE_WINDOW'];

/** The grid times worth showing: bookable ones and those taken for a reason people can read. */
export function visibleSlots(slots: readonly SlotTime[]): SlotTime[] {
  return slots.filter((slot) => !slot.reason || !HIDDEN.includes(slot.reason));
}

/**
 * The calendar date a time of a shop date falls on when it is in the small hours of that date's
 * night past midnight (03:00 on the 27th of a shop open 09:00-04:30 is on the 28th), else null.
 */
export function nightCalendarDate(date: string, time: string, shopDay: ShopDayRule): string | null {
  const calendar = calendarDateOf(date, time, shopDay);
  return calendar !== null && calendar !== date ? calendar : null;
}

/** Where a date's grid crosses midnight into its night: the index of the first such time, or -1. */
export function firstAfterMidnight(slots: readonly Pick<SlotTime, 'time'>[], date: string, shopDay: ShopDayRule): number {
  return slots.findIndex((slot) => nightCalendarDate(date, slot.time, shopDay) !== null);
}

/** Why a day's grid has nothing to choose, said once instead of under every time. */
export type DayNote = 'none_left' | 'not_working' | 'not_working_rest' | 'all_taken';

/**
 * What to say about a day's grid, or null when it has times to choose. A day whose every shown
 * time is outside the barber's hours (BARBER_OFF) is their day off, or the end of their day when
 * earlier times have passed; the grid is then left out, since each cell would say the same.
 */
export function dayNote(slots: readonly SlotTime[]): DayNote | null {
  const shown = visibleSlots(slots);
  if (shown.length === 0) return 'none_left';
  if (shown.some((slot) => slot.available)) return null;
  if (shown.every((slot) => slot.reason === 'BARBER_OFF')) {
    return slots.some((slot) => slot.reason === 'PAST') ? 'not_working_rest' : 'not_working';
  }
  return 'all_taken';
}

type WhenTexts = Translation<BookingWhenTexts>;

/** Why a time cannot be booked, in words (the slot grid shows it under the time). */
export function slotReasonText(reason: SlotReason, t: WhenTexts): string {
  const reasons: Record<SlotReason, string> = {
    SLOT_TAKEN: t.reasonTaken,
    SMART_POSITIONING_CONFLICT: t.reasonHeld,
    AFTER_CLOSING: t.reasonAfterClosing,
    PAST: t.reasonPast,
    OUTSIDE_WINDOW: t.reasonTooFar,
    BARBER_BREAK: t.reasonBreak,
    BARBER_OFF: t.reasonOff,
  };
  return reasons[reason];
}

/** Intl's tag per language: English in US-style names, Hindi as written in India. */
const INTL_LOCALES: Record<Language, string> = { en: 'en-US', hi: 'hi-IN' };

// Names read from the calendar date itself, at UTC midnight, so no zone (the browser's or the
// shop's) can move it to a neighbouring day. One formatter per pattern and language.
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(language: Language, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${language}|${JSON.stringify(options)}`;
  let found = formatters.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat(INTL_LOCALES[language], { ...options, timeZone: 'UTC' });
    formatters.set(key, found);
  }
  return found;
}

function parts(date: string): { day: number; year: number; at: number } {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return { day, year, at: Date.UTC(year, month - 1, day) };
}

/** 'Today', 'Tomorrow', else the weekday ('Sunday'); `today` is the shop's date, not the browser's. */
export function dateChoiceLabel(date: string, today: string, t: Pick<WhenTexts, 'today' | 'tomorrow'>, language: Language): string {
  if (!isCalendarDate(date) || !isCalendarDate(today)) return date;
  if (date === today) return t.today;
  if (date === addCalendarDays(today, 1)) return t.tomorrow;
  return formatter(language, { weekday: 'long' }).format(parts(date).at);
}

/** '23 Nov' for the date picker ('23 नव॰' in Hindi). */
export function shortDate(date: string, language: Language): string {
  if (!isCalendarDate(date)) return date;
  const { day, at } = parts(date);
  if (language !== 'en') return formatter(language, { day: 'numeric', month: 'short' }).format(at);
  return `${day} ${formatter(language, { month: 'short' }).format(at)}`;
}

/** '21 November, 2026' ('{day} {Month}, {year}': docs/product/booking-rules.md#wait-display); '21 नवंबर 2026' in Hindi. */
export function formatSlotDate(date: string, language: Language): string {
  if (!isCalendarDate(date)) return date;
  const { day, year, at } = parts(date);
  if (language !== 'en') return formatter(language, { day: 'numeric', month: 'long', year: 'numeric' }).format(at);
  return `${day} ${formatter(language, { month: 'long' }).format(at)}, ${year}`;
}
