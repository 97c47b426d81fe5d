import { shopSettingsSchema, shopSettingsUpdateSchema } from '../../shared/schemas/shop-settings.js';
import { requireRole } from '../auth/session.js';
import type { App, AppContext } from '../context.js';
import { readShopSettings, updateShopSettings } from '../services/shop-settings.js';

/** Shop open/closed state, hours, slot interval and time zone (docs/product/screens.md Shop Settings tab). */
export function shopSettingsRoutes(app: App, ctx: AppContext): void {
  app.get(
    '/api/shop-settings',
    { schema: { tags: ['shop'], response: { 200: shopSettingsSchema } } },
    async () => readShopSettings(ctx),
  );

  app.put(
    '/api/shop-settings',
    { schema: { tags: ['shop'], body: shopSettingsUpdateSchema, response: { 200: shopSettingsSchema } } },
    async (request) => {
      requireRole(request, 'admin');
      await updateShopSettings(ctx, request.body);
      return readShopSettings(ctx);
    },
  );
}
