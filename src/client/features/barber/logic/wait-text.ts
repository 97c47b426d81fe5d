import { isNow, waitInWords } from '../../../../shared/domain/wait-label.js';
import type { Translation } from '../../../lib/i18n/catalogue.js';
import type { DayTexts } from '../texts-day.js';
import type { ServingTexts } from '../texts-serving.js';

/** A queue's length in the language shown (waitInWords: '25 min', '1 Hr 5 Mins'). */
export function queueTimeText(minutes: number, t: Pick<Translation<DayTexts>, 'queueMinutes' | 'queueHours'>): string {
  return waitInWords(minutes, {
    minutes: (whole) => t.queueMinutes({ minutes: whole }),
    hours: (hours) => t.queueHours({ hours, minutes: 0 }),
    hoursMinutes: (hours, rest) => t.queueHours({ hours, minutes: rest }),
  });
}

/** The wait after an expected time ('(No Wait)', '(25 mins)', '(1 Hr 5 Mins)') in the language shown. */
export function waitSuffixText(minutes: number, t: Pick<Translation<ServingTexts>, 'noWait' | 'waitMinutes' | 'waitHours'>): string {
  if (isNow(minutes)) return t.noWait;
  return waitInWords(minutes, {
    minutes: (whole) => t.waitMinutes({ minutes: whole }),
    hours: (hours) => t.waitHours({ hours, minutes: 0 }),
    hoursMinutes: (hours, rest) => t.waitHours({ hours, minutes: rest }),
  });
}
