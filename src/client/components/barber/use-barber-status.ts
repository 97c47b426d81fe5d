import { useMemo } from 'react';
import type { Translation } from '../../lib/i18n/catalogue.js';
import { useLanguage } from '../../lib/i18n/language.js';
import { useTexts } from '../../lib/i18n/use-texts.js';
import { useShopTimeZone } from '../../lib/time.js';
import { barberStatus, type BarberStatus, type StatusInput } from './barber-status.js';
import { barberTexts, type BarberTexts } from './texts.js';

/**
 * `barberStatus` bound to the shop's zone and the language shown: `statusOf(barber).text`. The
 * texts come along for `barberStatusText(status, texts)` and `waitText(minutes, texts)`.
 */
export function useBarberStatus(): { statusOf: (barber: StatusInput) => BarberStatus; texts: Translation<BarberTexts> } {
  const texts = useTexts(barberTexts);
  const language = useLanguage();
  const timeZone = useShopTimeZone();
  return useMemo(() => ({ statusOf: (barber: StatusInput) => barberStatus(barber, timeZone, texts, language), texts }), [texts, language, timeZone]);
}
