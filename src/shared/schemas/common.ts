import { z } from 'zod';
import { PHONE_DIGITS } from '../constants.js';

/** A 10-digit Indian mobile number with its two messages (docs/product/booking-rules.md#validation-rules). */
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

/** Ids are 32-bit integers in the database: a larger number can name nothing, so it is refused here. */
export const MAX_ID = 2_147_483_647;

/** A record id in a JSON body. */
export const idSchema = z.number().int('Invalid input').positive('Invalid input').max(MAX_ID, 'Invalid input');

/** A record id in a path or query string, where it arrives as text. */
export const idTextSchema = z.coerce.number().int('Invalid input').positive('Invalid input').max(MAX_ID, 'Invalid input');

export const idParamSchema = z.object({ id: idTextSchema });
export const barberIdParamSchema = z.object({ barberId: idTextSchema });

// C0 and C1 control characters (NUL included), which no name or text needs and PostgreSQL's text
// type cannot even store (NUL). Emoji and every script are letters here, not controls.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u001F\u007F-\u009F]/;
// The same, less tab and line breaks, for texts that may run over several lines.
// eslint-disable-next-line no-control-regex -- as above
const CONTROL_EXCEPT_LINES = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
const CONTROL_MESSAGE = 'Remove the control characters from this text';

/** A one-line text (names, usernames, icons): any script and emoji, no control characters. */
export const lineText = (params?: Parameters<typeof z.string>[0]) =>
  z.string(params).refine((value) => !CONTROL.test(value), CONTROL_MESSAGE);

/** A text that may hold line breaks and tabs (notes, descriptions, bios), no other control characters. */
export const multilineText = (params?: Parameters<typeof z.string>[0]) =>
  z.string(params).refine((value) => !CONTROL_EXCEPT_LINES.test(value), CONTROL_MESSAGE);
export const phoneParamSchema = z.object({ phone: phoneSchema });

/** An instant on the wire: ISO 8601 with offset. */
export const instantSchema = z.iso.datetime({ offset: true });

/** Last call (docs/product/chairs-day.md): who else can take a walk-in today, and the barber's next free slots. */
export const walkInAlternativesSchema = z.object({
  /** Other barbers who can still take this walk-in today, with its expected start. */
  barbers: z.array(z.object({ barberId: z.number().int(), name: z.string(), expectedStartTime: instantSchema, expectedTime: hhmmSchema })),
  /** The first free slots of the barber's next working day (at most 3). */
  slots: z.array(z.object({ barberId: z.number().int(), date: dateSchema, time: hhmmSchema, start: instantSchema })),
});
export type WalkInAlternatives = z.infer<typeof walkInAlternativesSchema>;

/** Every error answer: a stable code for programs and a message for people. */
export const errorSchema = z.object({
  error: z.string(),
  message: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
  activeBookingId: z.number().int().optional(),
  /** Last call (`LAST_CALL`): who else can take the walk-in today, and the barber's next free slots. */
  alternatives: walkInAlternativesSchema.optional(),
  /** The queue is not open yet (`QUEUE_NOT_OPEN`): when walk-ins may join. */
  queueOpensAt: instantSchema.optional(),
});
export type ApiError = z.infer<typeof errorSchema>;

export const okSchema = z.object({ ok: z.literal(true) });

/** An absolute https URL, with nothing in it that browsers and URL parsers would read differently. */
export function isHttpsUrl(value: string): boolean {
  if (!value.startsWith('https://') || /[\\\s]/.test(value)) return false;
  try {
    return new URL(value).protocol === 'https:';
  } catch {
    return false;
  }
}
