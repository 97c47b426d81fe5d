import { z } from 'zod';
import { PAYMENT_METHODS } from '../constants.js';
import { isCalendarDate } from '../domain/format.js';
import { dateSchema, hhmmSchema, instantSchema } from './common.js';

/** The longest range of takings one call reads (docs/product/money.md, Takings). */
export const TAKINGS_MAX_DAYS = 366;
/** Entries per page of the entries list, at most. */
export const TAKINGS_PAGE_MAX = 100;

const day = dateSchema.refine(isCalendarDate, 'Use a date like 2026-11-21');

/** Days from one calendar date to another, both counted. */
export function daysInRange(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
}

const range = { from: day, to: day };

/** The range's own rules, on any query that has one: the end not before the start, at most 366 days. */
function checkedRange<T extends z.ZodType<{ from: string; to: string }>>(schema: T) {
  return schema
    .refine((query) => query.from <= query.to, { path: ['to'], message: 'The end date is before the start date' })
    .refine((query) => query.from > query.to || daysInRange(query.from, query.to) <= TAKINGS_MAX_DAYS, {
      path: ['to'],
      message: `Choose at most ${String(TAKINGS_MAX_DAYS)} days`,
    });
}

/** `?from=&to=`: shop-local dates, both included, the end not before the start, at most 366 days. */
export const takingsQuerySchema = checkedRange(z.object(range));
export type TakingsQuery = z.infer<typeof takingsQuerySchema>;

/** 9999-12-31T23:59:59.999Z in ms: no entry is taken later. */
const CURSOR_AT_MAX = 253_402_300_799_999;
/** The largest value of an `integer` id. */
const CURSOR_ID_MAX = 2_147_483_647;

/** The entries list's query: the range, and keyset paging as the booking history's. */
export const takingsEntriesQuerySchema = checkedRange(
  z.object({
    ...range,
    cursor: z
      .string()
      .max(100)
      .regex(/^\d{1,16}_\d{1,10}$/, 'Invalid cursor')
      // A page's last entry: when its money was taken (a real instant, before the year 10000) and its id (an integer column).
      .refine((value) => {
        const [at = '', id = ''] = value.split('_');
        return Number(at) <= CURSOR_AT_MAX && Number(id) <= CURSOR_ID_MAX;
      }, 'Invalid cursor')
      .optional(),
    limit: z.coerce.number().int().min(1).max(TAKINGS_PAGE_MAX).default(30),
  }),
);
export type TakingsEntriesQuery = z.infer<typeof takingsEntriesQuerySchema>;

const paise = z.number().int();

/** A period's figures: received is cash + UPI + card; unpaid (owed) is apart and not received. */
export const takingsTotalsSchema = z.object({
  receivedPaise: paise,
  cashPaise: paise,
  upiPaise: paise,
  cardPaise: paise,
  /** Tips of the paid entries (part of received). */
  tipsPaise: paise,
  /** Discounts of the paid entries. */
  discountsPaise: paise,
  /** The totals of the entries left unpaid (owed). */
  unpaidPaise: paise,
  /** Current entries, paid or not. */
  entries: z.number().int(),
});
export type TakingsTotals = z.infer<typeof takingsTotalsSchema>;

/** One barber's figures and share for the period (docs/product/money.md, "A barber's share"). */
export const takingsBarberSchema = z.object({
  barberId: z.number().int(),
  name: z.string(),
  /** The barber's rate now: what new entries keep. The period's commission is at each entry's own rate. */
  commissionBasisPoints: z.number().int(),
  /** Services less discounts of the paid entries: what the commission is worked on. */
  netPaidPaise: paise,
  tipsPaise: paise,
  commissionPaise: paise,
  /** Commission plus tips: what the shop owes the barber for the period. */
  sharePaise: paise,
  receivedPaise: paise,
  unpaidPaise: paise,
  entries: z.number().int(),
});
export type TakingsBarber = z.infer<typeof takingsBarberSchema>;

export const takingsDaySchema = z.object({ date: dateSchema, receivedPaise: paise, entries: z.number().int() });
export type TakingsDay = z.infer<typeof takingsDaySchema>;

/** `GET /api/takings`: the range's totals, each barber's (a barber sees only their own), and each day's. */
export const takingsReportSchema = z.object({
  from: dateSchema,
  to: dateSchema,
  totals: takingsTotalsSchema,
  barbers: z.array(takingsBarberSchema),
  days: z.array(takingsDaySchema),
});
export type TakingsReport = z.infer<typeof takingsReportSchema>;

export const paymentMethodSchema = z.enum(PAYMENT_METHODS);

/** One line charged. */
export const paymentItemSchema = z.object({ name: z.string(), pricePaise: paise, serviceId: z.number().int().nullable() });

/** One entry as the takings list shows it, corrected ones included and marked. */
export const takingsEntrySchema = z.object({
  id: z.number().int(),
  bookingId: z.number().int(),
  /** The booking's token number, as the barber calls it. */
  token: z.number().int(),
  customerName: z.string(),
  barberId: z.number().int(),
  barberName: z.string(),
  items: z.array(paymentItemSchema),
  servicesPaise: paise,
  discountPaise: paise,
  tipPaise: paise,
  /** Services less the discount. */
  netPaise: paise,
  /** Net plus the tip. */
  totalPaise: paise,
  method: paymentMethodSchema,
  /** The entry this one corrects. */
  correctsId: z.number().int().nullable(),
  /** The entry that corrects this one: then it no longer counts. */
  correctedById: z.number().int().nullable(),
  takenAt: instantSchema,
  /** The shop date and wall-clock time the money was taken. */
  date: dateSchema,
  time: hhmmSchema,
});
export type TakingsEntry = z.infer<typeof takingsEntrySchema>;

export const takingsEntriesPageSchema = z.object({
  entries: z.array(takingsEntrySchema),
  /** Pass as `cursor` for the next page; null on the last page. */
  nextCursor: z.string().nullable(),
});
export type TakingsEntriesPage = z.infer<typeof takingsEntriesPageSchema>;
