import { z } from 'zod';
import { BOOKING_STATUSES, BOOKING_TYPES, CANCEL_REASONS, CANCELLED_BY, SLOT_REASONS, TIME_ADJUSTMENTS } from '../constants.js';
import {
  dateSchema,
  hhmmSchema,
  idSchema,
  idTextSchema,
  instantSchema,
  lineText,
  multilineText,
  phoneSchema,
} from './common.js';
import { ANY_BARBER, barberChoiceSchema } from './barber-choice.js';
import { paymentInputSchema, paymentSchema, upiDueSchema } from './payment.js';

export const bookingTypeSchema = z.enum(BOOKING_TYPES);
export const bookingStatusSchema = z.enum(BOOKING_STATUSES);
export const cancelledBySchema = z.enum(CANCELLED_BY);
export const cancelReasonSchema = z.enum(CANCEL_REASONS);

export const serviceDetailSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  duration: z.number().int(),
  description: z.string(),
});

/** A booking as its owner, its barber and the admin see it, with its place in the barber's plan. */
export const bookingSchema = z.object({
  id: z.number().int(),
  barberId: z.number().int(),
  customerName: z.string(),
  /** Null for a walk-in the shop added without a phone. */
  customerPhone: z.string().nullable(),
  bookingType: bookingTypeSchema,
  status: bookingStatusSchema,
  cancelledBy: cancelledBySchema.nullable(),
  /** `no_show` when the barber cancelled because the customer never came. */
  cancelReason: cancelReasonSchema.nullable(),
  services: z.array(z.number().int()),
  serviceDetails: z.array(serviceDetailSchema),
  notes: z.string(),
  bookingTime: instantSchema,
  updatedAt: instantSchema,
  /** Minutes: the sum of the services' durations. */
  estimatedDuration: z.number().int(),
  /** Minutes left in the chair while serving, else null. */
  remainingTime: z.number().int().nullable(),
  servingStartedAt: instantSchema.nullable(),
  /**
   * While serving, when the chair is planned to be free (the plan's end, the instant Next Available
   * starts from with nobody waiting), else null. Its minute is the one 'Done by' shows.
   */
  servingEndsAt: instantSchema.nullable(),
  /** Shop-local date and time of a slot booking, else null. */
  slotDate: dateSchema.nullable(),
  slotTime: hhmmSchema.nullable(),
  barber: z.object({ name: z.string(), photo: z.string() }),
  barberName: z.string(),
  serviceNames: z.array(z.string()),
  totalDuration: z.number().int(),
  /** Plan figures while the booking is waiting (null otherwise). */
  estimatedWaitTime: z.number().int().nullable(),
  expectedStartTime: instantSchema.nullable(),
  /** Shop-local 'HH:MM' of the expected start. */
  expectedTime: hhmmSchema.nullable(),
  /**
   * A waiting walk-in's likely wait in minutes, low to high (docs/product/waits.md): the durations ahead vary.
   * Null for slots and bookings not waiting.
   */
  estimatedWaitRange: z.object({ low: z.number().int(), high: z.number().int() }).nullable(),
  position: z.number().int().nullable(),
  queuePosition: z.number().int().nullable(),
  customersAhead: z.number().int().nullable(),
  /** Whether a customer may still cancel it (docs/product/booking-rules.md#validation-rules: 15-minute rule). */
  canCancel: z.boolean(),
  /** The customer stopped messages about this booking (docs/product/messages.md). */
  messagesStopped: z.boolean(),
  /** When the customer was told "your turn is near", or null. */
  turnNearToldAt: instantSchema.nullable(),
  /** For the barber and the admin on the queue: the phone's no-shows in the last 90 days (else null). */
  recentNoShows: z.number().int().nullable(),
  /**
   * A waiting booking the plan cannot fit into the barber's working time: a walk-in pushed past the
   * end of their day, or a slot at a time the barber no longer works (docs/product/chairs-day.md). Flagged, not dropped.
   */
  outsideHours: z.boolean(),
  /** When the customer was known to be in the shop ("I'm here", or added at the counter); null while away. */
  arrivedAt: instantSchema.nullable(),
  /** A walk-in running late is not planned to start before this; null otherwise. */
  notBefore: instantSchema.nullable(),
  /** How often the barber served someone after this walk-in while they were away. */
  passedOver: z.number().int(),
  /**
   * While the barber asks to be paid by UPI (docs/product/money.md#upi): the amount in paise and the
   * `upi://pay` link its QR code carries; null otherwise.
   */
  upiDue: upiDueSchema,
});
export type Booking = z.infer<typeof bookingSchema>;

/** The answer to a new booking: the manage token is shown only here (docs/product/roles.md). */
export const createdBookingSchema = bookingSchema.extend({ manageToken: z.string() });
export type CreatedBooking = z.infer<typeof createdBookingSchema>;

/** What tracking by phone alone shows: read-only, the name masked unless the caller owns it. */
export const trackItemSchema = z.object({ booking: bookingSchema, waitTime: z.number().int().nullable() });
export const trackResponseSchema = z.array(trackItemSchema);

export const checkPhoneResponseSchema = z.object({
  hasActiveBooking: z.boolean(),
  activeBooking: bookingSchema.nullable(),
});

/** The booking form (docs/product/booking-rules.md#validation-rules messages); the server adds what needs the database. */
export const bookingCreateSchema = z
  .object({
    barberId: barberChoiceSchema,
    customerName: lineText({ error: 'Name must be at least 2 characters' })
      .trim()
      .min(2, 'Name must be at least 2 characters')
      .max(80, 'Name must be at most 80 characters'),
    customerPhone: phoneSchema,
    bookingType: bookingTypeSchema,
    services: z
      .array(idSchema, { error: 'Please select at least one service' })
      .min(1, 'Please select at least one service')
      .max(10, 'Please select at most 10 services'),
    slotDate: dateSchema.nullish(),
    slotTime: hhmmSchema.nullish(),
    notes: multilineText().trim().max(500, 'Notes must be at most 500 characters').optional(),
  })
  .strict()
  .superRefine((booking, ctx) => {
    if (booking.bookingType === 'slot' && booking.barberId === ANY_BARBER) {
      ctx.addIssue({ code: 'custom', path: ['barberId'], message: 'Please select a barber for a timed slot' });
    }
    if (booking.bookingType === 'slot' && !booking.slotTime) {
      ctx.addIssue({ code: 'custom', path: ['slotTime'], message: 'Please select a time slot' });
    }
    if (booking.bookingType === 'slot' && !booking.slotDate) {
      ctx.addIssue({ code: 'custom', path: ['slotDate'], message: 'Please select today or a future date' });
    }
  });
export type BookingCreate = z.infer<typeof bookingCreateSchema>;

export const bookingStatusUpdateSchema = z
  .object({
    status: z.enum(['serving', 'completed', 'cancelled']),
    cancelledBy: cancelledBySchema.optional(),
    /** With `cancelled`, from the barber or the admin: the customer never came (docs/product/chairs-day.md). */
    reason: cancelReasonSchema.optional(),
    /** Proof of ownership for an anonymous customer's cancellation. */
    manageToken: z.string().max(200).optional(),
    /** With `completed`: what was charged and how it was paid, written with the completion (docs/product/money.md#paid-at-the-chair). */
    payment: paymentInputSchema.optional(),
  })
  .strict()
  .refine((update) => update.payment === undefined || update.status === 'completed', {
    path: ['payment'],
    message: 'A payment is recorded when completing the booking',
  });
export type BookingStatusUpdate = z.infer<typeof bookingStatusUpdateSchema>;

export const timeAdjustmentSchema = z
  .object({
    adjustment: z.union(TIME_ADJUSTMENTS.map((minutes) => z.literal(minutes)), {
      error: 'Adjustment must be -10, -5, +5 or +10 minutes',
    }),
  })
  .strict();

export const bookingAccessQuerySchema = z.object({ token: z.string().max(200).optional() });

export const historyFilterSchema = z.object({
  status: z.enum(['all', 'active', 'completed', 'cancelled', 'cancelled-customer', 'cancelled-barber', 'no-show']).default('all'),
  barberId: idTextSchema.optional(),
  date: dateSchema.optional(),
  limit: z.coerce.number().int().min(1).max(1000).default(500),
});
export type HistoryFilter = z.infer<typeof historyFilterSchema>;

/** Finished-booking filters shared by the barber's History tab and the admin's Booking History. */
export const HISTORY_STATUSES = ['all', 'completed', 'cancelled', 'cancelled-customer', 'cancelled-barber', 'no-show'] as const;
export const HISTORY_PAGE_MAX = 100;

/**
 * One page of finished bookings (completed or cancelled), newest first by the booking's time (its
 * slot, else when it was made). `from`/`to` are shop-local dates, inclusive; `cursor` is the
 * `nextCursor` of the page before. A barber sees only their own; the admin any barber or all.
 */
export const historyPageQuerySchema = z
  .object({
    barberId: idTextSchema.optional(),
    status: z.enum(HISTORY_STATUSES).default('all'),
    bookingType: z.enum(['all', ...BOOKING_TYPES]).default('all'),
    from: dateSchema.optional(),
    to: dateSchema.optional(),
    cursor: z
      .string()
      .max(100)
      .regex(/^\d{1,16}_\d{1,10}$/, 'Invalid input')
      .optional(),
    limit: z.coerce.number().int().min(1).max(HISTORY_PAGE_MAX).default(30),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, { path: ['to'], message: 'The end date is before the start date' });
export type HistoryPageQuery = z.infer<typeof historyPageQuerySchema>;

export const historyPageSchema = z.object({
  bookings: z.array(bookingSchema),
  /** The entries of the page's bookings, oldest first, corrected ones included (docs/product/money.md#paid-at-the-chair). */
  payments: z.array(paymentSchema),
  /** Pass as `cursor` for the next page; null on the last page. */
  nextCursor: z.string().nullable(),
});
export type HistoryPage = z.infer<typeof historyPageSchema>;

/** A waiting booking as the public barber card shows it: no name, no phone. */
export const activeBookingsResponseSchema = z.object({
  bookedSlots: z.array(
    z.object({
      bookingId: z.number().int(),
      slotDate: dateSchema,
      slotTime: hhmmSchema,
      service: z.string(),
      duration: z.number().int(),
    }),
  ),
  /** The bookings themselves, for the barber and the admin only. */
  bookings: z.array(bookingSchema).optional(),
});

export const waitTimeSchema = z.object({
  barberId: z.number().int(),
  estimatedWaitTime: z.number().int(),
  estimatedStartTime: instantSchema,
  expectedTime: hhmmSchema,
  position: z.number().int().nullable(),
  customersAhead: z.number().int(),
  /** The instant the figures were computed at. */
  istTimeBase: instantSchema,
});
export type WaitTime = z.infer<typeof waitTimeSchema>;

export const waitTimeQuerySchema = z.object({ bookingId: idTextSchema.optional() });

export const queueTimeSchema = z.object({
  barberId: z.number().int(),
  queueTime: z.number().int(),
  currentlyServing: z.object({ bookingId: z.number().int(), remainingTime: z.number().int() }).nullable(),
});

export const slotsQuerySchema = z.object({
  date: dateSchema.optional(),
  /** Comma-separated service ids; their total duration decides which slots fit. */
  services: z
    .string()
    .max(200, 'Invalid input')
    .regex(/^\d+(,\d+)*$/, 'Invalid input')
    .transform((list) => list.split(',').map(Number))
    .pipe(z.array(idSchema))
    .optional(),
});

/** The walk-in check's query (docs/product/chairs-day.md): the chosen services only. */
export const walkInCheckQuerySchema = slotsQuerySchema.pick({ services: true });

/** A barber's queue read: `t` is the client's cache buster (docs/product/api.md), accepted and ignored. */
export const queueQuerySchema = z.object({ t: z.string().optional() });

export const slotsResponseSchema = z.object({
  date: dateSchema,
  dates: z.array(dateSchema),
  durationMin: z.number().int(),
  slots: z.array(
    z.object({
      time: hhmmSchema,
      start: instantSchema,
      available: z.boolean(),
      reason: z.enum(SLOT_REASONS).optional(),
    }),
  ),
});

export const bookingEventSchema = z.object({
  id: z.number().int(),
  bookingId: z.number().int(),
  barberId: z.number().int(),
  type: z.string(),
  data: z.record(z.string(), z.unknown()),
  at: instantSchema,
});
