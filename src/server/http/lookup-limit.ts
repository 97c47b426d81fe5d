import { AppError } from './errors.js';

export const LOOKUP_WINDOW_MS = 10 * 60_000;
/** Addresses remembered at most; past it the oldest windows are dropped first. */
const MAX_ADDRESSES = 50_000;

interface Window {
  startedAt: number;
  phones: Set<string>;
}

/**
 * Phone lookups answer by phone alone, so they are limited per client address (docs/product/roles.md:
 * numbers cannot be swept). What counts is how many *different* phones an address asks about:
 * a track page asking again about its own phone on every live event, or many customers on a
 * shop's Wi-Fi each following their own booking, never run into the limit, while a sweep does
 * at once. Counted in memory on each instance: a lookup writes nothing to the database, and N
 * instances allow at most N times the limit, still far too few for a sweep.
 */
export interface LookupLimit {
  /** Admits the lookup of `phone` from `address`, or throws 429 with Retry-After. */
  admit(address: string, phone: string, now: number): void;
}

export function createLookupLimit(
  /** Different phones one address may look up in a window (LOOKUP_PHONES_PER_IP). */
  limit: number,
  windowMs = LOOKUP_WINDOW_MS,
  maxAddresses = MAX_ADDRESSES,
): LookupLimit {
  const windows = new Map<string, Window>();

  function windowOf(address: string, now: number): Window {
    const current = windows.get(address);
    if (current && now >= current.startedAt && now - current.startedAt < windowMs) return current;
    windows.delete(address);
    if (windows.size >= maxAddresses) {
      // Insertion order is age order: the oldest windows go first.
      for (const key of windows.keys()) {
        windows.delete(key);
        if (windows.size < maxAddresses) break;
      }
    }
    const fresh = { startedAt: now, phones: new Set<string>() };
    windows.set(address, fresh);
    return fresh;
  }

  return {
    admit(address, phone, now) {
      const window = windowOf(address, now);
      if (window.phones.has(phone)) return;
      if (window.phones.size >= limit) {
        const seconds = Math.max(1, Math.ceil((window.startedAt + windowMs - now) / 1000));
        throw new AppError(429, 'RATE_LIMITED', 'Too many requests. Please try again later.').withRetryAfter(seconds);
      }
      window.phones.add(phone);
    },
  };
}
