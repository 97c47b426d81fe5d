import { useId, useRef } from 'react';
import type { Booking } from '../../../../shared/schemas/booking.js';
import { Switch } from '../../../components/ui/switch.js';
import { toast } from '../../../components/ui/use-toast.js';
import { ApiError } from '../../../lib/api-errors.js';
import { useAuth } from '../../../lib/auth/auth-context.js';
import { useErrorText } from '../../../lib/i18n/error-text.js';
import { useTexts } from '../../../lib/i18n/use-texts.js';
import { manageTokenOf } from '../../../lib/manage-tokens.js';
import { useMessagePreference } from '../api/message-preference.js';
import { messageSwitchAccess, messageSwitchHint } from '../logic/message-switch.js';
import { trackCardTexts } from '../texts-card.js';

/**
 * The customer's "Messages about this booking" switch (docs/product/messages.md): on by default, off stops them.
 * Shown to the booking's owner only. The new choice shows at once and goes back if the server
 * refuses; one change at a time, so a double tap sends once.
 */
export function MessagesSwitch({ booking }: { booking: Pick<Booking, 'id' | 'status' | 'customerPhone' | 'messagesStopped'> }) {
  const t = useTexts(trackCardTexts);
  const errorText = useErrorText();
  const { user } = useAuth();
  const preference = useMessagePreference({
    onError: (error) => {
      toast({
        variant: 'destructive',
        title: t.messagesFailed,
        // A 5xx's own words are meant for the server's logs; the general text says it better.
        description: errorText.describe(error instanceof ApiError && error.status >= 500 ? undefined : error, t.pleaseTryAgain),
      });
    },
  });
  const sending = useRef(false);
  const control = useRef<HTMLButtonElement>(null);
  const labelId = useId();
  const hintId = useId();

  const access = messageSwitchAccess(booking, user, manageTokenOf(booking.id));
  if (!access) return null;

  const stopped = preference.isPending ? preference.variables.stopped : booking.messagesStopped;
  const change = (on: boolean) => {
    if (sending.current) return;
    sending.current = true;
    const hadFocus = document.activeElement === control.current;
    preference.mutate(
      { bookingId: booking.id, stopped: !on, manageToken: access.manageToken },
      {
        onSettled: () => {
          sending.current = false;
          // Disabled while saving, the switch lost the keyboard's focus: give it back.
          if (hadFocus && document.activeElement === document.body) control.current?.focus();
        },
      },
    );
  };

  return (
    <div className="flex items-center justify-between gap-4 rounded-xl border border-line bg-sand-50 px-4 py-3">
      <div className="flex min-w-0 flex-col gap-0.5">
        <span id={labelId} className="text-sm font-semibold text-ink-900">
          {t.messagesLabel}
        </span>
        <span id={hintId} className="text-sm text-ink-500">
          {messageSwitchHint(!stopped, t)}
        </span>
      </div>
      <Switch
        ref={control}
        checked={!stopped}
        disabled={preference.isPending}
        aria-labelledby={labelId}
        aria-describedby={hintId}
        onCheckedChange={change}
      />
    </div>
  );
}
