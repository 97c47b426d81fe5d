import { z } from 'zod';
import { barberChoiceSchema } from './barber-choice.js';
import { idSchema, lineText, phoneSchema } from './common.js';

/** The name a walk-in added at the counter gets when nobody typed one. */
export const WALK_IN_NAME = 'Walk-in';

/**
 * A walk-in added by staff at the counter: everything but the services may be left out. A blank
 * name is `Walk-in`; a blank phone is none (the customer follows the booking by its token page).
 */
export const staffWalkInSchema = z
  .object({
    barberId: barberChoiceSchema,
    customerName: lineText()
      .trim()
      .max(80, 'Name must be at most 80 characters')
      .optional()
      .transform((name) => (name ? name : WALK_IN_NAME)),
    customerPhone: z
      .union([z.literal(''), phoneSchema])
      .nullish()
      .transform((phone) => (phone ? phone : null)),
    services: z
      .array(idSchema, { error: 'Please select at least one service' })
      .min(1, 'Please select at least one service')
      .max(10, 'Please select at most 10 services'),
  })
  .strict();
export type StaffWalkIn = z.infer<typeof staffWalkInSchema>;
export type StaffWalkInForm = z.input<typeof staffWalkInSchema>;

/**
 * The service each chair is most often booked for lately (its last completed bookings), to
 * preselect in the walk-in form; the first service on offer when a chair has no history yet.
 * `shop` is the same across the chairs shown, for "first available".
 */
export const usualServicesSchema = z.object({
  shop: z.number().int().nullable(),
  barbers: z.array(z.object({ barberId: z.number().int(), serviceId: z.number().int().nullable() })),
});
export type UsualServices = z.infer<typeof usualServicesSchema>;
