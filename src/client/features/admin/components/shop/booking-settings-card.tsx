import { SLOT_INTERVALS, type SlotInterval } from '../../../../../shared/constants.js';
import type { ShopSettings } from '../../../../../shared/schemas/shop-settings.js';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../../components/ui/card.js';
import { timeZoneOptions } from '../../lib/time-zones.js';
import { LabelledSelect } from '../labelled-select.js';
import { useSaveSettings } from './use-save-settings.js';

const INTERVAL_OPTIONS = SLOT_INTERVALS.map((minutes) => ({ value: String(minutes), label: `${minutes} minutes` }));
const isSlotInterval = (minutes: number): minutes is SlotInterval => (SLOT_INTERVALS as readonly number[]).includes(minutes);

/** Slot interval (15, 30, 45 or 60; spec §2) and the shop's time zone, each saved when chosen. */
export function BookingSettingsCard({ settings }: { settings: ShopSettings }) {
  const { save, pending, variables } = useSaveSettings();
  // While a choice is on its way the select already shows it.
  const interval = pending && variables?.slotInterval ? variables.slotInterval : settings.slotInterval;
  const timeZone = pending && variables?.timeZone ? variables.timeZone : settings.timeZone;

  return (
    <Card>
      <CardHeader>
        <CardTitle>Booking Settings</CardTitle>
        <CardDescription>How far apart bookable slot times are, and the clock every time is shown in.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4 sm:grid-cols-2">
        <LabelledSelect
          label="Slot interval"
          value={String(interval)}
          options={INTERVAL_OPTIONS}
          disabled={pending}
          onValueChange={(value) => {
            const minutes = Number(value);
            if (isSlotInterval(minutes)) save({ slotInterval: minutes }, { success: `Slots every ${minutes} minutes` });
          }}
        />
        <LabelledSelect
          label="Time zone"
          value={timeZone}
          options={timeZoneOptions(timeZone)}
          disabled={pending}
          onValueChange={(zone) => {
            save({ timeZone: zone }, { success: `Times are now shown in ${zone}` });
          }}
        />
      </CardContent>
    </Card>
  );
}
