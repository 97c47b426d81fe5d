import { z } from 'zod';
import { SERVICE_ICONS } from '../service-icons.js';
import { lineText, multilineText } from './common.js';

export const serviceSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  duration: z.number().int(),
  icon: z.string(),
  /** Whole rupees, or null when the shop does not show a price. */
  price: z.number().int().nullable(),
});
export type Service = z.infer<typeof serviceSchema>;

const fields = {
  name: lineText().trim().min(1, 'Required').max(80, 'Name must be at most 80 characters'),
  description: multilineText().trim().max(500, 'Description must be at most 500 characters').default(''),
  duration: z.coerce.number().int('Duration must be whole minutes').min(1, 'Duration must be at least 1 minute').max(600, 'Duration must be at most 600 minutes'),
  /** A key of SERVICE_ICONS; left out, a new service shows the scissors. */
  icon: z.enum(SERVICE_ICONS, { error: `Icon must be one of: ${SERVICE_ICONS.join(', ')}` }).optional(),
  price: z
    .number({ error: 'Price must be a number of rupees' })
    .int('Price must be whole rupees')
    .min(0, 'Price cannot be negative')
    .max(100_000, 'Price must be at most ₹1,00,000')
    .nullable()
    .optional(),
};

/** The admin's Add Service form. */
export const serviceCreateSchema = z.object(fields).strict();
export type ServiceCreate = z.infer<typeof serviceCreateSchema>;

/** The admin's Edit Service form (name, description, duration; icon accepted too). */
export const serviceUpdateSchema = z
  // Without its default, a description left out of an edit stays as it is instead of becoming ''.
  .object({ ...fields, description: fields.description.unwrap() })
  .partial()
  .strict()
  .refine((update) => Object.keys(update).length > 0, 'Nothing to update');
export type ServiceUpdate = z.infer<typeof serviceUpdateSchema>;
