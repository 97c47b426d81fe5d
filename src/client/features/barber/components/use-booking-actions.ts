import { useCallback, useRef, useState } from 'react';
import type { TimeAdjustment } from '../../../../shared/constants.js';
import type { PaymentInput } from '../../../../shared/schemas/payment.js';
import { toast } from '../../../components/ui/use-toast.js';
import type { Translation } from '../../../lib/i18n/catalogue.js';
import { useLanguage } from '../../../lib/i18n/language.js';
import { useTexts } from '../../../lib/i18n/use-texts.js';
import { useAdjustRemainingTime } from '../api/adjust-remaining-time.js';
import { useUpdateBookingStatus, type StaffStatus } from '../api/update-booking-status.js';
import { focusActivePanel, focusIsLost } from './focus-panel.js';
import { actionErrorCode, describeActionError, isAuthFailure } from '../logic/action-errors.js';
import { barberTexts, type BarberTexts } from '../texts.js';
import { useUndoOffer, type UndoControls } from './use-undo-offer.js';

/** What the success toast says happened to the booking. */
const STATUS_DONE: Record<StaffStatus, 'nowServing' | 'nowCompleted' | 'nowCancelled' | 'nowNoShow'> = {
  serving: 'nowServing',
  completed: 'nowCompleted',
  cancelled: 'nowCancelled',
  'no-show': 'nowNoShow',
};

function statusDone(t: Translation<BarberTexts>, booking: { id: number; customerName: string }, status: StaffStatus): string {
  return t[STATUS_DONE[status]]({ token: booking.id, name: booking.customerName });
}

/** After the booking a button belonged to is gone, focus goes to the open tab instead of the page's top. */
function keepFocusInPanel(): void {
  if (focusIsLost()) focusActivePanel();
}

export interface BookingActions {
  /** `payment`: with a completion, the entry written with it (docs/product/money.md#paid-at-the-chair). */
  setStatus: (booking: { id: number; customerName: string }, status: StaffStatus, onDone?: (done: boolean) => void, payment?: PaymentInput) => void;
  adjust: (bookingId: number, adjustment: TimeAdjustment, newRemainingTime: number) => void;
  /** Which action runs for a booking ('status', 'time'), so its buttons can be disabled. */
  pending: (bookingId: number) => { status: StaffStatus | null; time: boolean };
  /** The Undo offered after the last status change. */
  undo: UndoControls;
}

/**
 * The dashboard's actions with their toasts (docs/product/screens.md#barber-dashboard). Each is keyed by booking id and refuses to run
 * twice at once (a double tap sends one command), and every command names its booking, so a
 * repeat can never reach the next customer.
 */
export function useBookingActions(barberId: number): BookingActions {
  const t = useTexts(barberTexts);
  const language = useLanguage();
  const statusMutation = useUpdateBookingStatus();
  const timeMutation = useAdjustRemainingTime();
  const undo = useUndoOffer(barberId);
  const running = useRef(new Set<string>());
  const [inFlight, setInFlight] = useState<ReadonlyMap<string, StaffStatus | true>>(new Map());

  const start = useCallback((key: string, value: StaffStatus | true): boolean => {
    if (running.current.has(key)) return false;
    running.current.add(key);
    setInFlight((current) => new Map(current).set(key, value));
    return true;
  }, []);
  const finish = useCallback((key: string) => {
    running.current.delete(key);
    setInFlight((current) => {
      const next = new Map(current);
      next.delete(key);
      return next;
    });
  }, []);

  const setStatus: BookingActions['setStatus'] = (booking, status, onDone, payment) => {
    const key = `${booking.id}:status`;
    if (!start(key, status)) return;
    let done = false;
    // mutateAsync, not mutate: mutate's own callbacks fire only for the latest call, and two
    // bookings' actions may overlap.
    statusMutation
      .mutateAsync({ barberId, bookingId: booking.id, status, payment })
      .then((undoSeq) => {
        done = true;
        toast({ title: t.statusUpdated, description: statusDone(t, booking, status), variant: 'success' });
        if (undoSeq !== undefined) undo.offerUndo(booking, undoSeq);
      })
      .catch((error: unknown) => {
        // A lost session is told by the account check, not as a failed action.
        if (isAuthFailure(error)) return;
        // Someone else changed it first: the refetched screen shows how it stands; no alarm needed.
        const calm = actionErrorCode(error) === 'INVALID_TRANSITION';
        toast({
          title: t.statusFailed,
          description: describeActionError(error, language, t.tryAgain),
          variant: calm ? 'default' : 'destructive',
        });
      })
      .finally(() => {
        finish(key);
        onDone?.(done);
        requestAnimationFrame(keepFocusInPanel);
      });
  };

  const adjust: BookingActions['adjust'] = (bookingId, adjustment, newRemainingTime) => {
    const key = `${bookingId}:time`;
    if (!start(key, true)) return;
    timeMutation
      .mutateAsync({ barberId, bookingId, adjustment, newRemainingTime })
      .then(() => {
        toast({ title: t.timeUpdated, description: t.minutesRemaining({ minutes: newRemainingTime }), variant: 'success' });
      })
      .catch((error: unknown) => {
        if (isAuthFailure(error)) return;
        toast({ title: t.timeFailed, description: describeActionError(error, language, t.tryAgain), variant: 'destructive' });
      })
      .finally(() => {
        finish(key);
      });
  };

  const pending: BookingActions['pending'] = (bookingId) => {
    const status = inFlight.get(`${bookingId}:status`);
    return { status: typeof status === 'string' ? status : null, time: inFlight.has(`${bookingId}:time`) };
  };

  return { setStatus, adjust, pending, undo };
}
