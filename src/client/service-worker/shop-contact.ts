import { telHref } from '../lib/shop-info.js';

/**
 * What the offline page says about the shop: its name and phone, from the last shop settings the
 * worker fetched. Settings hold no waits, so an old copy misleads nobody (a changed phone number is
 * the worst case, and the copy is refreshed on every visit).
 */
export interface ShopContact {
  name: string | null;
  /** As the admin typed it, e.g. '+91 98765 43210'. */
  phone: string | null;
  /** `tel:` link for the phone. */
  phoneHref: string | null;
  /** When the worker fetched it (epoch ms). */
  savedAt: number;
}

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);

/**
 * The contact details from a `GET /api/shop-settings` answer (or a stored copy of them); null when
 * the answer is not such an object. Read by hand rather than with the shared zod schema, which
 * would weigh more than the rest of the worker.
 */
export function shopContactFrom(json: unknown, savedAt: number): ShopContact | null {
  if (typeof json !== 'object' || json === null) return null;
  const record = json as Record<string, unknown>;
  const phone = text(record.shopPhone);
  const phoneHref = telHref(phone);
  return { name: text(record.shopName), phone: phoneHref ? phone : null, phoneHref, savedAt };
}

/** The copy the worker keeps: the settings' own field names, and when they were fetched. */
export interface StoredShopContact {
  shopName: string | null;
  shopPhone: string | null;
  savedAt: number;
}

export function toStored(contact: ShopContact): StoredShopContact {
  return { shopName: contact.name, shopPhone: contact.phone, savedAt: contact.savedAt };
}

/** A kept copy read back; null when it is missing or not one. */
export function fromStored(json: unknown): ShopContact | null {
  if (typeof json !== 'object' || json === null) return null;
  const savedAt = (json as Record<string, unknown>).savedAt;
  return typeof savedAt === 'number' && Number.isFinite(savedAt) ? shopContactFrom(json, savedAt) : null;
}

/**
 * Where the copy of the shop at `base` ('' or `/s/{slug}`) is kept in the offline page's cache
 * (offline-language.ts `OFFLINE_PAGE_CACHE`): a key no request can ask for. The worker writes it,
 * and so does a page that found its shop back after opening without one (lib/pwa/shop-is-back.ts).
 */
export const shopContactKey = (base: string): string => `/__offline-page${base}/shop-contact.json`;

/** How long a copy is good before a visit refreshes it. */
export const SHOP_CONTACT_MAX_AGE_MS = 10 * 60_000;

/** Whether the copy saved at `savedAt` (or none) should be fetched again at `now`. */
export function shopContactIsStale(contact: ShopContact | null, now: number): boolean {
  return contact === null || now - contact.savedAt >= SHOP_CONTACT_MAX_AGE_MS || now < contact.savedAt;
}
