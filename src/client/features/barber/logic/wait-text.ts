import { isNow } from '../../../../shared/domain/wait-label.js';
import type { Translation } from '../../../lib/i18n/catalogue.js';
import type { DayTexts } from '../texts-day.js';
import type { ServingTexts } from '../texts-serving.js';

/** Minutes as the plan shows them: whole, rounded up, never negative; garbage counts as no wait. */
function split(minutes: number): { whole: number; hours: number; rest: number } {
  const whole = Number.isFinite(minutes) && minutes > 0 ? Math.ceil(minutes) : 0;
  return { whole, hours: Math.floor(whole / 60), rest: whole % 60 };
}

/** The shared formatWait (docs/product/booking-rules.md#business-constants-and-limits: '25 min', '1 Hr 5 Mins') in the language shown. */
export function queueTimeText(minutes: number, t: Pick<Translation<DayTexts>, 'queueMinutes' | 'queueHours'>): string {
  const { whole, hours, rest } = split(minutes);
  return whole < 60 ? t.queueMinutes({ minutes: whole }) : t.queueHours({ hours, minutes: rest });
}

/** The shared waitSuffix ('(No Wait)', '(25 mins)', '(1 Hr 5 Mins)') in the language shown. */
export function waitSuffixText(minutes: number, t: Pick<Translation<ServingTexts>, 'noWait' | 'waitMinutes' | 'waitHours'>): string {
  if (isNow(minutes)) return t.noWait;
  const { whole, hours, rest } = split(minutes);
  return whole < 60 ? t.waitMinutes({ minutes: whole }) : t.waitHours({ hours, minutes: rest });
}
