import type { NewShopInput, Operator, PlatformLoginInput, PlatformShop, ShopDomainInput, ShopStatus, ShopWhatsAppInput } from '../../shared/schemas/platform.js';
import { generatePassword, hashPassword, verifyPassword } from '../auth/password.js';
import { createSession } from '../auth/session.js';
import type { Transaction } from '../db/client.js';
import { sha256 } from '../auth/tokens.js';
import type { PlatformContext } from '../context.js';
import { liveOperatorSession, operatorByUsername } from '../data/operators.js';
import { insertShop, platformShops, setShopDomain, setShopStatus, setShopWhatsAppNumber, type PlatformShopRow } from '../data/platform-shops.js';
import { violatedConstraint } from '../db/errors.js';
import { badRequest, conflict, shopNotFound } from '../http/errors.js';
import { hostName, isPlatformHost } from '../http/shop-address.js';
import { hitRateLimit, refuseWhenLimited } from '../http/rate-limit.js';
import {
  invalidCredentials,
  LOGIN_FAILURES_PER_IP,
  LOGIN_FAILURES_PER_USER_IP,
  LOGIN_LIMIT_MESSAGE,
  LOGIN_WINDOW_MS,
} from './auth.js';

/*
 * The platform's operator (docs/decisions/0021-platform-operator.md). Nothing here belongs to a
 * shop: it runs on the global handle (`ctx.database.db`), the platform's (`ctx.database.platform`)
 * and never on the served shop's.
 */

/** The operator behind a live session with this hash, as the policy and `me` see them. */
export interface SignedInOperator extends Operator {
  id: number;
}

/**
 * Signs an operator in, with the staff login's limits and answers (docs/product/roles.md): an
 * unknown operator and a wrong password get the same 401 after the same password work.
 */
export async function loginOperator(
  ctx: PlatformContext,
  input: PlatformLoginInput,
  ip: string,
): Promise<{ operator: Operator; token: string; expiresAt: Date }> {
  const now = ctx.clock();
  const db = ctx.database.db;
  const userKey = `platform-login:user-ip:${input.username.toLowerCase()}:${ip}`;
  const ipKey = `platform-login:ip:${ip}`;
  await refuseWhenLimited(db, userKey, LOGIN_FAILURES_PER_USER_IP, LOGIN_WINDOW_MS, now, LOGIN_LIMIT_MESSAGE);
  await refuseWhenLimited(db, ipKey, LOGIN_FAILURES_PER_IP, LOGIN_WINDOW_MS, now, LOGIN_LIMIT_MESSAGE);
  const row = await operatorByUsername(db, input.username);
  const matches = await verifyPassword(row?.passwordHash, input.password);
  if (!row || !matches) {
    await hitRateLimit(db, userKey, LOGIN_FAILURES_PER_USER_IP, LOGIN_WINDOW_MS, now, LOGIN_LIMIT_MESSAGE);
    await hitRateLimit(db, ipKey, LOGIN_FAILURES_PER_IP, LOGIN_WINDOW_MS, now, LOGIN_LIMIT_MESSAGE);
    throw invalidCredentials();
  }
  const { token, expiresAt } = await createSession(db, { operatorId: row.id }, now);
  return { operator: { username: row.username }, token, expiresAt };
}

/** The operator a session cookie's token signs in; null for none, an expired one, or anyone else's session. */
export async function operatorOfToken(ctx: PlatformContext, token: string | undefined): Promise<SignedInOperator | null> {
  if (!token) return null;
  return (await liveOperatorSession(ctx.database.db, sha256(token), ctx.clock())) ?? null;
}

function presentShop(row: PlatformShopRow): PlatformShop {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    timeZone: row.time_zone,
    status: row.status,
    domain: row.domain,
    whatsappNumberId: row.whatsapp_number_id,
    createdAt: new Date(row.created_at).toISOString(),
    waitingNow: row.waiting_now,
    servedToday: row.served_today,
  };
}

/** Every shop with its live counts, in one query across shops. */
export async function listShops(ctx: PlatformContext): Promise<PlatformShop[]> {
  return (await platformShops(ctx.database.platform, new Date(ctx.clock()))).map(presentShop);
}

/** One shop as the operator sees it; 404 when there is none. */
export async function oneShop(ctx: PlatformContext, shopId: number): Promise<PlatformShop> {
  const [row] = await platformShops(ctx.database.platform, new Date(ctx.clock()), shopId);
  if (!row) throw shopNotFound();
  return presentShop(row);
}

/** What a shop's maker may add: the owner's own password, and more to write in the same transaction. */
export interface ShopMaking {
  /** The owner's chosen password (a sign-up); without it one is generated and answered once. */
  ownerPassword?: string;
  /** Runs in the shop's transaction once the shop is written; throwing rolls the shop back. */
  alongside?: (tx: Transaction, shopId: number) => Promise<void>;
}

/**
 * Makes a shop: its row, its settings (closed, no barbers or services) and its owner, an admin with
 * a generated password (or the one a sign-up chose), in one transaction. The password is answered
 * once and stored as a hash.
 */
export async function createShop(
  ctx: PlatformContext,
  input: NewShopInput,
  making: ShopMaking = {},
): Promise<{ shop: PlatformShop; owner: { username: string; password: string } }> {
  const password = making.ownerPassword ?? generatePassword();
  const ownerPasswordHash = await hashPassword(password);
  let shopId: number;
  try {
    shopId = await ctx.database.db.transaction(async (tx) => {
      const id = await insertShop(tx, { ...input, ownerPasswordHash });
      await making.alongside?.(tx, id);
      return id;
    });
  } catch (error) {
    if (violatedConstraint(error) === 'shops_slug_unique') throw conflict('SHOP_SLUG_TAKEN', 'A shop with this address already exists');
    throw error;
  }
  return { shop: await oneShop(ctx, shopId), owner: { username: input.ownerUsername, password } };
}

/** Suspends or resumes a shop; 404 when there is none. */
export async function setStatus(ctx: PlatformContext, shopId: number, status: ShopStatus): Promise<PlatformShop> {
  if (!(await setShopStatus(ctx.database.db, shopId, status))) throw shopNotFound();
  return oneShop(ctx, shopId);
}

/**
 * Gives a shop its own domain, or takes it away with null (docs/decisions/0020-shop-routing.md).
 * The platform's own host and its domain's hosts name shops by slug: none is a shop's domain.
 * Another shop's domain is 409 `SHOP_DOMAIN_TAKEN`; no shop is 404.
 */
export async function setDomain(ctx: PlatformContext, shopId: number, input: ShopDomainInput): Promise<PlatformShop> {
  const { domain } = input;
  if (domain !== null) {
    if (isPlatformHost(domain, ctx.env.PLATFORM_DOMAIN)) {
      throw badRequest('domain', 'This is the platform’s own domain: a shop’s domain must be outside it');
    }
    if (ctx.env.PUBLIC_URL !== undefined && domain === hostName(new URL(ctx.env.PUBLIC_URL).host)) {
      throw badRequest('domain', 'This is the platform’s own address: a shop’s domain must be another');
    }
  }
  try {
    if (!(await setShopDomain(ctx.database.db, shopId, domain))) throw shopNotFound();
  } catch (error) {
    if (violatedConstraint(error) === 'shops_domain_unique') throw conflict('SHOP_DOMAIN_TAKEN', 'Another shop already has this domain');
    throw error;
  }
  return oneShop(ctx, shopId);
}

/**
 * Gives a shop its own WhatsApp number, by its Cloud API phone number id, or takes it away with
 * null (docs/product/messages.md#channels): its messages then go from that number, and what is
 * written to it is the shop's. The platform's own number is everyone's: no shop's alone. Another
 * shop's number is 409 `WHATSAPP_NUMBER_TAKEN`; no shop is 404.
 */
export async function setWhatsAppNumber(ctx: PlatformContext, shopId: number, input: ShopWhatsAppInput): Promise<PlatformShop> {
  const { numberId } = input;
  if (numberId !== null && numberId === ctx.env.WHATSAPP_PHONE_NUMBER_ID) {
    throw badRequest('numberId', 'This is the platform’s own number: a shop’s number must be another');
  }
  try {
    if (!(await setShopWhatsAppNumber(ctx.database.db, shopId, numberId))) throw shopNotFound();
  } catch (error) {
    if (violatedConstraint(error) === 'shops_whatsapp_number_id_unique') throw conflict('WHATSAPP_NUMBER_TAKEN', 'Another shop already has this WhatsApp number');
    throw error;
  }
  return oneShop(ctx, shopId);
}
