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

const tags = ['auth'];

/** Sessions (docs/product/roles.md): staff login by password, customer login by one-time code, logout and `me`. */
export const authEndpoints = {
  login: endpoint({ method: 'POST', path: '/api/login', tags, body: loginSchema, responses: { 200: loginResponseSchema } }),
  logout: endpoint({ method: 'POST', path: '/api/logout', tags, responses: { 200: okSchema } }),
  me: endpoint({ method: 'GET', path: '/api/me', tags, responses: { 200: meResponseSchema } }),
  sendOtp: endpoint({ method: 'POST', path: '/api/customer/send-otp', tags, body: sendOtpSchema, responses: { 200: sendOtpResponseSchema } }),
  verifyOtp: endpoint({
    method: 'POST',
    path: '/api/customer/verify-otp',
    tags,
    body: verifyOtpSchema,
    responses: { 200: verifyOtpResponseSchema },
  }),
};
