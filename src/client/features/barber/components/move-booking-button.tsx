import { ArrowRightLeft, ChevronRight } from 'lucide-react';
import { useRef, useState } from 'react';
import { showsNoWait } from '../../../../shared/domain/wait-label.js';
import type { Barber } from '../../../../shared/schemas/barber.js';
import type { Booking } from '../../../../shared/schemas/booking.js';
import { Button } from '../../../components/ui/button.js';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from '../../../components/ui/dialog.js';
import { Spinner } from '../../../components/ui/spinner.js';
import { toast } from '../../../components/ui/use-toast.js';
import { cn } from '../../../lib/cn.js';
import { useLanguage } from '../../../lib/i18n/language.js';
import { useTexts } from '../../../lib/i18n/use-texts.js';
import { useBarbers } from '../../../lib/queries/barbers.js';
import { useMoveBooking } from '../api/move-booking.js';
import { describeActionError, isAuthFailure } from '../logic/action-errors.js';
import { moveTexts } from '../texts-move.js';
import { useActions } from './booking-actions-context.js';
import { focusActivePanel } from './focus-panel.js';

type Movable = Pick<Booking, 'id' | 'customerName' | 'barberId' | 'bookingType' | 'status'>;

/** Every other barber taking customers, shortest wait first (as the list comes). */
const otherBarbers = (barbers: readonly Barber[], barberId: number) => barbers.filter((barber) => barber.id !== barberId && barber.isAvailable);

interface BarberChoicesProps {
  booking: Movable;
  /** The barber being moved to while the move runs. */
  movingTo: number | null;
  onChoose: (barber: Barber) => void;
}

/** The chairs to move to, each a button with its current wait; loading, failed and empty said as such. */
function BarberChoices({ booking, movingTo, onChoose }: BarberChoicesProps) {
  const t = useTexts(moveTexts);
  const actions = useActions();
  const barbers = useBarbers();
  if (barbers.isPending) {
    return (
      <div className="flex justify-center py-6">
        <Spinner />
      </div>
    );
  }
  if (barbers.isError) {
    return (
      <div role="alert" className="flex flex-col items-start gap-3 text-sm text-red-800">
        {t.loadFailed}
        <Button variant="outline" onClick={() => void barbers.refetch()}>
          {t.retry}
        </Button>
      </div>
    );
  }
  const choices = otherBarbers(barbers.data, booking.barberId);
  if (choices.length === 0) return <p className="rounded-xl bg-sand-100 px-4 py-3 text-sm text-ink-700">{t.noOtherBarber}</p>;
  return (
    <ul aria-label={t.barbers} className="flex flex-col gap-2">
      {choices.map((barber) => {
        const moving = movingTo === barber.id;
        return (
          <li key={barber.id}>
            <button
              type="button"
              disabled={movingTo !== null || actions.offline}
              aria-busy={moving || undefined}
              onClick={() => {
                onChoose(barber);
              }}
              className={cn(
                'flex min-h-14 w-full items-center gap-3 rounded-xl border border-line bg-white px-4 py-3 text-left transition-colors',
                'hover:border-gold-400 hover:bg-sand-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-gold-500',
                'disabled:cursor-not-allowed disabled:opacity-60',
                moving && 'border-gold-400 bg-sand-50 disabled:opacity-100',
              )}
            >
              <span className="min-w-0 flex-1 truncate font-semibold text-ink-950">{barber.name}</span>
              {moving ? (
                <span className="flex shrink-0 items-center gap-2 text-sm text-ink-700">
                  <Spinner size="sm" label={null} />
                  {t.moving}
                </span>
              ) : (
                <>
                  <span className="shrink-0 text-sm text-ink-600">
                    {showsNoWait(barber) ? t.noWait : t.waitMinutes({ minutes: barber.waitTime })}
                  </span>
                  <ChevronRight className="size-4 shrink-0 text-ink-400" aria-hidden="true" />
                </>
              )}
            </button>
          </li>
        );
      })}
    </ul>
  );
}

/**
 * "Move to another barber" on a waiting walk-in: a dialog of the other barbers taking customers
 * with their wait; choosing one moves the walk-in there (PUT /api/bookings/{id}/barber). The dialog
 * stays open while the move runs, so a second tap acts no more, and after a refusal, so another
 * barber can be chosen.
 */
export function MoveBookingButton({ booking, className }: { booking: Movable; className?: string | undefined }) {
  const t = useTexts(moveTexts);
  const language = useLanguage();
  const actions = useActions();
  const move = useMoveBooking();
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  if (booking.bookingType !== 'queue' || booking.status !== 'waiting') return null;
  const movingTo = move.isPending ? move.variables.barberId : null;

  const choose = (barber: Barber) => {
    if (move.isPending) return;
    // A promise, not mutate's callbacks: those are dropped when the walk-in leaves this queue
    // (live) before the answer comes, and the toast must still say where he went.
    move
      .mutateAsync({ bookingId: booking.id, fromBarberId: booking.barberId, barberId: barber.id })
      .then(() => {
        setOpen(false);
        toast({ variant: 'success', title: t.moved, description: t.movedTo({ token: booking.id, name: booking.customerName, barber: barber.name }) });
      })
      .catch((error: unknown) => {
        if (isAuthFailure(error)) return;
        toast({ variant: 'destructive', title: t.moveFailed, description: describeActionError(error, language, t.pleaseTryAgain) });
      });
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!move.isPending) setOpen(next);
      }}
    >
      <DialogTrigger asChild>
        <Button
          ref={trigger}
          variant="ghost"
          className={className}
          aria-label={t.moveLabel({ token: booking.id, name: booking.customerName })}
          disabled={actions.offline || actions.pending(booking.id).status !== null}
        >
          <ArrowRightLeft aria-hidden="true" />
          {t.moveShort}
        </Button>
      </DialogTrigger>
      <DialogContent
        size="md"
        onCloseAutoFocus={(event) => {
          // The walk-in (and this button) has left the queue after a move: keep focus in the tab.
          if (trigger.current?.isConnected) return;
          event.preventDefault();
          focusActivePanel();
        }}
      >
        <DialogHeader>
          <DialogTitle>{t.moveTitle({ token: booking.id })}</DialogTitle>
          <DialogDescription>{t.moveIntro({ name: booking.customerName })}</DialogDescription>
        </DialogHeader>
        <BarberChoices booking={booking} movingTo={movingTo} onChoose={choose} />
      </DialogContent>
    </Dialog>
  );
}
