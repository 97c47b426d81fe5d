import {
  loginResponseSchema,
  loginSchema,
  meResponseSchema,
  sendOtpResponseSchema,
  sendOtpSchema,
  verifyOtpResponseSchema,
  verifyOtpSchema,
} from '../schemas/auth.js';
import { okSchema } from '../schemas/common.js';
import { endpoint } from './endpoint.js';
import { ROUTES } from './routes.js';

const tags = ['auth'];

/** Sessions (docs/product/roles.md): staff login by password, customer login by one-time code, logout and `me`. */
export const authEndpoints = {
  login: endpoint({ ...ROUTES.auth.login, tags, body: loginSchema, responses: { 200: loginResponseSchema } }),
  logout: endpoint({ ...ROUTES.auth.logout, tags, responses: { 200: okSchema } }),
  me: endpoint({ ...ROUTES.auth.me, tags, responses: { 200: meResponseSchema } }),
  sendOtp: endpoint({ ...ROUTES.auth.sendOtp, tags, body: sendOtpSchema, responses: { 200: sendOtpResponseSchema } }),
  verifyOtp: endpoint({
    ...ROUTES.auth.verifyOtp,
    tags,
    body: verifyOtpSchema,
    responses: { 200: verifyOtpResponseSchema },
  }),
};
