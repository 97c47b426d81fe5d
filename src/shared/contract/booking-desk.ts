import { bookingSchema } from '../schemas/booking.js';
import { bookingMoveSchema, bookingUndoSchema, reassignResultSchema } from '../schemas/booking-desk.js';
import { idParamSchema } from '../schemas/common.js';
import { endpoint } from './endpoint.js';

/** The front desk's corrections: undo a status change, move a walk-in, reassign a chair's walk-ins. */
export const bookingDeskEndpoints = {
  undo: endpoint({
    method: 'POST',
    path: '/api/bookings/:id/undo',
    tags: ['bookings'],
    params: idParamSchema,
    body: bookingUndoSchema,
    responses: { 200: bookingSchema },
  }),
  move: endpoint({
    method: 'PUT',
    path: '/api/bookings/:id/barber',
    tags: ['bookings'],
    params: idParamSchema,
    body: bookingMoveSchema,
    responses: { 200: bookingSchema },
  }),
  reassign: endpoint({
    method: 'POST',
    path: '/api/barbers/:id/reassign',
    tags: ['barbers'],
    params: idParamSchema,
    responses: { 200: reassignResultSchema },
  }),
};
