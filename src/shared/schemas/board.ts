import { z } from 'zod';

/** How many waiting tokens the board lists per barber after the one in the chair. */
export const BOARD_NEXT_MAX = 4;

/**
 * One barber's chair on the shop's TV board (docs/product/architecture.md#reach): token numbers only, never a name or a
 * phone, so the answer is public. Tokens are the bookings' ids (docs/product/screens.md#home-page: token number = booking id).
 */
export const boardBarberSchema = z.object({
  barberId: z.number().int(),
  /** The token in the chair, or null when nobody is being served. */
  serving: z.number().int().nullable(),
  /** Today's waiting tokens in the order the chair's plan expects to take them, at most BOARD_NEXT_MAX. */
  next: z.array(z.number().int()),
  /** How many of today's bookings are waiting in all, those in `next` included. */
  waiting: z.number().int(),
});
export type BoardBarber = z.infer<typeof boardBarberSchema>;

/** GET /api/board: every barber who is not deleted, in the shop's order. */
export const boardSchema = z.object({ barbers: z.array(boardBarberSchema) });
export type Board = z.infer<typeof boardSchema>;
