import { z } from 'zod';
import { RUNNING_LATE_CHOICES } from '../constants.js';

/** "I'm here" from the tracking page, or the barber's Here / Away on a waiting walk-in. */
export const arrivalUpdateSchema = z
  .object({
    arrived: z.boolean({ error: 'Say whether the customer is here (true) or away (false)' }),
    /** Proof of ownership for an anonymous customer (the tracking page's link carries it). */
    manageToken: z.string().max(200).optional(),
  })
  .strict();
export type ArrivalUpdate = z.infer<typeof arrivalUpdateSchema>;

/** "Running late, 10 / 20 min" from the tracking page. */
export const runningLateSchema = z
  .object({
    minutes: z.union(RUNNING_LATE_CHOICES.map((minutes) => z.literal(minutes)), { error: 'Minutes must be 10 or 20' }),
    manageToken: z.string().max(200).optional(),
  })
  .strict();
export type RunningLate = z.infer<typeof runningLateSchema>;
