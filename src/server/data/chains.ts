import { and, asc, eq, sql } from 'drizzle-orm';
import { rowsOf, type Db, type ShopTx, type Transaction, type Tx } from '../db/client.js';
import { chainMembers, chains, shops, users } from '../db/schema.js';

/*
 * An owner's shops as branches of one chain (docs/product/shop-list.md#branches): `chains` and
 * `chain_members` are global tables. A branch's owner login is an admin user of that shop.
 */

export interface ChainOfShop {
  chainId: number;
  slug: string;
  name: string;
  ownerUserId: number;
}

/** The chain a shop is a branch of, with the owner's login in that shop. */
export async function chainOfShop(db: Tx, shopId: number): Promise<ChainOfShop | undefined> {
  const [row] = await db
    .select({ chainId: chains.id, slug: chains.slug, name: chains.name, ownerUserId: chainMembers.ownerUserId })
    .from(chainMembers)
    .innerJoin(chains, eq(chains.id, chainMembers.chainId))
    .where(eq(chainMembers.shopId, shopId));
  return row;
}

export interface BranchRow extends Record<string, unknown> {
  shop_id: number;
  slug: string;
  name: string;
  owner_user_id: number;
}

/** The chain's active branches with their names, oldest first: on the platform's handle, which reads every shop's settings. */
export async function activeBranches(platform: Db, chainId: number): Promise<BranchRow[]> {
  return rowsOf<BranchRow>(
    await platform.execute(sql`
      select s.id as shop_id, s.slug, coalesce(ss.shop_name, '') as name, m.owner_user_id
        from chain_members m
        join shops s on s.id = m.shop_id
        left join shop_settings ss on ss.shop_id = s.id
       where m.chain_id = ${chainId} and s.status = 'active'
       order by s.id`),
  );
}

/** The branch of the chain with this slug, active, with its owner's login. */
export async function branchBySlug(db: Tx, chainId: number, slug: string): Promise<{ shopId: number; ownerUserId: number } | undefined> {
  const [row] = await db
    .select({ shopId: chainMembers.shopId, ownerUserId: chainMembers.ownerUserId })
    .from(chainMembers)
    .innerJoin(shops, eq(shops.id, chainMembers.shopId))
    .where(and(eq(chainMembers.chainId, chainId), eq(shops.slug, slug), eq(shops.status, 'active')));
  return row;
}

export interface OwnerLogin {
  id: number;
  username: string;
  passwordHash: string;
}

/** A login of the shop of the handle's scope, by id, or its first admin without one. */
export async function ownerLogin(db: ShopTx, userId?: number): Promise<OwnerLogin | undefined> {
  const [row] = await db
    .select({ id: users.id, username: users.username, passwordHash: users.passwordHash })
    .from(users)
    .where(userId === undefined ? eq(users.role, 'admin') : eq(users.id, userId))
    .orderBy(asc(users.id))
    .limit(1);
  return row;
}

/** Holds, until the transaction ends, the right to add branches to this shop: one add at a time. */
export async function lockBranching(tx: Transaction, shopId: number): Promise<void> {
  // The first key names what is locked (branching), the second the shop.
  await tx.execute(sql`select pg_advisory_xact_lock(${BRANCHING_LOCK}, ${shopId})`);
}
const BRANCHING_LOCK = 4302;

/** Makes a chain; answers its id. */
export async function insertChain(tx: Transaction, slug: string, name: string): Promise<number> {
  const [row] = await tx.insert(chains).values({ slug, name }).returning({ id: chains.id });
  if (!row) throw new Error('insert chains returned nothing');
  return row.id;
}

export async function insertChainMember(tx: Transaction, member: { shopId: number; chainId: number; ownerUserId: number }): Promise<void> {
  await tx.insert(chainMembers).values(member);
}

/** The admin login a new shop's transaction wrote for its owner (its scope is the new shop's). */
export async function newShopOwnerId(tx: Transaction, username: string): Promise<number> {
  const [row] = await tx.select({ id: users.id }).from(users).where(sql`lower(${users.username}) = lower(${username})`);
  if (!row) throw new Error('the new shop has no owner login');
  return row.id;
}
