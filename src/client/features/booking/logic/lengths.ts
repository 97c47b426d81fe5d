import type { Translation } from '../../../lib/i18n/catalogue.js';
import type { BookingTexts } from '../texts.js';

type DurationWords = Pick<Translation<BookingTexts>, 'durationMinutes' | 'durationHours' | 'durationHoursMinutes'>;

/** '45 min', '1 hr 30 min': a length of time in the chair. */
export function durationText(minutes: number, t: DurationWords): string {
  if (minutes < 60) return t.durationMinutes({ minutes });
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest === 0 ? t.durationHours({ hours }) : t.durationHoursMinutes({ hours, minutes: rest });
}
