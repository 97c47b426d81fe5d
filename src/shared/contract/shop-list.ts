import { shopListQuerySchema, shopListSchema, shopPlaceSchema, shopPlaceUpdateSchema } from '../schemas/shop-list.js';
import { endpoint } from './endpoint.js';
import { ROUTES } from './routes.js';

const tags = ['shop list'];

/** The platform's list of shops with live waits, and where a shop is (docs/product/shop-list.md). */
export const shopListEndpoints = {
  list: endpoint({ ...ROUTES.shopList.list, tags, query: shopListQuerySchema, responses: { 200: shopListSchema } }),
  place: endpoint({ ...ROUTES.shopList.place, tags, responses: { 200: shopPlaceSchema } }),
  updatePlace: endpoint({ ...ROUTES.shopList.updatePlace, tags, body: shopPlaceUpdateSchema, responses: { 200: shopPlaceSchema } }),
};
