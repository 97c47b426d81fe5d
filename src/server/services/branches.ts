import { minutesUntil } from '../../shared/domain/plan-barber-day.js';
import { shorterWaitNearby, type NearbyShop } from '../../shared/domain/nearby.js';
import type { Branches, ChainPage, CreatedBranch, NewBranch, Nearby } from '../../shared/schemas/branches.js';
import type { Principal } from '../auth/session.js';
import { createSession, destroySession } from '../auth/session.js';
import type { AppContext, PlatformContext } from '../context.js';
import { activeBranches, branchBySlug, chainOfShop, insertChain, insertChainMember, lockBranching, newShopOwnerId, ownerLogin } from '../data/chains.js';
import { insertShop } from '../data/platform-shops.js';
import { shopById } from '../data/shops.js';
import { violatedConstraint } from '../db/errors.js';
import { badRequest, conflict, forbidden, notFound, shopNotFound } from '../http/errors.js';
import { shopUrl } from '../http/shop-address.js';
import { oneShop } from './platform.js';
import { presentShown, startOf, type ShopList, type ShownShop } from './shop-list.js';
import { shopSummaryOf } from './shop-summary.js';

/*
 * An owner's shops as branches of one chain (docs/product/shop-list.md#branches): the operator adds
 * a branch, the owner switches between them with one login, a chain has a public page, and a
 * booking page may suggest a branch, or a listed shop nearby, with a shorter wait.
 */

/**
 * Adds a branch to a shop: a new shop whose owner login is the shop's (the same username and
 * password), both shops in one chain (made, named after the shop, when it is its first branch).
 */
export async function addBranch(ctx: PlatformContext, shopId: number, input: NewBranch): Promise<CreatedBranch> {
  const parent = await shopById(ctx.database.db, shopId);
  if (!parent) throw shopNotFound();
  const chain = await chainOfShop(ctx.database.db, shopId);
  const login = await ownerLogin(ctx.database.forShop(shopId), chain?.ownerUserId);
  if (!login) throw conflict('SHOP_HAS_NO_OWNER', 'This shop has no owner login to run its branches with');
  const parentName = (await oneShop(ctx, shopId)).name || parent.slug;
  let added: { id: number; chain: { slug: string; name: string } };
  try {
    added = await ctx.database.db.transaction(async (tx) => {
      // Two branches added to one shop at once: the second waits, and finds the chain the first made.
      await lockBranching(tx, shopId);
      const current = await chainOfShop(tx, shopId);
      const chainId = current?.chainId ?? (await insertChain(tx, parent.slug, parentName));
      if (!current) await insertChainMember(tx, { shopId, chainId, ownerUserId: login.id });
      const id = await insertShop(tx, { ...input, ownerUsername: login.username, ownerPasswordHash: login.passwordHash });
      await insertChainMember(tx, { shopId: id, chainId, ownerUserId: await newShopOwnerId(tx, login.username) });
      return { id, chain: current ? { slug: current.slug, name: current.name } : { slug: parent.slug, name: parentName } };
    });
  } catch (error) {
    if (violatedConstraint(error) === 'shops_slug_unique') throw conflict('SHOP_SLUG_TAKEN', 'A shop with this address already exists');
    if (violatedConstraint(error) === 'chains_slug_unique') throw conflict('CHAIN_SLUG_TAKEN', 'A chain with this shop’s address already exists');
    throw error;
  }
  return { shop: await oneShop(ctx, added.id), chain: added.chain, owner: { username: login.username } };
}

/** The signed-in admin's chain, when this shop is a branch and they are its owner login. */
async function ownersChain(ctx: AppContext, principal: Principal | null) {
  if (principal?.role !== 'admin') return undefined;
  const chain = await chainOfShop(ctx.database.db, ctx.shopId);
  return chain && chain.ownerUserId === principal.userId ? chain : undefined;
}

export async function branchesOf(ctx: AppContext, principal: Principal | null): Promise<Branches> {
  const chain = await ownersChain(ctx, principal);
  if (!chain) return { chain: null, branches: [] };
  const rows = await activeBranches(ctx.database.platform, chain.chainId);
  return {
    chain: { slug: chain.slug, name: chain.name },
    branches: rows.map((row) => ({ slug: row.slug, name: row.name || row.slug, current: row.shop_id === ctx.shopId })),
  };
}

/** Signs the owner in to another branch with their login there: a new session for that shop, ending this one. */
export async function switchBranch(
  ctx: AppContext,
  principal: Principal | null,
  slug: string,
  currentToken: string | undefined,
): Promise<{ token: string; expiresAt: Date; path: string }> {
  const chain = await ownersChain(ctx, principal);
  if (!chain) throw forbidden('Only the owner of a branch can switch to another branch');
  const target = await branchBySlug(ctx.database.db, chain.chainId, slug);
  if (!target) throw notFound('This shop is not a branch of yours');
  const { token, expiresAt } = await createSession(ctx.database.db, { shopId: target.shopId, userId: target.ownerUserId }, ctx.clock());
  // The cookie is replaced: the session it held ends with it.
  if (currentToken) await destroySession(ctx.database.db, currentToken);
  return { token, expiresAt, path: `/s/${slug}/admin/dashboard` };
}

/** A chain's public page: every active branch with its state, shortest wait and address, by name. */
export async function chainPage(list: ShopList, slug: string, now: number): Promise<ChainPage> {
  const branches = (await list.shown()).filter((shop) => shop.chainSlug === slug);
  const first = branches[0];
  if (!first) throw notFound('There is no chain at this address');
  return {
    slug,
    name: first.chainName ?? slug,
    branches: branches.map((shop) => presentShown(shop, now, null)).sort((a, b) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' })),
  };
}

const asNearby = (shop: ShownShop, now: number): ShownShop & NearbyShop => ({
  ...shop,
  name: shop.summary.name,
  startAt: startOf(shop, now),
  services: shop.summary.services,
});

/**
 * The shorter wait to suggest on this shop's booking page for the chosen services, if any
 * (docs/product/shop-list.md#shorter-wait-nearby). Only a shop kept by the list (listed, or a
 * branch) suggests: one that opted into neither suggests nothing. Its own start is worked out now.
 */
export async function nearbyFor(ctx: AppContext, list: ShopList, serviceIds: readonly number[]): Promise<Nearby> {
  const offered = await ctx.store.services();
  const chosen = serviceIds.map((id) => offered.find((service) => service.id === id));
  if (chosen.some((service) => service === undefined)) throw badRequest('services', 'One of the selected services is no longer offered');
  const shown = await list.shown();
  const kept = shown.find((shop) => shop.id === ctx.shopId);
  if (!kept) return { suggestion: null };
  const now = ctx.clock();
  const summary = await shopSummaryOf(ctx);
  const own = { ...asNearby(kept, now), startAt: summary.startAt === null ? null : Date.parse(summary.startAt) };
  const wanted = chosen.flatMap((service) => (service ? [service.name.toLowerCase()] : []));
  const found = shorterWaitNearby(own, shown.map((shop) => asNearby(shop, now)), wanted, ctx.env.NEARBY_SUGGESTIONS === 'on');
  if (!found || found.shop.startAt === null) return { suggestion: null };
  return {
    suggestion: {
      slug: found.shop.slug,
      name: found.shop.name,
      area: found.shop.summary.area,
      distanceKm: found.distanceKm,
      startAt: new Date(found.shop.startAt).toISOString(),
      waitMinutes: minutesUntil(now, found.shop.startAt),
      branch: found.branch,
      bookingUrl: `${shopUrl({ env: ctx.env, shopSlug: found.shop.slug, shopDomain: { current: found.shop.domain } })}/booking`,
    },
  };
}
