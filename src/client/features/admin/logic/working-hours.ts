import { z } from 'zod';
import { SPANS_PER_DAY_MAX, type Language } from '../../../../shared/constants.js';
import { formatHHMM12, minutesToHHMM, parseHHMM } from '../../../../shared/domain/format.js';
import { daySpans, type OpeningHours } from '../../../../shared/domain/working-hours.js';
import { dateSchema } from '../../../../shared/schemas/common.js';
import {
  spanMinutes,
  weeklyHoursSchema,
  type BarberHours,
  type BarberHoursUpdate,
  type HoursSpan,
  type WeeklyHours,
} from '../../../../shared/schemas/hours.js';
import type { Translation } from '../../../lib/i18n/catalogue.js';
import { hoursTexts, type HoursTexts } from '../texts-hours.js';

/** The order the week is shown in, Monday first, as indexes into the API's Sunday-first week. */
export const DISPLAY_ORDER = [1, 2, 3, 4, 5, 6, 0] as const;

/** The API's index (Sunday 0) of the n-th day shown (Monday 0). */
export function apiDayIndex(displayIndex: number): number {
  return (displayIndex + 1) % 7;
}

/** Where the API's day (Sunday 0) is shown (Monday 0). */
export function displayDayIndex(apiIndex: number): number {
  return (apiIndex + 6) % 7;
}

/** One day as the dialog edits it: a day off keeps its periods, so switching it back on restores them. */
export interface DayForm {
  works: boolean;
  spans: HoursSpan[];
}

export interface HoursFormValues {
  /** False: the barber keeps the shop's hours every day (`weekly: null`). */
  custom: boolean;
  /** Seven days, Sunday first like the API, so a server error's `weekly.2.0.end` names `days.2.spans.0.end`. */
  days: DayForm[];
  daysOff: string[];
}

/** The shop's hours as one barber's week (a week of null): every day one period, opening to closing. */
export function shopWeek(shop: OpeningHours): DayForm[] {
  return Array.from({ length: 7 }, (_, weekday) => ({ works: true, spans: daySpans(null, weekday, shop).map((span) => ({ ...span })) }));
}

/** The dialog's starting values for a barber's saved hours. */
export function hoursFormValues(hours: BarberHours, shop: OpeningHours): HoursFormValues {
  const fallback = shopWeek(shop);
  const days = hours.weekly
    ? hours.weekly.map((spans, index) => (spans.length > 0 ? { works: true, spans: spans.map((span) => ({ ...span })) } : { ...(fallback[index] ?? { spans: [] }), works: false }))
    : fallback;
  return { custom: hours.weekly !== null, days, daysOff: [...hours.daysOff] };
}

const startOf = (span: HoursSpan) => parseHHMM(span.start) ?? 0;

/**
 * The week to send: a day that is off has no periods. Periods keep the form's order, so a server
 * error's index names the same period on screen.
 */
export function weeklyFromDays(days: readonly DayForm[]): WeeklyHours {
  return days.map((day) => (day.works ? day.spans.map(({ start, end }) => ({ start, end })) : []));
}

/** '10:00 AM – 1:00 PM, 2:00 PM – 7:00 PM', or 'Day off' for a day without periods, in `t`'s language. */
export function daySummary(spans: readonly HoursSpan[], t: Translation<HoursTexts>, language: Language): string {
  if (spans.length === 0) return t.dayOff;
  return [...spans]
    .sort((a, b) => startOf(a) - startOf(b))
    .map((span) => `${formatHHMM12(span.start, language)} – ${formatHHMM12(span.end, language)}`)
    .join(', ');
}

/** The summary of a day as the form holds it; a period still missing a time is left out until it has both. */
export function dayFormSummary(day: DayForm, t: Translation<HoursTexts>, language: Language): string {
  if (!day.works) return daySummary([], t, language);
  const complete = day.spans.filter((span) => parseHHMM(span.start) !== null && parseHHMM(span.end) !== null);
  return complete.length > 0 ? daySummary(complete, t, language) : t.timesToBeSet;
}

const roundToQuarter = (minutes: number) => Math.round(minutes / 15) * 15;

/**
 * "Add break": the day's longest period is split around its middle by an hour's break (half an
 * hour when the period is under three hours). A period too short to split (under 90 minutes)
 * gets a new one-hour period an hour after the day's last one instead. Null when the day already
 * has its most periods.
 */
export function withBreak(spans: readonly HoursSpan[]): HoursSpan[] | null {
  if (spans.length >= SPANS_PER_DAY_MAX) return null;
  const longest = spans.reduce<number>((best, span, index) => {
    const current = spans[best];
    return current === undefined || spanMinutes(span) > spanMinutes(current) ? index : best;
  }, 0);
  const span = spans[longest];
  if (span === undefined) return [{ start: '09:00', end: '18:00' }];
  const length = spanMinutes(span);
  if (length < 90) {
    const last = [...spans].sort((a, b) => startOf(a) - startOf(b)).at(-1) ?? span;
    const lastEnd = startOf(last) + spanMinutes(last);
    return [...spans, { start: minutesToHHMM(lastEnd + 60), end: minutesToHHMM(lastEnd + 120) }];
  }
  const pause = length >= 180 ? 60 : 30;
  const start = startOf(span);
  const breakStart = roundToQuarter(start + length / 2 - pause / 2);
  const split = [
    { start: span.start, end: minutesToHHMM(breakStart) },
    { start: minutesToHHMM(breakStart + pause), end: span.end },
  ];
  return [...spans.slice(0, longest), ...split, ...spans.slice(longest + 1)];
}

/** A blank time's message; the form shows it in the language shown. */
export const EMPTY_TIME = hoursTexts.en.enterTime;
const daySpansSchema = weeklyHoursSchema.element;

/**
 * The dialog's check, with the shared week rules (no overlap, at most three periods, end differs
 * from start) on every working day of a custom week; its output is what to send.
 */
export const hoursFormSchema = z
  .object({
    custom: z.boolean(),
    days: z.array(z.object({ works: z.boolean(), spans: z.array(z.object({ start: z.string(), end: z.string() })) })).length(7),
    daysOff: z.array(dateSchema),
  })
  .superRefine((values, ctx) => {
    if (!values.custom) return;
    values.days.forEach((day, dayIndex) => {
      if (!day.works) return;
      const missing = day.spans.flatMap((span, spanIndex) =>
        (['start', 'end'] as const).filter((edge) => span[edge] === '').map((edge) => ['spans', spanIndex, edge]),
      );
      for (const path of missing) ctx.addIssue({ code: 'custom', message: EMPTY_TIME, path: ['days', dayIndex, ...path] });
      if (missing.length > 0) return;
      const checked = daySpansSchema.safeParse(day.spans);
      if (checked.success) return;
      for (const issue of checked.error.issues) {
        // A refused period (end equal to start) is shown at its end time; a rule of the whole day under the day.
        const [spanIndex, edge = 'end'] = issue.path;
        const path = spanIndex === undefined ? ['spans'] : ['spans', spanIndex, edge];
        ctx.addIssue({ code: 'custom', message: issue.message, path: ['days', dayIndex, ...path] });
      }
    });
  })
  .transform((values) => ({ weekly: values.custom ? weeklyFromDays(values.days) : null, daysOff: values.daysOff }));

export type CheckedHours = z.output<typeof hoursFormSchema>;

const weekKey = (week: WeeklyHours | null) => JSON.stringify(week?.map((spans) => spans.map((span) => [span.start, span.end])) ?? null);
const sameWeek = (a: WeeklyHours | null, b: WeeklyHours | null) => weekKey(a) === weekKey(b);
const sameDates = (a: readonly string[], b: readonly string[]) => [...a].sort().join() === [...b].sort().join();

/** The PUT body: only the parts that changed, or null when nothing did. */
export function hoursUpdateFrom(checked: CheckedHours, saved: BarberHours): BarberHoursUpdate | null {
  const update: BarberHoursUpdate = {};
  if (!sameWeek(checked.weekly, saved.weekly)) update.weekly = checked.weekly;
  if (!sameDates(checked.daysOff, saved.daysOff)) update.daysOff = [...checked.daysOff].sort();
  return Object.keys(update).length > 0 ? update : null;
}

/** A form field, or a day's own line, that a server error names. */
export type HoursErrorTarget =
  | { kind: 'span'; day: number; span: number; edge: 'start' | 'end' }
  | { kind: 'day'; day: number }
  | { kind: 'daysOff' }
  | { kind: 'general' };

/**
 * Where to show a 400's field message: 'weekly.2.0.end' at Tuesday's first period's end,
 * 'weekly.2' under Tuesday, 'daysOff.1' at the days off, anything else above the buttons.
 */
export function hoursErrorTarget(field: string): HoursErrorTarget {
  const parts = field.split('.');
  if (parts[0] === 'daysOff') return { kind: 'daysOff' };
  if (parts[0] !== 'weekly') return { kind: 'general' };
  const day = Number(parts[1]);
  if (parts[1] === undefined || !Number.isInteger(day) || day < 0 || day > 6) return { kind: 'general' };
  const span = Number(parts[2]);
  if (parts[2] === undefined || !Number.isInteger(span) || span < 0) return { kind: 'day', day };
  return { kind: 'span', day, span, edge: parts[3] === 'start' ? 'start' : 'end' };
}
