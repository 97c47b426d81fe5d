import { createdBookingSchema } from '../schemas/booking.js';
import { staffWalkInSchema, usualServicesSchema } from '../schemas/staff-walk-in.js';
import { endpoint } from './endpoint.js';

const tags = ['bookings'];

/** The counter: staff add a walk-in in a few taps, with the service the chair is usually booked for. */
export const walkInEndpoints = {
  /** 201 for a new walk-in, 200 for the same request again (its idempotency key). */
  add: endpoint({
    method: 'POST',
    path: '/api/bookings/walk-in',
    tags,
    body: staffWalkInSchema,
    responses: { 200: createdBookingSchema, 201: createdBookingSchema },
  }),
  usualServices: endpoint({ method: 'GET', path: '/api/bookings/usual-services', tags, responses: { 200: usualServicesSchema } }),
};
