import { z } from 'zod';
import { barberCreateSchema, barberListQuerySchema, barberSchema, barberUpdateSchema } from '../schemas/barber.js';
import { idParamSchema, okSchema } from '../schemas/common.js';
import { endpoint } from './endpoint.js';

const tags = ['barbers'];

/** The barber list with live waits, and the admin's Manage Barbers tab (docs/product/screens.md, docs/product/api.md). */
export const barberEndpoints = {
  /** Everyone's list; `admin=true` adds logins and needs an admin session. */
  list: endpoint({ method: 'GET', path: '/api/barbers', tags, query: barberListQuerySchema, responses: { 200: z.array(barberSchema) } }),
  get: endpoint({ method: 'GET', path: '/api/barbers/:id', tags, params: idParamSchema, responses: { 200: barberSchema } }),
  create: endpoint({ method: 'POST', path: '/api/barbers', tags, body: barberCreateSchema, responses: { 201: barberSchema } }),
  update: endpoint({
    method: 'PUT',
    path: '/api/barbers/:id',
    tags,
    params: idParamSchema,
    body: barberUpdateSchema,
    responses: { 200: barberSchema },
  }),
  remove: endpoint({ method: 'DELETE', path: '/api/barbers/:id', tags, params: idParamSchema, responses: { 200: okSchema } }),
};
