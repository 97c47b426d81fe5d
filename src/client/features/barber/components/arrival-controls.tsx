import { MapPin, MapPinOff, UserCheck } from 'lucide-react';
import type { Booking } from '../../../../shared/schemas/booking.js';
import { useArrivalMutation } from '../../../components/booking/api/arrival.js';
import { Badge } from '../../../components/ui/badge.js';
import { Button } from '../../../components/ui/button.js';
import { toast } from '../../../components/ui/use-toast.js';
import { useLanguage } from '../../../lib/i18n/language.js';
import { useTexts } from '../../../lib/i18n/use-texts.js';
import { describeActionError, isAuthFailure } from '../logic/action-errors.js';
import { barberArrivalTexts } from '../texts-arrival.js';
import { useActions } from './booking-actions-context.js';

/** Here / Away on a waiting walk-in: in words and colour, not colour alone. */
export function ArrivalBadge({ booking }: { booking: Pick<Booking, 'bookingType' | 'arrivedAt'> }) {
  const t = useTexts(barberArrivalTexts);
  if (booking.bookingType !== 'queue') return null;
  const here = booking.arrivedAt !== null;
  return (
    <Badge tone={here ? 'success' : 'warning'} className="gap-1" title={here ? t.hereTitle : t.awayTitle}>
      {here ? <MapPin className="size-3.5" aria-hidden="true" /> : <MapPinOff className="size-3.5" aria-hidden="true" />}
      {here ? t.here : t.away}
    </Badge>
  );
}

/** The barber marks an away walk-in as in the shop (a customer who came in without tapping "I'm here"). */
export function MarkHereButton({ booking }: { booking: Pick<Booking, 'id' | 'customerName' | 'bookingType' | 'arrivedAt'> }) {
  const t = useTexts(barberArrivalTexts);
  const language = useLanguage();
  const actions = useActions();
  const arrival = useArrivalMutation();
  if (booking.bookingType !== 'queue' || booking.arrivedAt !== null) return null;
  return (
    <Button
      variant="outline"
      aria-label={t.markHereLabel({ token: booking.id, name: booking.customerName })}
      loading={arrival.isPending}
      loadingText={t.marking}
      disabled={actions.offline}
      onClick={() => {
        if (arrival.isPending) return;
        arrival.mutate(
          { bookingId: booking.id, action: { kind: 'arrival', arrived: true } },
          {
            onSuccess: () => {
              toast({ variant: 'success', title: t.markedHere({ token: booking.id, name: booking.customerName }) });
            },
            onError: (error) => {
              if (isAuthFailure(error)) return;
              toast({ variant: 'destructive', title: t.markFailed, description: describeActionError(error, language, t.pleaseTryAgain) });
            },
          },
        );
      }}
    >
      <UserCheck aria-hidden="true" />
      {t.markHere}
    </Button>
  );
}
