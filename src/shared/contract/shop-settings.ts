import { shopSettingsSchema, shopSettingsUpdateSchema } from '../schemas/shop-settings.js';
import { endpoint } from './endpoint.js';
import { ROUTES } from './routes.js';

const tags = ['shop'];

/** Shop open/closed state, hours, slot interval and time zone (docs/product/screens.md Shop Settings tab). */
export const shopSettingsEndpoints = {
  get: endpoint({ ...ROUTES.shopSettings.get, tags, responses: { 200: shopSettingsSchema } }),
  update: endpoint({ ...ROUTES.shopSettings.update, tags, body: shopSettingsUpdateSchema, responses: { 200: shopSettingsSchema } }),
};
