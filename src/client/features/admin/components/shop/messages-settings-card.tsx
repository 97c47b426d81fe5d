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
import { useMessageChannel } from '../../api/messages.js';
import { turnNearMinutesError } from '../../lib/messages.js';
import { ChannelNote } from '../messages/channel-note.js';
import { useSaveSettings } from './use-save-settings.js';

/** The channel the shop's messages use, as the Messages tab says it. */
function ChannelInUse() {
  const channel = useMessageChannel();
  if (channel.isPending) return <Skeleton rounded="2xl" tone="ink" className="h-20" />;
  if (channel.isError) return <p className="text-sm text-ink-500">The channel in use could not be read. The Messages tab shows it too.</p>;
  return <ChannelNote channel={channel.data} place="elsewhere" />;
}

/**
 * Messages to customers (DESIGN §10): how long before the expected start "your turn is near" goes
 * out (checked by the shared schema), and the channel in use.
 */
export function MessagesSettingsCard({ settings }: { settings: ShopSettings }) {
  const { save, pending } = useSaveSettings();
  const form = useForm<{ turnNearMinutes: string }>({
    values: { turnNearMinutes: String(settings.turnNearMinutes) },
    resetOptions: { keepDirtyValues: true },
  });
  const { errors, isDirty } = form.formState;
  const error = errors.turnNearMinutes?.message;
  const inputId = useId();
  const hintId = useId();
  const errorId = useId();

  const onSubmit = form.handleSubmit(({ turnNearMinutes }) => {
    const minutes = Number(turnNearMinutes.trim());
    save(
      { turnNearMinutes: minutes },
      {
        success: `"Turn is near" goes out ${minutes} minutes ahead`,
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
        <CardTitle>Messages</CardTitle>
        <CardDescription>When customers are told their turn is near, and how messages reach them.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-5">
        <form onSubmit={(event) => void onSubmit(event)} noValidate className="flex flex-col gap-1.5">
          <Label htmlFor={inputId}>Turn is near: minutes ahead</Label>
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
            <Button type="submit" variant="secondary" loading={pending} loadingText="Saving..." disabled={!isDirty}>
              <Save aria-hidden="true" />
              Save
              {/* Told apart from the shop details' Save for screen readers. */}
              <span className="sr-only"> turn is near minutes</span>
            </Button>
          </div>
          {error && (
            <p id={errorId} className="text-sm font-medium text-red-700">
              {error}
            </p>
          )}
          <p id={hintId} className="text-sm text-ink-500">
            How long before the expected start customers are told to come. The walk-in next in line is told at once.
          </p>
        </form>
        <div className="flex flex-col gap-2">
          <h4 className="text-sm font-semibold text-ink-800">Channel in use</h4>
          <ChannelInUse />
        </div>
      </CardContent>
    </Card>
  );
}
