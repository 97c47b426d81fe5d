import { idParamSchema, okSchema } from '../schemas/common.js';
import {
  createdShopSchema,
  newShopSchema,
  platformLoginResponseSchema,
  platformLoginSchema,
  platformMeSchema,
  platformShopAnswerSchema,
  platformShopsSchema,
} from '../schemas/platform.js';
import { endpoint } from './endpoint.js';
import { ROUTES } from './routes.js';

const tags = ['platform'];

/** The platform's operator (docs/decisions/0021-platform-operator.md): sessions, and the shops it hosts. */
export const platformEndpoints = {
  login: endpoint({ ...ROUTES.platform.login, tags, body: platformLoginSchema, responses: { 200: platformLoginResponseSchema } }),
  logout: endpoint({ ...ROUTES.platform.logout, tags, responses: { 200: okSchema } }),
  me: endpoint({ ...ROUTES.platform.me, tags, responses: { 200: platformMeSchema } }),
  shops: endpoint({ ...ROUTES.platform.shops, tags, responses: { 200: platformShopsSchema } }),
  createShop: endpoint({ ...ROUTES.platform.createShop, tags, body: newShopSchema, responses: { 201: createdShopSchema } }),
  suspendShop: endpoint({ ...ROUTES.platform.suspendShop, tags, params: idParamSchema, responses: { 200: platformShopAnswerSchema } }),
  resumeShop: endpoint({ ...ROUTES.platform.resumeShop, tags, params: idParamSchema, responses: { 200: platformShopAnswerSchema } }),
};
