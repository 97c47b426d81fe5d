import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { ROUTES } from '../../../../shared/contract/routes.js';
import { call } from '../../../lib/api-client.js';
import { queryKeys } from '../../../lib/query-keys.js';

/** GET /api/branches: the chain's branches when the signed-in admin is its owner login here (docs/product/shop-list.md#branches). */
export const branchesQuery = () =>
  queryOptions({
    queryKey: queryKeys.branches,
    queryFn: ({ signal }) => call(ROUTES.branches.list, { signal }),
  });

/** The dashboard's branch switcher reads it; no chain, or no owner login, is an empty list. */
export function useBranches() {
  return useQuery(branchesQuery());
}

/**
 * POST /api/branches/switch: the answer's cookie signs the owner in to that branch and names its
 * dashboard. The session changed, so the caller loads that page afresh: no cached query survives.
 */
export function useSwitchBranch() {
  return useMutation({ mutationFn: (slug: string) => call(ROUTES.branches.switch, { body: { slug } }) });
}
