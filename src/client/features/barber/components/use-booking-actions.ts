import { useCallback, useRef, useState } from 'react';
import type { TimeAdjustment } from '../../../../shared/constants.js';
import { toast } from '../../../components/ui/use-toast.js';
import { useAdjustRemainingTime } from '../api/adjust-remaining-time.js';
import { useUpdateBookingStatus, type StaffStatus } from '../api/update-booking-status.js';
import { focusActivePanel, focusIsLost } from './focus-panel.js';
import { actionErrorCode, describeActionError, isAuthFailure } from '../logic/action-errors.js';

/** Spec §8 barber toasts, word for word. */
export const ACTION_TEXTS = {
  statusUpdated: 'Status updated',
  statusFailed: 'Failed to update booking status',
  timeUpdated: 'Time updated',
  timeFailed: 'Failed to update remaining time',
} as const;

const STATUS_DONE: Record<StaffStatus, string> = {
  serving: 'is in the chair now',
  completed: 'is completed',
  cancelled: 'is cancelled',
  'no-show': 'is marked as a no-show',
};

/** After the booking a button belonged to is gone, focus goes to the open tab instead of the page's top. */
function keepFocusInPanel(): void {
  if (focusIsLost()) focusActivePanel();
}

export interface BookingActions {
  setStatus: (booking: { id: number; customerName: string }, status: StaffStatus, onDone?: () => void) => void;
  adjust: (bookingId: number, adjustment: TimeAdjustment, newRemainingTime: number) => void;
  /** Which action runs for a booking ('status', 'time'), so its buttons can be disabled. */
  pending: (bookingId: number) => { status: StaffStatus | null; time: boolean };
}

/**
 * The dashboard's actions with the spec's toasts. Each is keyed by booking id and refuses to run
 * twice at once (a double tap sends one command), and every command names its booking, so a
 * repeat can never reach the next customer.
 */
export function useBookingActions(barberId: number): BookingActions {
  const statusMutation = useUpdateBookingStatus();
  const timeMutation = useAdjustRemainingTime();
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

  const setStatus: BookingActions['setStatus'] = (booking, status, onDone) => {
    const key = `${booking.id}:status`;
    if (!start(key, status)) return;
    // mutateAsync, not mutate: mutate's own callbacks fire only for the latest call, and two
    // bookings' actions may overlap.
    statusMutation
      .mutateAsync({ barberId, bookingId: booking.id, status })
      .then(() => {
        toast({ title: ACTION_TEXTS.statusUpdated, description: `#${booking.id} ${booking.customerName} ${STATUS_DONE[status]}.`, variant: 'success' });
      })
      .catch((error: unknown) => {
        // A lost session is told by the account check, not as a failed action.
        if (isAuthFailure(error)) return;
        // Someone else changed it first: the refetched screen shows how it stands; no alarm needed.
        const calm = actionErrorCode(error) === 'INVALID_TRANSITION';
        toast({
          title: ACTION_TEXTS.statusFailed,
          description: describeActionError(error, 'Please try again.'),
          variant: calm ? 'default' : 'destructive',
        });
      })
      .finally(() => {
        finish(key);
        onDone?.();
        requestAnimationFrame(keepFocusInPanel);
      });
  };

  const adjust: BookingActions['adjust'] = (bookingId, adjustment, newRemainingTime) => {
    const key = `${bookingId}:time`;
    if (!start(key, true)) return;
    timeMutation
      .mutateAsync({ barberId, bookingId, adjustment, newRemainingTime })
      .then(() => {
        toast({ title: ACTION_TEXTS.timeUpdated, description: `${newRemainingTime} min remaining.`, variant: 'success' });
      })
      .catch((error: unknown) => {
        if (isAuthFailure(error)) return;
        toast({ title: ACTION_TEXTS.timeFailed, description: describeActionError(error, 'Please try again.'), variant: 'destructive' });
      })
      .finally(() => {
        finish(key);
      });
  };

  const pending: BookingActions['pending'] = (bookingId) => {
    const status = inFlight.get(`${bookingId}:status`);
    return { status: typeof status === 'string' ? status : null, time: inFlight.has(`${bookingId}:time`) };
  };

  return { setStatus, adjust, pending };
}
