import { idParamSchema } from '../schemas/common.js';
import {
  branchesSchema,
  chainPageSchema,
  chainSlugParamSchema,
  createdBranchSchema,
  nearbyQuerySchema,
  nearbySchema,
  newBranchSchema,
  switchBranchSchema,
  switchedBranchSchema,
} from '../schemas/branches.js';
import { endpoint } from './endpoint.js';
import { ROUTES } from './routes.js';

const tags = ['branches'];

/** An owner's branches, a chain's public page and the shorter wait nearby (docs/product/shop-list.md#branches). */
export const branchEndpoints = {
  list: endpoint({ ...ROUTES.branches.list, tags, responses: { 200: branchesSchema } }),
  switch: endpoint({ ...ROUTES.branches.switch, tags, body: switchBranchSchema, responses: { 200: switchedBranchSchema } }),
  chain: endpoint({ ...ROUTES.branches.chain, tags, params: chainSlugParamSchema, responses: { 200: chainPageSchema } }),
  add: endpoint({ ...ROUTES.branches.add, tags, params: idParamSchema, body: newBranchSchema, responses: { 201: createdBranchSchema } }),
  nearby: endpoint({ ...ROUTES.branches.nearby, tags, query: nearbyQuerySchema, responses: { 200: nearbySchema } }),
};
