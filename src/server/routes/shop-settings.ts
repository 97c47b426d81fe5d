import { shopSettingsEndpoints } from '../../shared/contract/shop-settings.js';
import { requireRole } from '../auth/session.js';
import type { App, AppContext } from '../context.js';
import { route } from '../http/route.js';
import { readShopSettings, updateShopSettings } from '../services/shop-settings.js';

/** Shop open/closed state, hours, slot interval and time zone (docs/product/screens.md Shop Settings tab). */
export function shopSettingsRoutes(app: App, ctx: AppContext): void {
  route(app, shopSettingsEndpoints.get, {}, async () => readShopSettings(ctx));

  route(app, shopSettingsEndpoints.update, {}, async (request) => {
    requireRole(request, 'admin');
    await updateShopSettings(ctx, request.body);
    return readShopSettings(ctx);
  });
}
