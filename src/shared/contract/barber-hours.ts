import { walkInCheckQuerySchema } from '../schemas/booking.js';
import { idParamSchema } from '../schemas/common.js';
import { barberHoursSchema, barberHoursUpdateSchema, breakStartSchema, walkInCheckSchema } from '../schemas/hours.js';
import { endpoint } from './endpoint.js';
import { ROUTES } from './routes.js';

const tags = ['barbers'];
const params = idParamSchema;
const responses = { 200: barberHoursSchema };

/** The chair's day (docs/product/chairs-day.md): a barber's hours, their dashboard breaks, and the walk-in last call. */
export const barberHoursEndpoints = {
  get: endpoint({ ...ROUTES.barberHours.get, tags, params, responses }),
  update: endpoint({ ...ROUTES.barberHours.update, tags, params, body: barberHoursUpdateSchema, responses }),
  startBreak: endpoint({ ...ROUTES.barberHours.startBreak, tags, params, body: breakStartSchema, responses }),
  endBreak: endpoint({ ...ROUTES.barberHours.endBreak, tags, params, responses }),
  walkInCheck: endpoint({
    ...ROUTES.barberHours.walkInCheck,
    tags: ['wait time'],
    params,
    query: walkInCheckQuerySchema,
    responses: { 200: walkInCheckSchema },
  }),
};
