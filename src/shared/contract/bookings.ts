import { z } from 'zod';
import {
  bookingAccessQuerySchema,
  bookingCreateSchema,
  bookingSchema,
  bookingStatusUpdateSchema,
  checkPhoneResponseSchema,
  createdBookingSchema,
  historyFilterSchema,
  historyPageQuerySchema,
  historyPageSchema,
  timeAdjustmentSchema,
  trackResponseSchema,
} from '../schemas/booking.js';
import { statusChangeResultSchema } from '../schemas/booking-desk.js';
import { idParamSchema, phoneParamSchema } from '../schemas/common.js';
import { endpoint } from './endpoint.js';

const tags = ['bookings'];

/** Bookings (docs/product/api.md): made by customers and staff, tracked by phone, moved through their statuses. */
export const bookingEndpoints = {
  /** 201 for a new booking, 200 for the same request again (its idempotency key). */
  create: endpoint({
    method: 'POST',
    path: '/api/bookings',
    tags,
    body: bookingCreateSchema,
    responses: { 200: createdBookingSchema, 201: createdBookingSchema },
  }),
  list: endpoint({ method: 'GET', path: '/api/bookings', tags, query: historyFilterSchema, responses: { 200: z.array(bookingSchema) } }),
  history: endpoint({ method: 'GET', path: '/api/bookings/history', tags, query: historyPageQuerySchema, responses: { 200: historyPageSchema } }),
  track: endpoint({ method: 'GET', path: '/api/bookings/track/:phone', tags, params: phoneParamSchema, responses: { 200: trackResponseSchema } }),
  checkPhone: endpoint({
    method: 'GET',
    path: '/api/bookings/check-phone/:phone',
    tags,
    params: phoneParamSchema,
    responses: { 200: checkPhoneResponseSchema },
  }),
  get: endpoint({
    method: 'GET',
    path: '/api/bookings/:id',
    tags,
    params: idParamSchema,
    query: bookingAccessQuerySchema,
    responses: { 200: bookingSchema },
  }),
  /** An iCalendar file of the booking, for the customer's calendar app. */
  calendar: endpoint({
    method: 'GET',
    path: '/api/bookings/:id/calendar.ics',
    tags,
    params: idParamSchema,
    query: bookingAccessQuerySchema,
    responses: {},
    answer: 'calendar',
  }),
  setStatus: endpoint({
    method: 'PUT',
    path: '/api/bookings/:id/status',
    tags,
    params: idParamSchema,
    body: bookingStatusUpdateSchema,
    responses: { 200: statusChangeResultSchema },
  }),
  adjustTime: endpoint({
    method: 'PUT',
    path: '/api/bookings/:id/time',
    tags,
    params: idParamSchema,
    body: timeAdjustmentSchema,
    responses: { 200: bookingSchema },
  }),
};
