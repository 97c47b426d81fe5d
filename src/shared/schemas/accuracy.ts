import { z } from 'zod';

/**
 * How true the promised waits were (docs/product/waits.md): for walk-ins served in the period, promised start
 * (the plan's expected start when they joined) against actual start (when the barber began).
 */
export const accuracyFiguresSchema = z.object({
  /** Walk-ins with both a promised and an actual start. */
  walkIns: z.number().int(),
  /** Median of |actual - promised| in minutes, one decimal; null without walk-ins. */
  medianAbsMin: z.number().nullable(),
  /** Share (0-1) that started within 10 minutes of the promise either way; null without walk-ins. */
  withinTenShare: z.number().nullable(),
  /** Share (0-1) that started more than 5 minutes later than promised; null without walk-ins. */
  lateShare: z.number().nullable(),
});
export type AccuracyFigures = z.infer<typeof accuracyFiguresSchema>;

export const accuracyQuerySchema = z.object({
  days: z.coerce
    .number()
    .int()
    .refine((days) => days === 7 || days === 30, 'days must be 7 or 30')
    .default(7),
});

export const accuracyReportSchema = z.object({
  days: z.number().int(),
  /** The shop as a whole. */
  shop: accuracyFiguresSchema,
  /** Every barber not deleted, by name; figures are empty (walkIns 0) for a barber without walk-ins. */
  barbers: z.array(accuracyFiguresSchema.extend({ barberId: z.number().int(), name: z.string() })),
  /** One entry per calendar day of the period in the shop's time zone, oldest first (YYYY-MM-DD). */
  daily: z.array(accuracyFiguresSchema.extend({ date: z.string() })),
});
export type AccuracyReport = z.infer<typeof accuracyReportSchema>;
