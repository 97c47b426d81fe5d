import { z } from 'zod';
import { BREAK_MINUTES, CLOSED_DATES_MAX, DAYS_OFF_MAX, SPANS_PER_DAY_MAX } from '../constants.js';
import { parseHHMM } from '../domain/format.js';
import { dateSchema, hhmmSchema, instantSchema, walkInAlternativesSchema } from './common.js';

/**
 * One stretch of a working day, shop-local. An end not after the start ends the next morning
 * (a schedule that crosses midnight); equal times are refused.
 */
export const hoursSpanSchema = z
  .object({ start: hhmmSchema, end: hhmmSchema })
  .strict()
  .refine((span) => span.start !== span.end, 'End time must differ from start time');
export type HoursSpan = z.infer<typeof hoursSpanSchema>;

/** Length of a span in minutes, midnight crossing included. */
export function spanMinutes(span: HoursSpan): number {
  const start = parseHHMM(span.start) ?? 0;
  const end = parseHHMM(span.end) ?? 0;
  return end > start ? end - start : end + 1440 - start;
}

/** Whether the day's spans, taken in the order of their starts, leave each other alone. */
function spansApart(spans: readonly HoursSpan[]): boolean {
  const sorted = spans
    .map((span) => ({ start: parseHHMM(span.start) ?? 0, length: spanMinutes(span) }))
    .sort((a, b) => a.start - b.start);
  return sorted.every((span, index) => {
    const next = sorted[index + 1];
    return next === undefined || span.start + span.length <= next.start;
  });
}

const daySpansSchema = z
  .array(hoursSpanSchema)
  .max(SPANS_PER_DAY_MAX, `At most ${SPANS_PER_DAY_MAX} working periods a day`)
  .refine(spansApart, 'Working periods of a day must not overlap');

/**
 * A barber's week, Sunday first: each day's working periods, shop-local; an empty day is a day off.
 * The gaps between a day's periods are its breaks (lunch).
 */
export const weeklyHoursSchema = z.array(daySpansSchema).length(7, 'Give all seven days of the week');
export type WeeklyHours = z.infer<typeof weeklyHoursSchema>;

/** A barber's working time as the admin edits it and the barber reads it (docs/product/chairs-day.md). */
export const barberHoursSchema = z.object({
  barberId: z.number().int(),
  /** Null: the shop's hours every day. */
  weekly: weeklyHoursSchema.nullable(),
  /** Dated days off, shop-local, today and later, ascending. */
  daysOff: z.array(dateSchema),
  /** The break started from the dashboard, in progress or about to start (after the customer in the chair), else null. */
  break: z.object({ start: instantSchema, end: instantSchema }).nullable(),
});
export type BarberHours = z.infer<typeof barberHoursSchema>;

export const barberHoursUpdateSchema = z
  .object({
    weekly: weeklyHoursSchema.nullable(),
    daysOff: z
      .array(dateSchema)
      .max(DAYS_OFF_MAX, `At most ${DAYS_OFF_MAX} days off`)
      .refine((dates) => new Set(dates).size === dates.length, 'A day off is listed twice'),
  })
  .partial()
  .strict()
  .refine((update) => Object.keys(update).length > 0, 'Nothing to update');
export type BarberHoursUpdate = z.infer<typeof barberHoursUpdateSchema>;

export const breakStartSchema = z
  .object({
    minutes: z.union(BREAK_MINUTES.map((minutes) => z.literal(minutes)), {
      error: `Choose a break of ${BREAK_MINUTES.join(', ')} minutes`,
    }),
  })
  .strict();
export type BreakStart = z.infer<typeof breakStartSchema>;

export const AVAILABILITY_STATUSES = ['working', 'on_break', 'not_started', 'day_off', 'day_over'] as const;

/** Where a barber's working day stands now (docs/product/chairs-day.md): the card's badge. */
export const availabilitySchema = z.object({
  status: z.enum(AVAILABILITY_STATUSES),
  /** `on_break`: when the barber is back; `not_started`: when the day starts; else null. */
  until: instantSchema.nullable(),
  /** Last call has passed: a walk-in of the default length would end after the barber's day. */
  queueClosed: z.boolean(),
});
export type Availability = z.infer<typeof availabilitySchema>;

/** Shop-wide closed dates (holidays), shop-local. */
export const closedDatesSchema = z
  .array(dateSchema)
  .max(CLOSED_DATES_MAX, `At most ${CLOSED_DATES_MAX} closed dates`)
  .refine((dates) => new Set(dates).size === dates.length, 'A closed date is listed twice');

export const walkInCheckSchema = z.object({
  barberId: z.number().int(),
  /** Whether the barber can take this walk-in today. */
  accepted: z.boolean(),
  /** The expected start when accepted, else null. */
  expectedStartTime: instantSchema.nullable(),
  expectedTime: hhmmSchema.nullable(),
  /** Only when refused. */
  alternatives: walkInAlternativesSchema.nullable(),
  /** Refused because the queue is not open yet: when walk-ins may join (docs/decisions/0017-shop-state.md). */
  queueOpensAt: instantSchema.nullable(),
});
export type WalkInCheck = z.infer<typeof walkInCheckSchema>;
