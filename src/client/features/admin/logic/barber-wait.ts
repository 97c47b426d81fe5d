import type { Language } from '../../../../shared/constants.js';
import { showsNoWait, waitInWords } from '../../../../shared/domain/wait-label.js';
import type { Translation } from '../../../lib/i18n/catalogue.js';
import { formatNumber } from '../../../lib/i18n/numbers.js';
import type { AdminTexts } from '../texts.js';
import type { BarberTexts } from '../texts-barbers.js';

/**
 * The barber card's wait badge in words (the forms of docs/product/booking-rules.md#wait-display): 'Not Available', 'Wait: No Wait',
 * 'Wait: 25 min', 'Wait: 1 Hr 30 Mins', in the language of the texts given.
 */
export function barberWaitText(
  barber: { isAvailable: boolean; waitTime: number; noWait: boolean },
  t: { admin: Translation<AdminTexts>; barbers: Translation<BarberTexts> },
  language: Language,
): string {
  if (!barber.isAvailable) return t.barbers.notAvailable;
  if (showsNoWait(barber)) return t.barbers.wait({ wait: t.barbers.noWait });
  const number = (value: number) => formatNumber(value, language);
  const wait = waitInWords(barber.waitTime, {
    minutes: (whole) => t.admin.minutes({ minutes: number(whole) }),
    hours: (hours) => t.barbers.waitHours({ hours: number(hours) }),
    hoursMinutes: (hours, rest) => t.barbers.waitHoursMinutes({ hours: number(hours), minutes: number(rest) }),
  });
  return t.barbers.wait({ wait });
}
