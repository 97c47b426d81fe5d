import { arrivalUpdateSchema, runningLateSchema } from '../schemas/arrival.js';
import { bookingSchema } from '../schemas/booking.js';
import { idParamSchema } from '../schemas/common.js';
import { endpoint } from './endpoint.js';

const tags = ['bookings'];

/** A waiting walk-in's "I'm here" and "Running late" (docs/decisions/0015-arrival-and-running-late.md). */
export const arrivalEndpoints = {
  arrival: endpoint({
    method: 'PUT',
    path: '/api/bookings/:id/arrival',
    tags,
    params: idParamSchema,
    body: arrivalUpdateSchema,
    responses: { 200: bookingSchema },
  }),
  late: endpoint({ method: 'PUT', path: '/api/bookings/:id/late', tags, params: idParamSchema, body: runningLateSchema, responses: { 200: bookingSchema } }),
};
