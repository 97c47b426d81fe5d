import { z } from 'zod';
import { isHttpsUrl, lineText, multilineText } from './common.js';
import { COMMISSION_BASIS_POINTS_MAX } from '../constants.js';
import { availabilitySchema } from './hours.js';

const REQUIRED = 'Please fill in all required fields';

export const barberSchema = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  name: z.string(),
  photo: z.string(),
  bio: z.string(),
  specialty: z.string(),
  experience: z.number().int(),
  isAvailable: z.boolean(),
  /** Minutes until a new walk-in would be served (docs/product/booking-rules.md#the-barbers-wait). */
  waitTime: z.number().int(),
  /** Nobody in the chair and the next booking is a slot more than 10 minutes away (docs/product/booking-rules.md#business-constants-and-limits). */
  noWait: z.boolean(),
  /** Where the barber's working day stands: working, on a break, not working today, last call passed. */
  availability: availabilitySchema,
  /** Only in the admin's list (`?admin=true`). */
  user: z.object({ username: z.string(), role: z.literal('barber') }).optional(),
  /** The barber's commission in basis points (docs/product/money.md): only in the admin's answers, never the public's. */
  commissionBasisPoints: z.number().int().optional(),
});
export type Barber = z.infer<typeof barberSchema>;

// The app's own files: an uploaded photo or a bundled image, by a plain relative path.
const OWN_FILE = /^\/(uploads|images)\/[A-Za-z0-9_-][A-Za-z0-9._/-]*$/;

/**
 * A photo is one of the app's own files or an https URL. Anything else, such as a protocol-relative
 * `//host/p.png` or `/\host/p.png` that a browser would load from another site, is refused.
 */
export function isAcceptablePhoto(value: string): boolean {
  return value === '' || (OWN_FILE.test(value) && !value.includes('..') && !value.includes('//')) || isHttpsUrl(value);
}

const photoSchema = z.string().trim().max(500).refine(isAcceptablePhoto, 'Use an https:// URL or upload a photo');

/** A staff login's username: letters, digits, dots, dashes or underscores (operators' too). */
export const usernameSchema = lineText({ error: REQUIRED })
  .trim()
  .min(1, REQUIRED)
  .max(40, 'Username must be at most 40 characters')
  .regex(/^[a-zA-Z0-9._-]+$/, 'Use letters, digits, dots, dashes or underscores');
const username = usernameSchema;
/** A staff login's password, as the admin sets a barber's and a new shop's owner chooses theirs. */
export const staffPasswordSchema = lineText({ error: REQUIRED }).min(8, 'Password must be at least 8 characters').max(200, 'Password must be at most 200 characters');
const password = staffPasswordSchema;

const profile = {
  name: lineText({ error: REQUIRED }).trim().min(1, REQUIRED).max(80, 'Name must be at most 80 characters'),
  photo: photoSchema.optional(),
  bio: multilineText().trim().max(500, 'Bio must be at most 500 characters').optional(),
  specialty: lineText().trim().max(80, 'Specialty must be at most 80 characters').optional(),
  experience: z.coerce
    .number({ error: 'Experience must be a number of years' })
    .int('Experience must be whole years')
    .min(0, 'Experience cannot be negative')
    .max(80, 'Experience must be at most 80 years')
    .default(0),
  isAvailable: z.boolean().optional(),
  /** 0–10000 basis points (0–100 %, two decimals); the form sends the percentage times 100. */
  commissionBasisPoints: z
    .number({ error: 'Commission must be a number' })
    .int('Commission can have at most two decimals')
    .min(0, 'Commission cannot be negative')
    .max(COMMISSION_BASIS_POINTS_MAX, 'Commission must be at most 100%')
    .optional(),
};

/** The admin's Add Barber dialog: name, username and password are required. */
export const barberCreateSchema = z
  .object({ ...profile, user: z.object({ username, password }, { error: REQUIRED }).strict() })
  .strict();
export type BarberCreate = z.infer<typeof barberCreateSchema>;

/** The Edit dialog and the availability toggle: username or password change only when sent. */
export const barberUpdateSchema = z
  .object({
    ...profile,
    experience: profile.experience.unwrap(),
    user: z.object({ username, password }).partial().strict(),
  })
  .partial()
  .strict()
  .refine((update) => Object.keys(update).length > 0, 'Nothing to update');
export type BarberUpdate = z.infer<typeof barberUpdateSchema>;

export const barberListQuerySchema = z.object({ admin: z.enum(['true', 'false']).optional() });

/** A booked slot shown on the public barber card: no customer name or phone. */
export const bookedSlotSchema = z.object({
  bookingId: z.number().int(),
  slotTime: z.string(),
  slotDate: z.string(),
  startTime: z.string(),
  service: z.string(),
  duration: z.number().int(),
});
export type BookedSlot = z.infer<typeof bookedSlotSchema>;
