import { SLOT_INTERVALS, type SlotInterval } from '../../../../../shared/constants.js';
import type { ShopSettings } from '../../../../../shared/schemas/shop-settings.js';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../../components/ui/card.js';
import { useLanguage } from '../../../../lib/i18n/language.js';
import { formatNumber } from '../../../../lib/i18n/numbers.js';
import { useTexts } from '../../../../lib/i18n/use-texts.js';
import { timeZoneOptions } from '../../logic/time-zones.js';
import { shopTexts } from '../../texts-shop.js';
import { LabelledSelect } from '../labelled-select.js';
import { useSaveSettings } from './use-save-settings.js';

/** What the owner picks from for walk-ins before opening (the server takes any whole minutes from 0 to 240). */
const EARLY_CHOICES = [0, 15, 30, 45, 60, 90, 120] as const;

const isSlotInterval = (minutes: number): minutes is SlotInterval => (SLOT_INTERVALS as readonly number[]).includes(minutes);

/**
 * Slot interval (15, 30, 45 or 60; docs/product/screens.md), how early walk-ins may join before opening
 * (docs/decisions/0017-shop-state.md) and the shop's time zone, each saved when chosen.
 */
export function BookingSettingsCard({ settings }: { settings: ShopSettings }) {
  const t = useTexts(shopTexts);
  const language = useLanguage();
  const minutesOf = (minutes: number) => formatNumber(minutes, language);
  const intervals = SLOT_INTERVALS.map((minutes) => ({ value: String(minutes), label: t.intervalMinutes({ minutes: minutesOf(minutes) }) }));
  const { save, pending, variables } = useSaveSettings();
  // While a choice is on its way the select already shows it.
  const interval = pending && variables?.slotInterval ? variables.slotInterval : settings.slotInterval;
  const timeZone = pending && variables?.timeZone ? variables.timeZone : settings.timeZone;
  const early = pending && variables?.walkInsBeforeOpeningMinutes !== undefined ? variables.walkInsBeforeOpeningMinutes : settings.walkInsBeforeOpeningMinutes;
  // A value set another way than this list is offered too, so the select shows what is saved.
  const earlyChoices = [...new Set<number>([...EARLY_CHOICES, early])].sort((a, b) => a - b);
  const earlyOptions = earlyChoices.map((minutes) => ({
    value: String(minutes),
    label: minutes === 0 ? t.notBeforeOpening : t.minutesBefore({ minutes: minutesOf(minutes) }),
  }));

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t.bookingTitle}</CardTitle>
        <CardDescription>{t.bookingDescription}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4 sm:grid-cols-2">
        <LabelledSelect
          label={t.slotInterval}
          value={String(interval)}
          options={intervals}
          disabled={pending}
          onValueChange={(value) => {
            const minutes = Number(value);
            if (isSlotInterval(minutes)) save({ slotInterval: minutes }, { success: t.slotsEvery({ minutes: minutesOf(minutes) }) });
          }}
        />
        <LabelledSelect
          label={t.walkInsBeforeOpening}
          value={String(early)}
          options={earlyOptions}
          disabled={pending}
          onValueChange={(value) => {
            const minutes = Number(value);
            save(
              { walkInsBeforeOpeningMinutes: minutes },
              { success: minutes === 0 ? t.walkInsFromOpening : t.walkInsEarlySaved({ minutes: minutesOf(minutes) }) },
            );
          }}
        />
        <LabelledSelect
          label={t.timeZone}
          value={timeZone}
          options={timeZoneOptions(timeZone, t)}
          disabled={pending}
          onValueChange={(zone) => {
            save({ timeZone: zone }, { success: t.timesShownIn({ zone }) });
          }}
        />
      </CardContent>
    </Card>
  );
}
