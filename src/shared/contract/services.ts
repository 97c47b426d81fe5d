import { idParamSchema, okSchema } from '../schemas/common.js';
import { serviceCreateSchema, serviceSchema, serviceUpdateSchema } from '../schemas/service.js';
import { endpoint } from './endpoint.js';

const tags = ['services'];

/** The service menu: public to read, the admin's to change (docs/product/screens.md Services tab). */
export const serviceEndpoints = {
  list: endpoint({ method: 'GET', path: '/api/services', tags, responses: { 200: serviceSchema.array() } }),
  create: endpoint({ method: 'POST', path: '/api/services', tags, body: serviceCreateSchema, responses: { 201: serviceSchema } }),
  update: endpoint({
    method: 'PUT',
    path: '/api/services/:id',
    tags,
    params: idParamSchema,
    body: serviceUpdateSchema,
    responses: { 200: serviceSchema },
  }),
  remove: endpoint({ method: 'DELETE', path: '/api/services/:id', tags, params: idParamSchema, responses: { 200: okSchema } }),
};
