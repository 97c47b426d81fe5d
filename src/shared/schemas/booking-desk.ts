import { z } from 'zod';
import { bookingSchema } from './booking.js';
import { idSchema, instantSchema } from './common.js';

/**
 * How long the dashboard offers Undo after Start, Complete, No-show or Cancel. The server allows a
 * few seconds more (`UNDO_GRACE_MS`), so a tap in the last moment is not lost to the network.
 */
export const UNDO_WINDOW_MS = 10_000;
export const UNDO_GRACE_MS = 15_000;

/**
 * A status change's answer: the booking, and when staff may undo it, the number that names the
 * change (its booking event's id; not a live message's `seq`, which counts the shop's changes).
 */
export const statusChangeResultSchema = bookingSchema.extend({
  undoSeq: z.number().int().positive().optional(),
});
export type StatusChangeResult = z.infer<typeof statusChangeResultSchema>;

/** POST /api/bookings/{id}/undo: which change to take back (the `undoSeq` its answer carried). */
export const bookingUndoSchema = z
  .object({ seq: z.number({ error: 'Say which change to undo' }).int('Invalid input').positive('Invalid input') })
  .strict();

/** PUT /api/bookings/{id}/barber: the chair a waiting walk-in moves to. */
export const bookingMoveSchema = z.object({ barberId: idSchema }).strict();

/** One walk-in a reassignment moved, and where it now stands. */
export const reassignedBookingSchema = z.object({
  bookingId: z.number().int().positive(),
  barberId: z.number().int().positive(),
  barberName: z.string(),
  expectedStart: instantSchema,
});

/** POST /api/barbers/{id}/reassign: the walk-ins that moved, in token order. */
export const reassignResultSchema = z.object({ moved: z.array(reassignedBookingSchema) });
export type ReassignResult = z.infer<typeof reassignResultSchema>;
