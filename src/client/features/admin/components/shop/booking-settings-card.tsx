import { SLOT_INTERVALS, type SlotInterval } from '../../../../../shared/constants.js';
import type { ShopSettings } from '../../../../../shared/schemas/shop-settings.js';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../../components/ui/card.js';
import { Field } from '../../../../components/ui/field.js';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../../../components/ui/select.js';
import { timeZoneOptions } from '../../lib/time-zones.js';
import { useSaveSettings } from './use-save-settings.js';

const isSlotInterval = (minutes: number): minutes is SlotInterval => (SLOT_INTERVALS as readonly number[]).includes(minutes);

/** Slot interval (15, 30, 45 or 60; spec §2) and the shop's time zone, each saved when chosen. */
export function BookingSettingsCard({ settings }: { settings: ShopSettings }) {
  const { save, pending, variables } = useSaveSettings();
  const interval = pending && variables?.slotInterval ? variables.slotInterval : settings.slotInterval;
  const timeZone = pending && variables?.timeZone ? variables.timeZone : settings.timeZone;

  return (
    <Card>
      <CardHeader>
        <CardTitle>Booking Settings</CardTitle>
        <CardDescription>How far apart bookable slot times are, and the clock every time is shown in.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4 sm:grid-cols-2">
        <Field label="Slot interval">
          <Select
            value={String(interval)}
            disabled={pending}
            onValueChange={(value) => {
              const minutes = Number(value);
              if (isSlotInterval(minutes)) save({ slotInterval: minutes }, { success: `Slots every ${minutes} minutes` });
            }}
          >
            <SelectTrigger>
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {SLOT_INTERVALS.map((minutes) => (
                <SelectItem key={minutes} value={String(minutes)}>
                  {minutes} minutes
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </Field>
        <Field label="Time zone">
          <Select
            value={timeZone}
            disabled={pending}
            onValueChange={(zone) => {
              save({ timeZone: zone }, { success: `Times are now shown in ${zone}` });
            }}
          >
            <SelectTrigger>
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {timeZoneOptions(timeZone).map((zone) => (
                <SelectItem key={zone.value} value={zone.value}>
                  {zone.label}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </Field>
      </CardContent>
    </Card>
  );
}
