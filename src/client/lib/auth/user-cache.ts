import type { SessionUser } from '../../../shared/schemas/auth.js';
import { shopStorageKey } from '../shop-base.js';

/**
 * docs/product/data.md: the signed-in user is kept in localStorage under 'user' (a cache for first
 * paint only); under a shop's /s/{slug} under that shop's own key (shop-base.ts).
 */
export const USER_STORAGE_KEY = 'user';

const ROLES: readonly string[] = ['admin', 'barber', 'customer'];

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** Whether stored JSON still looks like a session user (an old build may have written another shape). */
export function isSessionUser(value: unknown): value is SessionUser {
  if (!isRecord(value) || typeof value.role !== 'string' || !ROLES.includes(value.role)) return false;
  if (typeof value.username !== 'string') return false;
  if (value.customer !== undefined && !(isRecord(value.customer) && typeof value.customer.id === 'number')) return false;
  if (value.barber !== undefined && !(isRecord(value.barber) && typeof value.barber.id === 'number')) return false;
  return true;
}

/** Parses the stored copy; anything unreadable counts as nobody. */
export function parseCachedUser(text: string | null): SessionUser | null {
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    return isSessionUser(value) ? value : null;
  } catch {
    return null;
  }
}

// Storage can throw (private mode, a full quota, blocked cookies): the cache is optional, never fatal.
export function readCachedUser(): SessionUser | null {
  try {
    return parseCachedUser(localStorage.getItem(shopStorageKey(USER_STORAGE_KEY)));
  } catch {
    return null;
  }
}

export function writeCachedUser(user: SessionUser | null): void {
  try {
    if (user) localStorage.setItem(shopStorageKey(USER_STORAGE_KEY), JSON.stringify(user));
    else localStorage.removeItem(shopStorageKey(USER_STORAGE_KEY));
  } catch {
    // See above: without storage the next first paint simply waits for /api/me.
  }
}
