import { randomInt } from 'node:crypto';
import type { SignedUp, ShopInvite, SignupInput } from '../../shared/schemas/signup.js';
import { sha256 } from '../auth/tokens.js';
import type { PlatformContext } from '../context.js';
import { hasUnusedInvite, insertInvite, listInvites, takeInvite } from '../data/shop-invites.js';
import { AppError } from '../http/errors.js';
import { hitRateLimit } from '../http/rate-limit.js';
import { createShop } from './platform.js';

/*
 * A shop signs itself up (docs/decisions/0021-platform-operator.md#sign-up), as `SIGNUP` allows, and
 * the operator's invite codes. Global tables only; a code is never stored or logged, only its sha256.
 */

/** Sign-ups one client address may try in an hour. */
export const SIGNUPS_PER_HOUR_PER_IP = 5;
const HOUR_MS = 60 * 60 * 1000;

/** Digits and capitals that are not read as one another (no 0/O, 1/I/L): 31 of them, 79 bits in a code. */
const ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
const CODE_LENGTH = 16;

export const signupClosed = () => new AppError(403, 'SIGNUP_CLOSED', 'Sign-up for new shops is closed.');
export const inviteInvalid = () => new AppError(403, 'INVITE_INVALID', 'This invite code is not valid.');

/** A new code, 4 groups of 4, e.g. `K7QM-2XRP-9TCW-HB4N`. */
function newCode(): string {
  const chars = Array.from({ length: CODE_LENGTH }, () => ALPHABET.charAt(randomInt(ALPHABET.length)));
  return [0, 4, 8, 12].map((at) => chars.slice(at, at + 4).join('')).join('-');
}

/** A code as typed (any case, spaces or hyphens) reduced to the form its hash is of. */
function codeHash(code: string): string {
  return sha256(code.toUpperCase().replace(/[\s-]/g, ''));
}

/** Makes an invite and answers its code, once. */
export async function createInvite(ctx: PlatformContext, operatorId: number): Promise<{ code: string }> {
  const code = newCode();
  await insertInvite(ctx.database.db, codeHash(code), operatorId);
  return { code };
}

export async function invites(ctx: PlatformContext): Promise<ShopInvite[]> {
  return (await listInvites(ctx.database.db)).map((row) => ({
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    usedAt: row.usedAt ? row.usedAt.toISOString() : null,
    shop: row.shopId !== null && row.shopSlug !== null ? { id: row.shopId, slug: row.shopSlug } : null,
  }));
}

/**
 * Makes the shop a sign-up asks for, with the operator's `createShop` (one transaction; the shop
 * starts empty and closed) but the owner's own password. With `invite`, the code is marked used in
 * that transaction by a conditional update, so one code makes one shop even when two sign-ups race.
 */
export async function signUp(ctx: PlatformContext, input: SignupInput, ip: string): Promise<SignedUp> {
  const mode = ctx.env.SIGNUP;
  if (mode === 'off') throw signupClosed();
  const db = ctx.database.db;
  await hitRateLimit(db, `signup:ip:${ip}`, SIGNUPS_PER_HOUR_PER_IP, HOUR_MS, ctx.clock());
  const { code, ownerPassword, ...shop } = input;
  const hash = mode === 'invite' && code ? codeHash(code) : null;
  if (mode === 'invite' && (hash === null || !(await hasUnusedInvite(db, hash)))) throw inviteInvalid();
  const now = new Date(ctx.clock());
  const created = await createShop(ctx, shop, {
    ownerPassword,
    alongside:
      hash === null
        ? undefined
        : async (tx, shopId) => {
            if (!(await takeInvite(tx, hash, shopId, now))) throw inviteInvalid();
          },
  });
  return { slug: created.shop.slug, adminPath: `/s/${created.shop.slug}/admin` };
}
