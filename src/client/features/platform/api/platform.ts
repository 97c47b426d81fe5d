import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ROUTES } from '../../../../shared/contract/routes.js';
import type { NewBranch } from '../../../../shared/schemas/branches.js';
import type { NewShopInput, PlatformLoginInput, PlatformShop } from '../../../../shared/schemas/platform.js';
import { call } from '../../../lib/api-client.js';

/** The platform's queries (docs/decisions/0021-platform-operator.md); no shop's query shares them. */
export const platformKeys = {
  me: ['platform', 'me'] as const,
  shops: ['platform', 'shops'] as const,
  signupMode: ['platform', 'signup-mode'] as const,
  invites: ['platform', 'invites'] as const,
};

/** How often the shops' counts refresh while the page is open. */
export const SHOPS_REFRESH_MS = 15_000;

/** GET /api/platform/me: the signed-in operator, or null. */
export function usePlatformMe() {
  return useQuery({ queryKey: platformKeys.me, queryFn: ({ signal }) => call(ROUTES.platform.me, { signal }) });
}

/** GET /api/platform/shops, every 15 s and when the window regains focus. */
export function usePlatformShops() {
  return useQuery({
    queryKey: platformKeys.shops,
    queryFn: ({ signal }) => call(ROUTES.platform.shops, { signal }),
    refetchInterval: SHOPS_REFRESH_MS,
    refetchOnWindowFocus: true,
  });
}

export function usePlatformLogin() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (credentials: PlatformLoginInput) => call(ROUTES.platform.login, { body: credentials }),
    onSuccess: ({ operator }) => {
      client.setQueryData(platformKeys.me, { operator });
    },
  });
}

export function usePlatformLogout() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => call(ROUTES.platform.logout),
    onSettled: () => {
      client.removeQueries({ queryKey: platformKeys.shops });
      client.setQueryData(platformKeys.me, { operator: null });
    },
  });
}

export function useCreateShop() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: NewShopInput) => call(ROUTES.platform.createShop, { body: input }),
    onSuccess: () => client.invalidateQueries({ queryKey: platformKeys.shops }),
  });
}

export function useSetShopStatus() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ shop, suspend }: { shop: PlatformShop; suspend: boolean }) =>
      call(suspend ? ROUTES.platform.suspendShop : ROUTES.platform.resumeShop, { params: { id: shop.id } }),
    onSuccess: () => client.invalidateQueries({ queryKey: platformKeys.shops }),
  });
}

/** POST /api/platform/shops/{id}/branches: a new shop run by this shop's owner login (docs/product/shop-list.md#branches). */
export function useAddBranch() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ shop, branch }: { shop: PlatformShop; branch: NewBranch }) => call(ROUTES.branches.add, { params: { id: shop.id }, body: branch }),
    onSuccess: () => client.invalidateQueries({ queryKey: platformKeys.shops }),
  });
}

/** What the operator sets of a shop at its own address: its domain, or its WhatsApp number's id. */
export type ShopAddress = 'domain' | 'whatsapp';

/**
 * PUT /api/platform/shops/{id}/domain: the shop's own domain; PUT /api/platform/shops/{id}/whatsapp:
 * its own WhatsApp number's id. Null: none.
 */
export function useSetShopAddress() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ shop, address, value }: { shop: PlatformShop; address: ShopAddress; value: string | null }) =>
      address === 'domain'
        ? call(ROUTES.platform.setShopDomain, { params: { id: shop.id }, body: { domain: value } })
        : call(ROUTES.platform.setShopWhatsApp, { params: { id: shop.id }, body: { numberId: value } }),
    onSuccess: () => client.invalidateQueries({ queryKey: platformKeys.shops }),
  });
}

/** GET /api/platform/signup: how new shops may sign up on this server. */
export function useSignupMode() {
  return useQuery({ queryKey: platformKeys.signupMode, queryFn: ({ signal }) => call(ROUTES.platform.signupMode, { signal }) });
}

/** GET /api/platform/invites: every invite code's fate, newest first. */
export function useInvites(enabled: boolean) {
  return useQuery({ queryKey: platformKeys.invites, queryFn: ({ signal }) => call(ROUTES.platform.invites, { signal }), enabled });
}

/** POST /api/platform/invites: a new code, answered once. */
export function useCreateInvite() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => call(ROUTES.platform.createInvite),
    onSuccess: () => client.invalidateQueries({ queryKey: platformKeys.invites }),
  });
}
