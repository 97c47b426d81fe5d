import { createHash } from 'node:crypto';
import { PRODUCT_NAME } from '../../shared/constants.js';
import { cutWithEllipsis, letterCount } from '../cut-text.js';

/**
 * Each shop's web app manifest (docs/decisions/0011-installable-app.md): installed from a shop's
 * address, the app bears the shop's name and opens at that address. The icons are the product's,
 * the same for every shop.
 */

/** The longest name a home screen shows under an icon without cutting it (`short_name`). */
export const SHORT_NAME_LENGTH = 12;

const DESCRIPTION = 'Join the queue from your phone or book a time with your barber. Live wait times, token numbers and booking tracking.';
/** Charcoal, from the palette (src/client/styles.css): the splash screen and the title bar. */
const CHARCOAL = '#0e0e10';

const ICONS = [
  { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
  { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
  { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
] as const;

export interface WebAppManifest {
  id: string;
  name: string;
  short_name: string;
  description: string;
  lang: string;
  dir: string;
  start_url: string;
  scope: string;
  display: string;
  orientation: string;
  theme_color: string;
  background_color: string;
  categories: string[];
  icons: readonly { src: string; sizes: string; type: string; purpose: string }[];
}

/** Spaces, punctuation and symbols a cut name must not end with ("Raj's Cuts -" is "Raj's Cuts"). */
const LOOSE_END = /[\s\p{P}\p{S}]+$/u;

/**
 * A name that fits under an icon: the name itself when it is short enough, else as many of its
 * first words as fit, else its first letters with an ellipsis. Letters are counted as people see
 * them (a letter with its vowel signs is one), and a cut never splits one.
 */
export function shortName(name: string, max = SHORT_NAME_LENGTH): string {
  const whole = name.trim();
  if (letterCount(whole) <= max) return whole;
  let words = '';
  for (const word of whole.split(/\s+/)) {
    const longer = words === '' ? word : `${words} ${word}`;
    if (letterCount(longer) > max) break;
    words = longer;
  }
  const fitted = words.replace(LOOSE_END, '');
  if (fitted !== '') return fitted;
  return cutWithEllipsis(whole, max, letterCount, LOOSE_END);
}

/** The name a shop's app and pages bear: the shop's, or the product's while the shop has none. */
export function appName(shopName: string): string {
  return shopName.trim() === '' ? PRODUCT_NAME : shopName.trim();
}

/**
 * The manifest of the shop whose pages start at `base` (`/s/{slug}`, or '' at the bare paths of the
 * home shop or a shop's own host): named after the shop, or after the product while the shop has
 * no name; its own app (`id`), opening at and keeping to that address.
 */
export function webAppManifest(base: string, shopName: string): WebAppManifest {
  const name = appName(shopName);
  const home = `${base}/`;
  return {
    id: home,
    name,
    short_name: shortName(name),
    description: DESCRIPTION,
    lang: 'en',
    dir: 'ltr',
    start_url: home,
    scope: home,
    display: 'standalone',
    orientation: 'any',
    theme_color: CHARCOAL,
    background_color: CHARCOAL,
    categories: ['lifestyle', 'business'],
    icons: ICONS,
  };
}

/** A strong validator of a manifest's bytes, for `ETag`. */
export function manifestTag(body: string): string {
  return `"${createHash('sha256').update(body).digest('base64url').slice(0, 22)}"`;
}
