import { shopSettingsEndpoints } from '../../shared/contract/shop-settings.js';
import { authorize } from '../auth/authorize.js';
import type { App } from '../context.js';
import { shopRoute } from '../http/route.js';
import { readShopSettings, updateShopSettings } from '../services/shop-settings.js';

/** Shop open/closed state, hours, slot interval and time zone (docs/product/screens.md Shop Settings tab). */
export function shopSettingsRoutes(app: App): void {
  shopRoute(app, shopSettingsEndpoints.get, {}, async (_request, _reply, ctx) => readShopSettings(ctx));

  shopRoute(app, shopSettingsEndpoints.update, { preHandler: authorize('shop-settings:update') }, async (request, _reply, ctx) => {
    await updateShopSettings(ctx, request.body);
    return readShopSettings(ctx);
  });
}
