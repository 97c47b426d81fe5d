import { z } from 'zod';
import { PHONE_DIGITS } from '../constants.js';

/** A 10-digit Indian mobile number with the spec's two messages (spec §5). */
export const phoneSchema = z
  .string({ error: 'Phone number is required' })
  .trim()
  .regex(/^\d*$/, 'Phone number must contain only digits')
  .length(PHONE_DIGITS, 'Phone number must be exactly 10 digits');

/** A phone as typed for login: '+91 98765 43210', '919876543210' or '9876543210' all become 10 digits. */
export const internationalPhoneSchema = z
  .string({ error: 'Phone number is required' })
  .trim()
  .min(1, 'Phone number is required')
  .transform((value) => {
    const compact = value.replace(/[\s-]/g, '');
    const withoutPrefix = compact.replace(/^\+?91(?=\d{10}$)/, '');
    return withoutPrefix;
  })
  .pipe(phoneSchema);

/** Shop-local wall-clock time. */
export const hhmmSchema = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Use a time like 09:30');

/** Shop-local calendar date. */
export const dateSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date like 2026-11-21');

export const idParamSchema = z.object({ id: z.coerce.number().int().positive('Invalid input') });
export const barberIdParamSchema = z.object({ barberId: z.coerce.number().int().positive('Invalid input') });
export const phoneParamSchema = z.object({ phone: phoneSchema });

/** An instant on the wire: ISO 8601 with offset. */
export const instantSchema = z.iso.datetime({ offset: true });

/** Every error answer: a stable code for programs and a message for people. */
export const errorSchema = z.object({
  error: z.string(),
  message: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
  activeBookingId: z.number().int().optional(),
});
export type ApiError = z.infer<typeof errorSchema>;

export const okSchema = z.object({ ok: z.literal(true) });
