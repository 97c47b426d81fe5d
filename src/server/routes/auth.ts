import type { FastifyRequest } from 'fastify';
import { authEndpoints } from '../../shared/contract/auth.js';
import { clearSessionCookie, SESSION_COOKIE, setSessionCookie } from '../auth/session.js';
import type { App, PlatformContext } from '../context.js';
import { shopRoute } from '../http/route.js';
import { cameByOwnDomain } from '../http/shop-address.js';
import { customerSessionUser, loginStaff, logout, sessionUserFor } from '../services/auth.js';
import { presentCustomer } from '../services/customers.js';
import { sendOtp, verifyOtp } from '../services/otp.js';

/** Secure cookies when told so, or in 'auto' mode when this request came over https. */
export function secureCookies(ctx: PlatformContext, request: FastifyRequest): boolean {
  return ctx.env.COOKIE_SECURE === 'true' || (ctx.env.COOKIE_SECURE === 'auto' && request.protocol === 'https');
}

/** Sessions: staff login by password, customer login by one-time code, logout and `me`. */
export function authRoutes(app: App): void {
  shopRoute(app, authEndpoints.login, {}, async (request, reply, ctx) => {
    const { token, expiresAt, ...login } = await loginStaff(ctx, request.body, request.ip);
    setSessionCookie(reply, token, expiresAt, secureCookies(ctx, request));
    return { ...login, message: 'Login successful' };
  });

  shopRoute(app, authEndpoints.logout, {}, async (request, reply, ctx) => {
    await logout(ctx, request.cookies[SESSION_COOKIE]);
    clearSessionCookie(reply);
    return { ok: true as const };
  });

  shopRoute(app, authEndpoints.me, {}, async (request, _reply, ctx) => ({
    user: await sessionUserFor(ctx, request.principal),
    otpEcho: ctx.sender.kind === 'echo',
  }));

  shopRoute(app, authEndpoints.sendOtp, {}, async (request, _reply, ctx) => {
    const { expiresAt, code } = await sendOtp(ctx, request.body.phone, request.ip);
    return {
      expiresAt: expiresAt.toISOString(),
      // Echo mode only (docs/product/roles.md): no provider is configured, so the code is shown instead.
      ...(ctx.sender.kind === 'echo' ? { otp: code } : {}),
      message: 'OTP sent',
    };
  });

  shopRoute(app, authEndpoints.verifyOtp, {}, async (request, reply, ctx) => {
    const shopOnly = cameByOwnDomain(request.raw);
    const { customer, token, expiresAt } = await verifyOtp(ctx, request.body.phone, request.body.otp, { shopOnly });
    setSessionCookie(reply, token, expiresAt, secureCookies(ctx, request));
    return { user: customerSessionUser(customer), customer: presentCustomer(customer) };
  });
}
