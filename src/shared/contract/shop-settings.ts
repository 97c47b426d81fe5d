import { shopSettingsSchema, shopSettingsUpdateSchema } from '../schemas/shop-settings.js';
import { endpoint } from './endpoint.js';

const tags = ['shop'];

/** Shop open/closed state, hours, slot interval and time zone (docs/product/screens.md Shop Settings tab). */
export const shopSettingsEndpoints = {
  get: endpoint({ method: 'GET', path: '/api/shop-settings', tags, responses: { 200: shopSettingsSchema } }),
  update: endpoint({ method: 'PUT', path: '/api/shop-settings', tags, body: shopSettingsUpdateSchema, responses: { 200: shopSettingsSchema } }),
};
