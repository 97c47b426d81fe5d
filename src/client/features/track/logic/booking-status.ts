import type { BookingStatus } from '../../../../shared/constants.js';

/** Spec §4: the status badge's words. */
export const STATUS_LABELS: Record<BookingStatus, string> = {
  waiting: 'In Queue',
  serving: 'Currently Serving',
  completed: 'Completed',
  cancelled: 'Cancelled',
};

/** Badge tones (components/ui/badge.tsx); the label always says the same as the colour. */
export const STATUS_TONES = {
  waiting: 'gold',
  serving: 'success',
  completed: 'neutral',
  cancelled: 'danger',
} as const satisfies Record<BookingStatus, string>;

/** Spec §2: 'Queue' or 'Slot'. */
export function bookingTypeLabel(type: 'queue' | 'slot'): string {
  return type === 'slot' ? 'Slot' : 'Queue';
}

/** Spec §2 service chip: 'name (duration m)'. */
export function serviceChip(service: { name: string; duration: number }): string {
  return `${service.name} (${service.duration} m)`;
}
