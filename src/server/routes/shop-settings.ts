import { shopSettingsEndpoints } from '../../shared/contract/shop-settings.js';
import { authorize } from '../auth/authorize.js';
import type { App, AppContext } from '../context.js';
import { route } from '../http/route.js';
import { readShopSettings, updateShopSettings } from '../services/shop-settings.js';

/** Shop open/closed state, hours, slot interval and time zone (docs/product/screens.md Shop Settings tab). */
export function shopSettingsRoutes(app: App, ctx: AppContext): void {
  route(app, shopSettingsEndpoints.get, {}, async () => readShopSettings(ctx));

  route(app, shopSettingsEndpoints.update, { preHandler: authorize('shop-settings:update') }, async (request) => {
    await updateShopSettings(ctx, request.body);
    return readShopSettings(ctx);
  });
}
