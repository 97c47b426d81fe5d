import type { Translation } from '../../../lib/i18n/catalogue.js';
import type { ShopTexts } from '../texts-shop.js';

type ZoneName = Extract<keyof ShopTexts, `zone${string}`>;

/** Zones a shop is likely to be in: India first, then its neighbours and the diaspora's cities. */
const COMMON_TIME_ZONES: readonly { value: string; label: ZoneName | null }[] = [
  { value: 'Asia/Kolkata', label: 'zoneIndia' },
  { value: 'Asia/Kathmandu', label: 'zoneNepal' },
  { value: 'Asia/Dhaka', label: 'zoneBangladesh' },
  { value: 'Asia/Colombo', label: 'zoneSriLanka' },
  { value: 'Asia/Karachi', label: 'zonePakistan' },
  { value: 'Asia/Dubai', label: 'zoneUae' },
  { value: 'Asia/Singapore', label: 'zoneSingapore' },
  { value: 'Europe/London', label: 'zoneUk' },
  { value: 'America/New_York', label: 'zoneUsEastern' },
  { value: 'America/Toronto', label: 'zoneCanadaEastern' },
  { value: 'Australia/Sydney', label: 'zoneAustraliaEastern' },
  // UTC is its own name in every language.
  { value: 'UTC', label: null },
];

/** The zone choices, named in `t`'s language, with the shop's current zone kept even when it is not a common one. */
export function timeZoneOptions(current: string, t: Translation<ShopTexts>): { value: string; label: string }[] {
  const options = COMMON_TIME_ZONES.map(({ value, label }) => ({ value, label: label ? t[label] : value }));
  if (current && !options.some((option) => option.value === current)) options.unshift({ value: current, label: current });
  return options;
}
