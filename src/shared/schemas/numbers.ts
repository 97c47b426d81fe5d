import { z } from 'zod';

/**
 * The owner's numbers (docs/product/money.md, The owner's numbers): what the shop's bookings,
 * payments and walk-ins refused at last call add up to over the last weeks, in the shop's time zone.
 * Amounts are whole paise; minutes have one decimal.
 */

export const NUMBERS_WEEKS = { min: 4, max: 52, default: 12 } as const;
/** Repeat customers are counted by calendar month, over this many months (this one included). */
export const NUMBERS_MONTHS = 12;

const weeksMessage = `weeks must be a whole number from ${NUMBERS_WEEKS.min} to ${NUMBERS_WEEKS.max}`;

export const numbersQuerySchema = z.object({
  weeks: z.coerce
    .number({ error: weeksMessage })
    .int(weeksMessage)
    .min(NUMBERS_WEEKS.min, weeksMessage)
    .max(NUMBERS_WEEKS.max, weeksMessage)
    .default(NUMBERS_WEEKS.default),
});

const count = z.number().int().nonnegative();

/** One week, Monday to Sunday in shop dates; each booking counts to the week of its arrival. */
export const numbersWeekSchema = z.object({
  /** The week's Monday, YYYY-MM-DD. */
  weekStart: z.string(),
  walkInsServed: count,
  appointmentsServed: count,
  noShows: count,
  /** Cancelled by the customer (those who left after a long wait included). */
  cancelledByCustomer: count,
  /** Cancelled by the shop, no-shows apart. */
  cancelledByShop: count,
  refusedAtLastCall: count,
  /** Walk-ins cancelled by the customer 30 minutes or more after joining (or arriving, if later). */
  leftAfterLongWait: count,
  /** Received (cash, UPI, card: net + tip of each current entry), by the day the money was taken. */
  revenuePaise: count,
});
export type NumbersWeek = z.infer<typeof numbersWeekSchema>;

/** Served walk-ins by the hour (shop's wall clock) they joined or arrived, whichever was later. */
export const numbersWaitHourSchema = z.object({
  hour: z.number().int().min(0).max(23),
  walkIns: count,
  /** Minutes from joining (or arriving) to the start of service; null without walk-ins. */
  averageMin: z.number().nullable(),
  /** The 90th percentile (interpolated) of the same; null without walk-ins. */
  p90Min: z.number().nullable(),
});
export type NumbersWaitHour = z.infer<typeof numbersWaitHourSchema>;

export const numbersBarberSchema = z.object({
  barberId: z.number().int(),
  name: z.string(),
  revenuePaise: count,
});

export const numbersMonthSchema = z.object({
  /** YYYY-MM, in shop dates. */
  month: z.string(),
  /** Distinct phones with a booking served that month. */
  customers: count,
  /** Of those, how many had been served before the month began. */
  returning: count,
});
export type NumbersMonth = z.infer<typeof numbersMonthSchema>;

export const numbersReportSchema = z.object({
  weeks: z.number().int(),
  timeZone: z.string(),
  /** The first shop date counted (a Monday) and today's. */
  from: z.string(),
  to: z.string(),
  /**
   * Arrivals by weekday and hour: seven rows, Monday first, of 24 counts, midnight first. Bookings
   * not cancelled by the customer, each at its arrival (arrived, else the slot's start, else booked).
   */
  arrivals: z.array(z.array(count)),
  /** Oldest first; the last is this week, so far. */
  byWeek: z.array(numbersWeekSchema),
  /** 24 hours, midnight first. */
  waitsByHour: z.array(numbersWaitHourSchema),
  /** Every barber who took money in the period, most first. */
  revenueByBarber: z.array(numbersBarberSchema),
  /** The last NUMBERS_MONTHS months, oldest first. */
  repeatCustomers: z.array(numbersMonthSchema),
});
export type NumbersReport = z.infer<typeof numbersReportSchema>;
