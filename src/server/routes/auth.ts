import type { FastifyRequest } from 'fastify';
import {
  loginResponseSchema,
  loginSchema,
  meResponseSchema,
  sendOtpResponseSchema,
  sendOtpSchema,
  verifyOtpResponseSchema,
  verifyOtpSchema,
} from '../../shared/schemas/auth.js';
import { okSchema } from '../../shared/schemas/common.js';
import { clearSessionCookie, SESSION_COOKIE, setSessionCookie } from '../auth/session.js';
import type { App, AppContext } from '../context.js';
import { customerSessionUser, loginStaff, logout, sessionUserFor } from '../services/auth.js';
import { presentCustomer } from '../services/customers.js';
import { sendOtp, verifyOtp } from '../services/otp.js';

const tags = ['auth'];

/** Secure cookies when told so, or in 'auto' mode when this request came over https. */
function secureCookies(ctx: AppContext, request: FastifyRequest): boolean {
  return ctx.env.COOKIE_SECURE === 'true' || (ctx.env.COOKIE_SECURE === 'auto' && request.protocol === 'https');
}

/** Sessions: staff login by password, customer login by one-time code, logout and `me`. */
export function authRoutes(app: App, ctx: AppContext): void {
  app.post(
    '/api/login',
    { schema: { tags, body: loginSchema, response: { 200: loginResponseSchema } } },
    async (request, reply) => {
      const { token, expiresAt, ...login } = await loginStaff(ctx, request.body, request.ip);
      setSessionCookie(reply, token, expiresAt, secureCookies(ctx, request));
      return { ...login, message: 'Login successful' };
    },
  );

  app.post('/api/logout', { schema: { tags, response: { 200: okSchema } } }, async (request, reply) => {
    await logout(ctx, request.cookies[SESSION_COOKIE]);
    clearSessionCookie(reply);
    return { ok: true as const };
  });

  app.get('/api/me', { schema: { tags, response: { 200: meResponseSchema } } }, async (request) => ({
    user: await sessionUserFor(ctx, request.principal),
    otpEcho: ctx.sender.kind === 'echo',
  }));

  app.post(
    '/api/customer/send-otp',
    { schema: { tags, body: sendOtpSchema, response: { 200: sendOtpResponseSchema } } },
    async (request) => {
      const { expiresAt, code } = await sendOtp(ctx, request.body.phone, request.ip);
      return {
        expiresAt: expiresAt.toISOString(),
        // Echo mode only (docs/product/roles.md): no provider is configured, so the code is shown instead.
        ...(ctx.sender.kind === 'echo' ? { otp: code } : {}),
        message: 'OTP sent',
      };
    },
  );

  app.post(
    '/api/customer/verify-otp',
    { schema: { tags, body: verifyOtpSchema, response: { 200: verifyOtpResponseSchema } } },
    async (request, reply) => {
      const { customer, token, expiresAt } = await verifyOtp(ctx, request.body.phone, request.body.otp);
      setSessionCookie(reply, token, expiresAt, secureCookies(ctx, request));
      return { user: customerSessionUser(customer), customer: presentCustomer(customer) };
    },
  );
}
