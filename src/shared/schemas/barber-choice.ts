import { z } from 'zod';
import { MAX_ID } from './common.js';

/** A walk-in's barber: the one chosen, or whoever can start it soonest. */
export const ANY_BARBER = 'any';

/**
 * A booking's barber: an id, or `'any'` for the available barber whose plan starts the walk-in
 * earliest (chosen by the server in the booking's transaction).
 */
export const barberChoiceSchema = z.union(
  [
    z
      .number({ error: 'Please select a barber' })
      .int('Please select a barber')
      .positive('Please select a barber')
      .max(MAX_ID, 'Please select a barber'),
    z.literal(ANY_BARBER),
  ],
  { error: 'Please select a barber' },
);
export type BarberChoice = z.infer<typeof barberChoiceSchema>;
