import type { z } from 'zod';
import { addCalendarDays, isCalendarDate } from '../../../../shared/domain/format.js';
import type { slotsResponseSchema } from '../../../../shared/schemas/booking.js';

export type SlotsResponse = z.infer<typeof slotsResponseSchema>;
export type SlotTime = SlotsResponse['slots'][number];
export type SlotReason = NonNullable<SlotTime['reason']>;

// Times that cannot be offered at all are not shown (spec §2: past times hidden; only the
// 36-hour window); taken ones stay, disabled, so the customer sees why they are missing.
const HIDDEN: readonly SlotReason[] = ['PAST', 'OUTSIDE_WINDOW'];

/** The grid times worth showing: bookable ones and those taken for a reason people can read. */
export function visibleSlots(slots: readonly SlotTime[]): SlotTime[] {
  return slots.filter((slot) => !slot.reason || !HIDDEN.includes(slot.reason));
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

const REASONS: Record<SlotReason, string> = {
  SLOT_TAKEN: 'Booked',
  SMART_POSITIONING_CONFLICT: 'Held for walk-ins',
  AFTER_CLOSING: 'Runs past closing',
  PAST: 'Passed',
  OUTSIDE_WINDOW: 'Too far ahead',
  BARBER_BREAK: 'Break',
  BARBER_OFF: 'Not working',
};

/** Why a time cannot be booked, in words (the slot grid shows it under the time). */
export function slotReasonText(reason: SlotReason): string {
  return REASONS[reason];
}

// Names read from the calendar date itself, at UTC midnight, so no zone (the browser's or the
// shop's) can move it to a neighbouring day.
const WEEKDAY = new Intl.DateTimeFormat('en-US', { weekday: 'long', timeZone: 'UTC' });
const MONTH_SHORT = new Intl.DateTimeFormat('en-US', { month: 'short', timeZone: 'UTC' });
const MONTH_LONG = new Intl.DateTimeFormat('en-US', { month: 'long', timeZone: 'UTC' });

function parts(date: string): { day: number; year: number; at: number } {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return { day, year, at: Date.UTC(year, month - 1, day) };
}

/** 'Today', 'Tomorrow', else the weekday ('Sunday'); `today` is the shop's date, not the browser's. */
export function dateChoiceLabel(date: string, today: string): string {
  if (!isCalendarDate(date) || !isCalendarDate(today)) return date;
  if (date === today) return 'Today';
  if (date === addCalendarDays(today, 1)) return 'Tomorrow';
  return WEEKDAY.format(parts(date).at);
}

/** '23 Nov' for the date picker. */
export function shortDate(date: string): string {
  if (!isCalendarDate(date)) return date;
  const { day, at } = parts(date);
  return `${day} ${MONTH_SHORT.format(at)}`;
}

/** '21 November, 2026' (spec §9's '{day} {Month}, {year}'). */
export function formatSlotDate(date: string): string {
  if (!isCalendarDate(date)) return date;
  const { day, year, at } = parts(date);
  return `${day} ${MONTH_LONG.format(at)}, ${year}`;
}
