import { z } from 'zod';
import type { ClientCommand, ServerMessage } from '../events.js';
import { idSchema } from './common.js';
import { availabilitySchema } from './hours.js';
import { bookingStatusSchema, bookingTypeSchema, cancelledBySchema, cancelReasonSchema, timeAdjustmentSchema } from './booking.js';

const id = idSchema;
const seq = z.number().int().nonnegative();
const empty = z.object({});

/** Booking events always name the booking and its barber: that is what clients refetch. */
const bookingEvent = <T extends string, D extends z.ZodType>(type: T, data: D) =>
  z.object({ type: z.literal(type), seq, barberId: id, bookingId: id, data });

const notice = <T extends string, D extends z.ZodType>(type: T, data: D) =>
  z.object({ type: z.literal(type), seq, barberId: id.optional(), bookingId: id.optional(), data });

/**
 * A live message as it travels (docs/product/data.md, docs/product/architecture.md#live-updates). The server checks every change notification
 * against it before broadcasting, and unknown keys are dropped, so a message never carries more
 * than these fields (no names, no phones).
 */
export const serverMessageSchema = z.discriminatedUnion('type', [
  notice('connected', z.object({ seq })),
  notice('waitTimeUpdated', z.object({ estimatedWaitTime: z.number().int().nonnegative(), noWait: z.boolean(), availability: availabilitySchema })),
  bookingEvent('bookingCreated', z.object({ bookingType: bookingTypeSchema })),
  bookingEvent('bookingUpdated', z.object({ status: bookingStatusSchema })),
  bookingEvent(
    'bookingStatusChanged',
    z.object({ status: bookingStatusSchema, cancelledBy: cancelledBySchema.nullable(), undone: z.literal(true).optional() }),
  ),
  notice('barberUpdated', empty),
  notice('servicesUpdated', empty),
  notice('shopStatusUpdated', z.object({ isOpen: z.boolean() })),
]) satisfies z.ZodType<ServerMessage>;

/** A staff command sent on /ws (docs/product/api.md); extra fields such as newRemainingTime are ignored by the server. */
export const clientCommandSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('updateBookingStatus'),
    barberId: id,
    bookingId: id,
    data: z.object({
      status: z.enum(['serving', 'completed', 'cancelled']),
      cancelledBy: cancelledBySchema.optional(),
      reason: cancelReasonSchema.optional(),
    }),
    timestamp: z.number(),
  }),
  z.object({
    type: z.literal('updateRemainingTime'),
    bookingId: id,
    adjustment: timeAdjustmentSchema.shape.adjustment,
    newRemainingTime: z.number().optional(),
    timestamp: z.number(),
  }),
]) satisfies z.ZodType<ClientCommand>;
