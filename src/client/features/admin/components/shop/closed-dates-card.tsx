import { useState } from 'react';
import { CLOSED_DATES_MAX } from '../../../../../shared/constants.js';
import type { ShopSettings } from '../../../../../shared/schemas/shop-settings.js';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../../components/ui/card.js';
import { ApiError } from '../../../../lib/api-errors.js';
import { useErrorText } from '../../../../lib/i18n/error-text.js';
import { useLanguage } from '../../../../lib/i18n/language.js';
import { useTexts } from '../../../../lib/i18n/use-texts.js';
import { formatDayDate } from '../../logic/dated-days.js';
import { shopTexts } from '../../texts-shop.js';
import { DateListEditor } from '../date-list-editor.js';
import { useShopToday } from '../use-shop-today.js';
import { useSaveSettings } from './use-save-settings.js';

/** The server's reason for a refused list, whichever date it names ('closedDates' or 'closedDates.2'). */
function closedDatesError(error: Error): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  return Object.entries(error.fields).find(([field]) => field === 'closedDates' || field.startsWith('closedDates.'))?.[1];
}

/** Shop-wide closed dates (holidays, docs/product/chairs-day.md): nobody can book or join the queue on them. Each change saves at once. */
export function ClosedDatesCard({ settings }: { settings: ShopSettings }) {
  const t = useTexts(shopTexts);
  const language = useLanguage();
  const errorText = useErrorText();
  const { save, pending, variables } = useSaveSettings();
  const today = useShopToday();
  const [error, setError] = useState<string | undefined>(undefined);
  // While a change is on its way the list already shows it.
  const dates = pending && variables?.closedDates ? variables.closedDates : settings.closedDates;

  const change = (next: string[]) => {
    setError(undefined);
    const added = next.find((date) => !dates.includes(date));
    const removed = dates.find((date) => !next.includes(date));
    const success = added
      ? t.closedOn({ date: formatDayDate(added, today, language) })
      : removed
        ? t.openAgainOn({ date: formatDayDate(removed, today, language) })
        : t.closedDatesSaved;
    save(
      { closedDates: next },
      {
        success,
        onError: (failure) => {
          setError(closedDatesError(failure));
        },
      },
    );
  };

  return (
    <Card aria-busy={pending || undefined}>
      <CardHeader>
        <CardTitle>{t.closedTitle}</CardTitle>
        <CardDescription>{t.closedDescription}</CardDescription>
      </CardHeader>
      <CardContent>
        <DateListEditor
          dates={dates}
          today={today}
          max={CLOSED_DATES_MAX}
          inputLabel={t.closedDate}
          addText={t.addClosedDate}
          removeLabel={(date) => t.removeClosedDate({ date })}
          emptyText={t.noClosedDates}
          disabled={pending}
          error={errorText.message(error)}
          onChange={change}
        />
      </CardContent>
    </Card>
  );
}
