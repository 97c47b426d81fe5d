import { z } from 'zod';
import { activeBookingsResponseSchema, bookingEventSchema, bookingSchema, queueQuerySchema } from '../schemas/booking.js';
import { barberIdParamSchema, idParamSchema } from '../schemas/common.js';
import { endpoint } from './endpoint.js';

const tags = ['barber bookings'];

/** The dashboard's reads of one barber's bookings (docs/product/api.md): the barber's own, or the admin's. */
export const barberBookingEndpoints = {
  serving: endpoint({
    method: 'GET',
    path: '/api/bookings/barber/:barberId/serving',
    tags,
    params: barberIdParamSchema,
    responses: { 200: bookingSchema },
  }),
  queue: endpoint({
    method: 'GET',
    path: '/api/bookings/barber/:barberId/queue',
    tags,
    params: barberIdParamSchema,
    query: queueQuerySchema,
    responses: { 200: z.array(bookingSchema) },
  }),
  active: endpoint({
    method: 'GET',
    path: '/api/bookings/barber-by-id/:id/active',
    tags,
    params: idParamSchema,
    responses: { 200: activeBookingsResponseSchema },
  }),
  history: endpoint({
    method: 'GET',
    path: '/api/bookings/barber-by-id/:id',
    tags,
    params: idParamSchema,
    responses: { 200: z.array(bookingSchema) },
  }),
  logs: endpoint({ method: 'GET', path: '/api/logs/barber/:id', tags, params: idParamSchema, responses: { 200: z.array(bookingEventSchema) } }),
};
