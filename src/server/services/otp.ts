import { randomInt } from 'node:crypto';
import { OTP_DIGITS, OTP_MAX_FAILED_ATTEMPTS, OTP_TTL_MINUTES } from '../../shared/constants.js';
import { OtpDeliveryError } from '../auth/otp-sender.js';
import { createSession } from '../auth/session.js';
import { hmac, sameDigest } from '../auth/tokens.js';
import type { AppContext } from '../context.js';
import {
  codeById,
  consumeCode,
  deleteCodesExpiredBefore,
  deleteUnconsumedCodes,
  exhaustedCodeExpiry,
  insertCode,
  latestUnconsumedCodeId,
  lockPhoneCodes,
  reserveAttempt,
} from '../data/one-time-codes.js';
import { AppError } from '../http/errors.js';
import { hitRateLimit } from '../http/rate-limit.js';
import { findOrCreateCustomer, type CustomerRow } from './customers.js';
import { loggableError } from '../log.js';

const TTL_MS = OTP_TTL_MINUTES * 60_000;
/** Send limits (docs/product/roles.md): per phone, so nobody floods one number; per IP, so nobody sprays many. */
const SENDS_PER_PHONE = 3;
const SEND_PHONE_WINDOW_MS = 10 * 60_000;
const SENDS_PER_IP = 10;
const SEND_IP_WINDOW_MS = 60 * 60_000;
/** Used and expired codes are kept a day (for support questions), then swept by later sends. */
const KEEP_OLD_CODES_MS = 24 * 60 * 60_000;
const SEND_LIMIT_MESSAGE = 'Too many OTP requests. Please try again later.';

const codeDigest = (secret: string, phone: string, code: string) => hmac(secret, `otp:${phone}:${code}`);

const otpExpired = () => new AppError(400, 'OTP_EXPIRED', 'OTP expired. Please request a new one.');

const tooManyAttempts = () =>
  new AppError(429, 'TOO_MANY_ATTEMPTS', 'Too many wrong attempts. Please request a new OTP later.');

/**
 * While the phone's live code has used up its tries, a new code would inherit the same budget and
 * be refused too; say so at once, with the time left until that code expires and the budget frees.
 */
async function refuseWhileLocked(ctx: AppContext, phone: string, now: number): Promise<void> {
  const expiresAt = await exhaustedCodeExpiry(ctx.database.db, phone, now, OTP_MAX_FAILED_ATTEMPTS);
  if (expiresAt) throw tooManyAttempts().withRetryAfter(Math.max(1, Math.ceil((expiresAt.getTime() - now) / 1000)));
}

export interface SentOtp {
  expiresAt: Date;
  /** The code itself: the route returns it only while the echo sender is in use. */
  code: string;
}

/**
 * Creates and delivers a login code for a phone. The code is delivered first and stored only once
 * delivery succeeded, so an undelivered code never works and a failed send leaves the previous
 * code (and its failure count) as it was.
 *
 * The failure budget is per chain of codes, not per code: a new code replaces the phone's
 * unexpired ones and inherits their highest failed_attempts, so resending does not buy more
 * guesses. Only after every code of the chain has expired (5 minutes) does a new code start at 0;
 * while the chain's tries are used up, sending is refused (429) instead of sending a dead code.
 */
export async function sendOtp(ctx: AppContext, phone: string, ip: string): Promise<SentOtp> {
  const now = ctx.clock();
  await hitRateLimit(ctx.database.db, `otp-send:ip:${ip}`, SENDS_PER_IP, SEND_IP_WINDOW_MS, now, SEND_LIMIT_MESSAGE);
  await hitRateLimit(ctx.database.db, `otp-send:phone:${phone}`, SENDS_PER_PHONE, SEND_PHONE_WINDOW_MS, now, SEND_LIMIT_MESSAGE);

  await refuseWhileLocked(ctx, phone, now);

  const code = String(randomInt(0, 10 ** OTP_DIGITS)).padStart(OTP_DIGITS, '0');
  const expiresAt = new Date(now + TTL_MS);
  try {
    await ctx.sender.send(phone, code);
  } catch (error) {
    if (!(error instanceof OtpDeliveryError)) throw error;
    // The provider's answer only: it never holds the code, and the phone is not logged.
    ctx.log.warn({ err: loggableError(error), sender: ctx.sender.kind }, 'one-time code delivery failed');
    throw new AppError(502, 'OTP_DELIVERY_FAILED', 'Failed to send OTP');
  }

  await ctx.database.db.transaction(async (tx) => {
    // One phone's sends take turns, so two resends cannot both inherit the same budget.
    await lockPhoneCodes(tx, phone);
    // Deleting waits for any verify that is counting a failure on these rows and sees its result.
    const replaced = await deleteUnconsumedCodes(tx, phone);
    const inherited = Math.max(0, ...replaced.filter((row) => row.expiresAt.getTime() > now).map((row) => row.failedAttempts));
    await insertCode(tx, {
      phone,
      codeHmac: codeDigest(ctx.secret, phone, code),
      expiresAt,
      failedAttempts: inherited,
      createdAt: new Date(now),
    });
    await deleteCodesExpiredBefore(tx, new Date(now - KEEP_OLD_CODES_MS));
  });
  return { expiresAt, code };
}

export interface VerifiedOtp {
  customer: CustomerRow;
  token: string;
  expiresAt: Date;
}

/**
 * Checks a login code and starts a customer session, creating the customer on first login.
 *
 * An attempt is reserved in the database before the code is compared: the reserving UPDATE only
 * matches while fewer than 5 attempts are counted, and concurrent UPDATEs of one row wait for each
 * other and re-check that condition, so 50 parallel guesses get at most 5 comparisons. A right
 * code hands its reservation back and consumes the code in one UPDATE that only one caller wins.
 */
export async function verifyOtp(ctx: AppContext, phone: string, code: string, options: { shopOnly: boolean }): Promise<VerifiedOtp> {
  const now = ctx.clock();
  const nowAt = new Date(now);
  const latest = await latestUnconsumedCodeId(ctx.database.db, phone);
  if (latest === undefined) throw otpExpired();

  const reserved = await reserveAttempt(ctx.database.db, latest, nowAt, OTP_MAX_FAILED_ATTEMPTS);
  if (reserved === undefined) {
    const row = await codeById(ctx.database.db, latest);
    const live = row !== undefined && row.consumedAt === null && row.expiresAt.getTime() > now;
    if (live && row.failedAttempts >= OTP_MAX_FAILED_ATTEMPTS) {
      throw tooManyAttempts().withRetryAfter(Math.max(1, Math.ceil((row.expiresAt.getTime() - now) / 1000)));
    }
    throw otpExpired();
  }
  if (!sameDigest(reserved, codeDigest(ctx.secret, phone, code))) {
    throw new AppError(400, 'INVALID_OTP', 'Invalid OTP');
  }

  // On the shop's handle: a new customer is named after their latest booking in this shop.
  return ctx.db.transaction(async (tx) => {
    // Another request with the same code won the race: a code works once.
    if (!(await consumeCode(tx, latest, nowAt))) throw otpExpired();
    const customer = await findOrCreateCustomer(tx, phone);
    // Signed in on a shop's own domain: that shop's only (docs/decisions/0020-shop-routing.md).
    const owner = options.shopOnly ? { customerId: customer.id, customerShopId: ctx.shopId } : { customerId: customer.id };
    const session = await createSession(tx, owner, now);
    return { customer, ...session };
  });
}
