import { branchEndpoints } from '../../shared/contract/branches.js';
import { authorize, authorizeOperator, loadOperator } from '../auth/authorize.js';
import { SESSION_COOKIE, setSessionCookie } from '../auth/session.js';
import type { App, PlatformContext } from '../context.js';
import { route, shopRoute } from '../http/route.js';
import { addBranch, branchesOf, chainPage, nearbyFor, switchBranch } from '../services/branches.js';
import type { ShopDirectory } from '../services/shop-directory.js';
import type { ShopList } from '../services/shop-list.js';
import { secureCookies } from './auth.js';

/** An owner's branches, a chain's public page and the shorter wait nearby (docs/product/shop-list.md#branches). */
export function branchRoutes(app: App, ctx: PlatformContext, shops: ShopDirectory, list: ShopList): void {
  const operator = loadOperator(ctx.database.db, ctx.clock);

  route(app, branchEndpoints.add, { preHandler: [operator, authorizeOperator('shop:add-branch')] }, async (request, reply) => {
    const created = await addBranch(ctx, request.params.id, request.body);
    shops.forget(created.shop.slug);
    return reply.status(201).send(created);
  });

  route(app, branchEndpoints.chain, {}, async (request) => chainPage(list, request.params.slug, ctx.clock()));

  shopRoute(app, branchEndpoints.list, { preHandler: authorize('branch:switch') }, async (request, _reply, shop) => branchesOf(shop, request.principal));

  shopRoute(app, branchEndpoints.switch, { preHandler: authorize('branch:switch') }, async (request, reply, shop) => {
    const { token, expiresAt, path } = await switchBranch(shop, request.principal, request.body.slug, request.cookies[SESSION_COOKIE]);
    setSessionCookie(reply, token, expiresAt, secureCookies(shop, request));
    return { path };
  });

  shopRoute(app, branchEndpoints.nearby, {}, async (request, reply, shop) => {
    void reply.header('cache-control', 'no-store');
    return nearbyFor(shop, list, request.query.services ?? []);
  });
}
