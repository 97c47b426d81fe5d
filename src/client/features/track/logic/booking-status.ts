import type { BookingStatus } from '../../../../shared/constants.js';
import type { Translation } from '../../../lib/i18n/catalogue.js';
import type { TrackCardTexts } from '../texts-card.js';

type Texts = Translation<TrackCardTexts>;

/** Badge tones (components/ui/badge.tsx); the label always says the same as the colour. */
export const STATUS_TONES = {
  waiting: 'gold',
  serving: 'success',
  completed: 'neutral',
  cancelled: 'danger',
} as const satisfies Record<BookingStatus, string>;

/** docs/product/screens.md: 'Queue' or 'Slot'. */
export function bookingTypeLabel(type: 'queue' | 'slot', t: Texts): string {
  return type === 'slot' ? t.typeSlot : t.typeQueue;
}

/** docs/product/screens.md service chip: 'name (duration m)'. */
export function serviceChip(service: { name: string; duration: number }, t: Texts): string {
  return t.serviceChip({ name: service.name, minutes: service.duration });
}
