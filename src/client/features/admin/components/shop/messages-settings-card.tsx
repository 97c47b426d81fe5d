import { Save } from 'lucide-react';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { TURN_NEAR_MINUTES_RANGE } from '../../../../../shared/constants.js';
import type { ShopSettings } from '../../../../../shared/schemas/shop-settings.js';
import { Button } from '../../../../components/ui/button.js';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../../components/ui/card.js';
import { Input } from '../../../../components/ui/input.js';
import { Label } from '../../../../components/ui/label.js';
import { Skeleton } from '../../../../components/ui/skeleton.js';
import { ApiError } from '../../../../lib/api-errors.js';
import { useErrorText } from '../../../../lib/i18n/error-text.js';
import { useLanguage } from '../../../../lib/i18n/language.js';
import { formatNumber } from '../../../../lib/i18n/numbers.js';
import { useTexts } from '../../../../lib/i18n/use-texts.js';
import { useMessageChannel } from '../../api/messages.js';
import { turnNearMinutesError } from '../../logic/messages.js';
import { adminTexts } from '../../texts.js';
import { shopTexts } from '../../texts-shop.js';
import { ChannelNote } from '../messages/channel-note.js';
import { useSaveSettings } from './use-save-settings.js';

/** The channel the shop's messages use, as the Messages tab says it. */
function ChannelInUse() {
  const t = useTexts(shopTexts);
  const channel = useMessageChannel();
  if (channel.isPending) return <Skeleton rounded="2xl" tone="ink" className="h-20" />;
  if (channel.isError) return <p className="text-sm text-ink-500">{t.channelUnknown}</p>;
  return <ChannelNote channel={channel.data} place="elsewhere" />;
}

/**
 * Messages to customers (docs/product/messages.md): how long before the expected start "your turn is near" goes
 * out (checked by the shared schema), and the channel in use.
 */
export function MessagesSettingsCard({ settings }: { settings: ShopSettings }) {
  const t = useTexts(shopTexts);
  const common = useTexts(adminTexts);
  const language = useLanguage();
  const errorText = useErrorText();
  const { save, pending } = useSaveSettings();
  const form = useForm<{ turnNearMinutes: string }>({
    values: { turnNearMinutes: String(settings.turnNearMinutes) },
    resetOptions: { keepDirtyValues: true },
  });
  const { errors, isDirty } = form.formState;
  const error = errorText.message(errors.turnNearMinutes?.message);
  const inputId = useId();
  const hintId = useId();
  const errorId = useId();

  const onSubmit = form.handleSubmit(({ turnNearMinutes }) => {
    const minutes = Number(turnNearMinutes.trim());
    save(
      { turnNearMinutes: minutes },
      {
        success: t.turnNearSaved({ minutes: formatNumber(minutes, language) }),
        onSuccess: () => {
          form.reset({ turnNearMinutes: String(minutes) });
        },
        onError: (error) => {
          const message = error instanceof ApiError ? error.fields.turnNearMinutes : undefined;
          if (message) form.setError('turnNearMinutes', { message });
        },
      },
    );
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle>{common.tabMessages}</CardTitle>
        <CardDescription>{t.messagesDescription}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-5">
        <form onSubmit={(event) => void onSubmit(event)} noValidate className="flex flex-col gap-1.5">
          <Label htmlFor={inputId}>{t.turnNear}</Label>
          {/* The field is short: its Save sits beside it, on phones too. */}
          <div className="flex items-start gap-2">
            <Input
              id={inputId}
              type="number"
              inputMode="numeric"
              min={TURN_NEAR_MINUTES_RANGE.min}
              max={TURN_NEAR_MINUTES_RANGE.max}
              step={1}
              aria-describedby={error ? `${hintId} ${errorId}` : hintId}
              aria-invalid={error ? true : undefined}
              className="max-w-28 tabular-nums"
              {...form.register('turnNearMinutes', { validate: (text) => turnNearMinutesError(text) ?? true })}
            />
            <Button type="submit" variant="secondary" loading={pending} loadingText={common.saving} disabled={!isDirty}>
              <Save aria-hidden="true" />
              {common.save}
              {/* Told apart from the shop details' Save for screen readers. */}
              <span className="sr-only">{t.saveTurnNear}</span>
            </Button>
          </div>
          {error && (
            <p id={errorId} className="text-sm font-medium text-red-700">
              {error}
            </p>
          )}
          <p id={hintId} className="text-sm text-ink-500">
            {t.turnNearHint}
          </p>
        </form>
        <div className="flex flex-col gap-2">
          <h4 className="text-sm font-semibold text-ink-800">{t.channelInUse}</h4>
          <ChannelInUse />
        </div>
      </CardContent>
    </Card>
  );
}
