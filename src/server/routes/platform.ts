import { platformEndpoints } from '../../shared/contract/platform.js';
import { authorizeOperator, loadOperator } from '../auth/authorize.js';
import { clearSessionCookie, SESSION_COOKIE, setSessionCookie } from '../auth/session.js';
import type { App, PlatformContext } from '../context.js';
import type { ShopDirectory } from '../services/shop-directory.js';
import { route } from '../http/route.js';
import { createShop, listShops, loginOperator, setDomain, setStatus, setWhatsAppNumber } from '../services/platform.js';
import { logout } from '../services/auth.js';
import { createInvite, invites, signUp } from '../services/signup.js';
import { secureCookies } from './auth.js';

/**
 * The platform's operator (docs/decisions/0021-platform-operator.md), on the bare host only. These
 * routes never touch a shop's handle: the global one and the platform's, through the services.
 */
export function platformRoutes(app: App, ctx: PlatformContext, shops: ShopDirectory): void {
  app.decorateRequest('operator', null);
  app.decorateRequest('shopSession', false);
  const operator = loadOperator(ctx.database.db, ctx.clock);

  route(app, platformEndpoints.login, {}, async (request, reply) => {
    const { token, expiresAt, operator: signedIn } = await loginOperator(ctx, request.body, request.ip);
    setSessionCookie(reply, token, expiresAt, secureCookies(ctx, request));
    return { operator: signedIn, message: 'Login successful' };
  });

  route(app, platformEndpoints.logout, {}, async (request, reply) => {
    await logout(ctx, request.cookies[SESSION_COOKIE]);
    clearSessionCookie(reply);
    return { ok: true as const };
  });

  route(app, platformEndpoints.me, { preHandler: operator }, (request) =>
    Promise.resolve({ operator: request.operator ? { username: request.operator.username } : null }),
  );

  route(app, platformEndpoints.shops, { preHandler: [operator, authorizeOperator('shop:list')] }, async () => ({ shops: await listShops(ctx) }));

  route(app, platformEndpoints.createShop, { preHandler: [operator, authorizeOperator('shop:create')] }, async (request, reply) => {
    const created = await createShop(ctx, request.body);
    // A slug asked for before it was a shop was remembered as no shop: it opens at once here.
    shops.forget(created.shop.slug);
    return reply.status(201).send(created);
  });

  // This instance acts on the new status at once; the others within docs/decisions/0020-shop-routing.md's recheck.
  route(app, platformEndpoints.suspendShop, { preHandler: [operator, authorizeOperator('shop:suspend')] }, async (request) => {
    const shop = await setStatus(ctx, request.params.id, 'suspended');
    shops.forget(shop.slug);
    return { shop };
  });

  route(app, platformEndpoints.resumeShop, { preHandler: [operator, authorizeOperator('shop:resume')] }, async (request) => {
    const shop = await setStatus(ctx, request.params.id, 'active');
    shops.forget(shop.slug);
    return { shop };
  });

  // This instance serves the new domain at once; the others within docs/decisions/0020-shop-routing.md's recheck.
  route(app, platformEndpoints.setShopDomain, { preHandler: [operator, authorizeOperator('shop:set-domain')] }, async (request) => {
    const shop = await setDomain(ctx, request.params.id, request.body);
    shops.domainChanged(shop);
    return { shop };
  });

  // Read when a message is sent or received: the next one goes from, and is heard on, the new number.
  route(app, platformEndpoints.setShopWhatsApp, { preHandler: [operator, authorizeOperator('shop:set-whatsapp')] }, async (request) => ({
    shop: await setWhatsAppNumber(ctx, request.params.id, request.body),
  }));

  // A shop signing itself up, as SIGNUP allows (docs/decisions/0021-platform-operator.md#sign-up).
  route(app, platformEndpoints.signupMode, {}, () => Promise.resolve({ mode: ctx.env.SIGNUP }));

  route(app, platformEndpoints.signup, {}, async (request, reply) => {
    const created = await signUp(ctx, request.body, request.ip);
    shops.forget(created.slug);
    return reply.status(201).send(created);
  });

  route(app, platformEndpoints.invites, { preHandler: [operator, authorizeOperator('invite:list')] }, async () => ({ invites: await invites(ctx) }));

  route(app, platformEndpoints.createInvite, { preHandler: [operator, authorizeOperator('invite:create')] }, async (request, reply) => {
    if (!request.operator) throw new Error('authorizeOperator admits operators only');
    return reply.status(201).send(await createInvite(ctx, request.operator.id));
  });
}
