import { Check } from 'lucide-react';
import { useId } from 'react';
import { hhmmSchema } from '../../../../../shared/schemas/common.js';
import type { ShopSettings } from '../../../../../shared/schemas/shop-settings.js';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../../components/ui/card.js';
import { Field } from '../../../../components/ui/field.js';
import { Input } from '../../../../components/ui/input.js';
import { Spinner } from '../../../../components/ui/spinner.js';
import { useTexts } from '../../../../lib/i18n/use-texts.js';
import { useShopClock } from '../../../../lib/time.js';
import { adminTexts } from '../../texts.js';
import { shopTexts } from '../../texts-shop.js';
import { RichText } from '../rich-text.js';
import { useSaveSettings } from './use-save-settings.js';
import { useDraftSave } from './use-draft-save.js';

type HourField = 'openTime' | 'closeTime';

function TimeField({ label, field, saved }: { label: string; field: HourField; saved: string }) {
  const t = useTexts(shopTexts);
  const common = useTexts(adminTexts);
  const { save, pending } = useSaveSettings();
  const draft = useDraftSave(saved, (value: string, done) => {
    save({ [field]: value }, { onSettled: done });
  });
  const statusId = useId();
  return (
    <div className="flex flex-col gap-1.5">
      <Field label={label}>
        <Input
          type="time"
          step={60}
          value={draft.value}
          aria-describedby={statusId}
          onChange={(event) => {
            // A half-typed time is not a time yet; it is saved once the input holds a whole one.
            if (hhmmSchema.safeParse(event.target.value).success) draft.change(event.target.value);
          }}
          onBlur={draft.flush}
          className="tabular-nums"
        />
      </Field>
      <p id={statusId} aria-live="polite" className="flex h-5 items-center gap-1.5 text-xs font-medium text-ink-500">
        {pending || draft.editing ? (
          <>
            <Spinner size="sm" label={null} /> {common.saving}
          </>
        ) : (
          <>
            <Check className="size-3.5 text-green-700" aria-hidden="true" /> {t.saved}
          </>
        )}
      </p>
    </div>
  );
}

/** Opening and closing times, each saved as soon as it is changed (docs/product/screens.md; defaults 09:00-18:00). */
export function OperatingHoursCard({ settings }: { settings: ShopSettings }) {
  const t = useTexts(shopTexts);
  const clock = useShopClock();
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t.hoursTitle}</CardTitle>
        <CardDescription>
          <RichText
            text={t.hoursDescription}
            values={{ hours: <span className="font-semibold text-ink-800">{clock.hours(settings.openTime, settings.closeTime)}</span> }}
          />
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4 sm:grid-cols-2">
        <TimeField label={t.openingTime} field="openTime" saved={settings.openTime} />
        <TimeField label={t.closingTime} field="closeTime" saved={settings.closeTime} />
      </CardContent>
    </Card>
  );
}
