import { shopListEndpoints } from '../../shared/contract/shop-list.js';
import { authorize } from '../auth/authorize.js';
import type { App } from '../context.js';
import { route, shopRoute } from '../http/route.js';
import type { ShopList } from '../services/shop-list.js';
import { readShopPlace, updateShopPlace } from '../services/shop-place.js';

/**
 * The platform's list of shops and where each shop is (docs/product/shop-list.md). The visitor's
 * location arrives in the list's query, is used for that answer alone, and is never stored or
 * logged (the request log keeps no query: src/server/log.ts).
 */
export function shopListRoutes(app: App, list: ShopList): void {
  route(app, shopListEndpoints.list, {}, async (request, reply) => {
    const { lat, lng, q } = request.query;
    const from = lat !== undefined && lng !== undefined ? { latitude: lat, longitude: lng } : null;
    void reply.header('cache-control', 'no-store');
    return list.answer({ from, search: q ?? '' });
  });

  shopRoute(app, shopListEndpoints.place, { preHandler: authorize('shop-place:read') }, async (_request, _reply, ctx) => readShopPlace(ctx));

  shopRoute(app, shopListEndpoints.updatePlace, { preHandler: authorize('shop-place:update') }, async (request, _reply, ctx) => {
    await updateShopPlace(ctx, request.body);
    return readShopPlace(ctx);
  });
}
