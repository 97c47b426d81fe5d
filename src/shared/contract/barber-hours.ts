import { walkInCheckQuerySchema } from '../schemas/booking.js';
import { idParamSchema } from '../schemas/common.js';
import { barberHoursSchema, barberHoursUpdateSchema, breakStartSchema, walkInCheckSchema } from '../schemas/hours.js';
import { endpoint } from './endpoint.js';

const tags = ['barbers'];
const params = idParamSchema;
const responses = { 200: barberHoursSchema };

/** The chair's day (docs/product/chairs-day.md): a barber's hours, their dashboard breaks, and the walk-in last call. */
export const barberHoursEndpoints = {
  get: endpoint({ method: 'GET', path: '/api/barbers/:id/hours', tags, params, responses }),
  update: endpoint({ method: 'PUT', path: '/api/barbers/:id/hours', tags, params, body: barberHoursUpdateSchema, responses }),
  startBreak: endpoint({ method: 'POST', path: '/api/barbers/:id/break', tags, params, body: breakStartSchema, responses }),
  endBreak: endpoint({ method: 'DELETE', path: '/api/barbers/:id/break', tags, params, responses }),
  walkInCheck: endpoint({
    method: 'GET',
    path: '/api/barbers/:id/walk-in',
    tags: ['wait time'],
    params,
    query: walkInCheckQuerySchema,
    responses: { 200: walkInCheckSchema },
  }),
};
