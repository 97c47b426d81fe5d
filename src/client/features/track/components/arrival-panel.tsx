import { CircleCheck, MapPin, Timer } from 'lucide-react';
import { useId } from 'react';
import { RUNNING_LATE_CHOICES, type RunningLateMinutes } from '../../../../shared/constants.js';
import type { Booking } from '../../../../shared/schemas/booking.js';
import { useArrivalMutation, type ArrivalAction } from '../../../components/booking/api/arrival.js';
import { Button } from '../../../components/ui/button.js';
import { toast } from '../../../components/ui/use-toast.js';
import { ApiError } from '../../../lib/api-errors.js';
import { useAuth } from '../../../lib/auth/auth-context.js';
import { useErrorText } from '../../../lib/i18n/error-text.js';
import { useTexts } from '../../../lib/i18n/use-texts.js';
import { manageTokenOf } from '../../../lib/manage-tokens.js';
import { useShopClock } from '../../../lib/time.js';
import { messageSwitchAccess } from '../logic/message-switch.js';
import { trackArrivalTexts } from '../texts-arrival.js';

type ArrivalBooking = Pick<Booking, 'id' | 'status' | 'bookingType' | 'customerPhone' | 'arrivedAt' | 'notBefore' | 'passedOver' | 'expectedStartTime'>;

/**
 * A waiting walk-in's "I'm here" and "Running late, 10 / 20 min" (docs/decisions/0015-arrival-and-running-late.md),
 * for the booking's owner only (the same proof as the messages switch). What the shop now knows is
 * said in the panel itself and confirmed by a toast with the new expected time.
 */
export function ArrivalPanel({ booking }: { booking: ArrivalBooking }) {
  const t = useTexts(trackArrivalTexts);
  const errorText = useErrorText();
  const clock = useShopClock();
  const { user } = useAuth();
  const arrival = useArrivalMutation();
  const lateId = useId();

  const access = messageSwitchAccess(booking, user, manageTokenOf(booking.id));
  if (!access || booking.status !== 'waiting' || booking.bookingType !== 'queue') return null;

  const say = (action: ArrivalAction) => {
    if (arrival.isPending) return;
    arrival.mutate(
      { bookingId: booking.id, action, manageToken: access.manageToken },
      {
        onSuccess: (updated) => {
          const expected = updated.expectedStartTime ? clock.time(updated.expectedStartTime) : null;
          toast({
            variant: 'success',
            title: action.kind === 'arrival' ? t.toldHere : expected ? t.toldLate({ time: expected }) : t.toldHere,
          });
        },
        onError: (error) => {
          toast({
            variant: 'destructive',
            title: t.failed,
            description: errorText.describe(error instanceof ApiError && error.status >= 500 ? undefined : error, t.pleaseTryAgain),
          });
        },
      },
    );
  };
  const running = arrival.isPending ? arrival.variables.action : null;
  const lateBusy = (minutes: RunningLateMinutes) => running?.kind === 'late' && running.minutes === minutes;

  if (booking.arrivedAt !== null) {
    return (
      <div className="flex items-start gap-3 rounded-xl border border-green-200 bg-green-50 px-4 py-3">
        <CircleCheck className="mt-0.5 size-5 shrink-0 text-green-700" aria-hidden="true" />
        <div className="flex flex-col gap-0.5">
          <p className="text-sm font-semibold text-ink-900">{t.hereNow}</p>
          <p className="text-sm text-ink-600">{t.hereHint}</p>
        </div>
      </div>
    );
  }

  return (
    <section aria-label={t.heading} className="flex flex-col gap-3 rounded-xl border border-line bg-sand-50 px-4 py-3">
      {booking.passedOver > 0 ? (
        <p className="text-sm font-medium text-orange-800">{t.passed}</p>
      ) : (
        <p className="text-sm text-ink-600">{t.notHere}</p>
      )}
      <Button className="self-stretch sm:self-start" loading={running?.kind === 'arrival'} loadingText={t.saying} disabled={arrival.isPending} onClick={() => { say({ kind: 'arrival', arrived: true }); }}>
        <MapPin aria-hidden="true" />
        {t.imHere}
      </Button>
      {booking.notBefore !== null ? (
        <p className="flex items-start gap-2 text-sm text-ink-700">
          <Timer className="mt-0.5 size-4 shrink-0 text-bronze-700" aria-hidden="true" />
          {t.lateKept({ time: clock.time(booking.notBefore) })}
        </p>
      ) : (
        <div role="group" aria-labelledby={lateId} className="flex flex-col gap-2">
          <span id={lateId} className="text-sm font-semibold text-ink-900">
            {t.runningLate}
          </span>
          <div className="grid grid-cols-2 gap-2 sm:flex">
            {RUNNING_LATE_CHOICES.map((minutes) => (
              <Button
                key={minutes}
                variant="outline"
                aria-label={t.lateLabel({ minutes })}
                loading={lateBusy(minutes)}
                disabled={arrival.isPending}
                onClick={() => {
                  say({ kind: 'late', minutes });
                }}
              >
                {t.lateMinutes({ minutes })}
              </Button>
            ))}
          </div>
        </div>
      )}
    </section>
  );
}
