import { DEFAULT_SHOP_SETTINGS, type Language } from '../../shared/constants.js';
import { formatHours } from '../../shared/domain/format.js';
import type { ShopSettings } from '../../shared/schemas/shop-settings.js';

/** The shop's name and contact details as the shell shows them; null where the shop has none. */
export interface ShopInfo {
  name: string | null;
  /** Display form, e.g. '+91 98765 43210'. */
  phone: string | null;
  /** `tel:` link for the phone. */
  phoneHref: string | null;
  address: string | null;
  /** An https map link, or null. */
  mapUrl: string | null;
  /** '9:00 AM - 6:00 PM' from the shop's real hours. */
  hours: string;
  isOpen: boolean | null;
  timeZone: string;
}

/**
 * Trimmed text, or null when empty. Takes unknown on purpose: the contact fields are newer than
 * the rest of the settings, and a client must not break on a server that does not send them yet.
 */
const nonEmpty = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value.trim() : null);

/** 'tel:+919876543210' from '+91 98765 43210'; null when there are no digits to call. */
export function telHref(phone: string | null): string | null {
  if (!phone) return null;
  const compact = phone.replace(/[^\d+]/g, '');
  return /\d{6,}/.test(compact) ? `tel:${compact}` : null;
}

/**
 * Reads the shell's view of the shop from settings (undefined while loading: the documented fallback
 * hours), its hours written for the language.
 */
export function shopInfo(settings: ShopSettings | undefined, language: Language = 'en'): ShopInfo {
  const phone = nonEmpty(settings?.shopPhone);
  const mapUrl = nonEmpty(settings?.mapUrl);
  return {
    name: nonEmpty(settings?.shopName),
    phone,
    phoneHref: telHref(phone),
    address: nonEmpty(settings?.shopAddress),
    // Only an https link is followed: the setting is free text typed by the admin.
    mapUrl: mapUrl?.startsWith('https://') ? mapUrl : null,
    // docs/product/screens.md#home-page: '9:00 AM - 7:00 PM' is shown until settings load.
    hours: settings ? formatHours(settings.openTime, settings.closeTime, language) : formatHours('09:00', '19:00', language),
    isOpen: settings?.isOpen ?? null,
    timeZone: settings?.timeZone ?? DEFAULT_SHOP_SETTINGS.timeZone,
  };
}
