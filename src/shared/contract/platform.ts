import { idParamSchema, okSchema } from '../schemas/common.js';
import {
  createdShopSchema,
  newShopSchema,
  platformLoginResponseSchema,
  platformLoginSchema,
  platformMeSchema,
  platformShopAnswerSchema,
  platformShopsSchema,
  shopDomainInputSchema,
  shopWhatsAppInputSchema,
} from '../schemas/platform.js';
import { inviteCodeSchema, shopInvitesSchema, signedUpSchema, signupSchema, signupStatusSchema } from '../schemas/signup.js';
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
  setShopDomain: endpoint({
    ...ROUTES.platform.setShopDomain,
    tags,
    params: idParamSchema,
    body: shopDomainInputSchema,
    responses: { 200: platformShopAnswerSchema },
  }),
  setShopWhatsApp: endpoint({
    ...ROUTES.platform.setShopWhatsApp,
    tags,
    params: idParamSchema,
    body: shopWhatsAppInputSchema,
    responses: { 200: platformShopAnswerSchema },
  }),
  // A shop signing itself up (docs/decisions/0021-platform-operator.md#sign-up), and the operator's invites.
  signupMode: endpoint({ ...ROUTES.platform.signupMode, tags, responses: { 200: signupStatusSchema } }),
  signup: endpoint({ ...ROUTES.platform.signup, tags, body: signupSchema, responses: { 201: signedUpSchema } }),
  invites: endpoint({ ...ROUTES.platform.invites, tags, responses: { 200: shopInvitesSchema } }),
  createInvite: endpoint({ ...ROUTES.platform.createInvite, tags, responses: { 201: inviteCodeSchema } }),
};
