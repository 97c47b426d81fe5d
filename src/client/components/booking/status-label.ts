import type { BookingStatus } from '../../../shared/constants.js';
import type { Translation } from '../../lib/i18n/catalogue.js';
import type { BookingComponentTexts } from './texts.js';

/** Spec §4: how each status is named on screen. */
export function statusLabel(status: BookingStatus, t: Translation<BookingComponentTexts>): string {
  const labels: Record<BookingStatus, string> = {
    waiting: t.statusWaiting,
    serving: t.statusServing,
    completed: t.statusCompleted,
    cancelled: t.statusCancelled,
  };
  return labels[status];
}
