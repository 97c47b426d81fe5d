import { z } from 'zod';
import { customerBookingsQuerySchema, customerSchema, customerUpdateSchema } from '../schemas/auth.js';
import { bookingSchema } from '../schemas/booking.js';
import { idParamSchema } from '../schemas/common.js';
import { endpoint } from './endpoint.js';

const tags = ['customers'];
const bookingListSchema = z.array(bookingSchema);

/** A customer's account and bookings: the customer themself or the admin. */
export const customerEndpoints = {
  /** The customer's bookings by query (My Bookings polls this form, docs/product/api.md). */
  bookings: endpoint({
    method: 'GET',
    path: '/api/customer/bookings',
    tags,
    query: customerBookingsQuerySchema,
    responses: { 200: bookingListSchema },
  }),
  get: endpoint({ method: 'GET', path: '/api/customer/:id', tags, params: idParamSchema, responses: { 200: customerSchema } }),
  rename: endpoint({
    method: 'PUT',
    path: '/api/customer/:id',
    tags,
    params: idParamSchema,
    body: customerUpdateSchema,
    responses: { 200: customerSchema },
  }),
  bookingsOf: endpoint({
    method: 'GET',
    path: '/api/customer/:id/bookings',
    tags,
    params: idParamSchema,
    responses: { 200: bookingListSchema },
  }),
};
