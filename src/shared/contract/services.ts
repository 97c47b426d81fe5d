import { idParamSchema, okSchema } from '../schemas/common.js';
import { serviceCreateSchema, serviceSchema, serviceUpdateSchema } from '../schemas/service.js';
import { endpoint } from './endpoint.js';
import { ROUTES } from './routes.js';

const tags = ['services'];

/** The service menu: public to read, the admin's to change (docs/product/screens.md Services tab). */
export const serviceEndpoints = {
  list: endpoint({ ...ROUTES.services.list, tags, responses: { 200: serviceSchema.array() } }),
  create: endpoint({ ...ROUTES.services.create, tags, body: serviceCreateSchema, responses: { 201: serviceSchema } }),
  update: endpoint({
    ...ROUTES.services.update,
    tags,
    params: idParamSchema,
    body: serviceUpdateSchema,
    responses: { 200: serviceSchema },
  }),
  remove: endpoint({ ...ROUTES.services.remove, tags, params: idParamSchema, responses: { 200: okSchema } }),
};
