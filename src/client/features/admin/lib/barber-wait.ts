import type { Language } from '../../../../shared/constants.js';
import { showsNoWait } from '../../../../shared/domain/wait-label.js';
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
  // Whole minutes rounded up, as the plan counts them; garbage counts as no wait.
  const whole = Number.isFinite(barber.waitTime) && barber.waitTime > 0 ? Math.ceil(barber.waitTime) : 0;
  const number = (value: number) => formatNumber(value, language);
  if (whole < 60) return t.barbers.wait({ wait: t.admin.minutes({ minutes: number(whole) }) });
  const hours = number(Math.floor(whole / 60));
  const rest = whole % 60;
  return t.barbers.wait({ wait: rest === 0 ? t.barbers.waitHours({ hours }) : t.barbers.waitHoursMinutes({ hours, minutes: number(rest) }) });
}
