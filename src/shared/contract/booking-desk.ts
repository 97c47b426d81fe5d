import { bookingSchema } from '../schemas/booking.js';
import { bookingMoveSchema, bookingUndoSchema, reassignResultSchema } from '../schemas/booking-desk.js';
import { idParamSchema } from '../schemas/common.js';
import { endpoint } from './endpoint.js';
import { ROUTES } from './routes.js';

/** The front desk's corrections: undo a status change, move a walk-in, reassign a chair's walk-ins. */
export const bookingDeskEndpoints = {
  undo: endpoint({
    ...ROUTES.bookingDesk.undo,
    tags: ['bookings'],
    params: idParamSchema,
    body: bookingUndoSchema,
    responses: { 200: bookingSchema },
  }),
  move: endpoint({
    ...ROUTES.bookingDesk.move,
    tags: ['bookings'],
    params: idParamSchema,
    body: bookingMoveSchema,
    responses: { 200: bookingSchema },
  }),
  reassign: endpoint({
    ...ROUTES.bookingDesk.reassign,
    tags: ['barbers'],
    params: idParamSchema,
    responses: { 200: reassignResultSchema },
  }),
};
