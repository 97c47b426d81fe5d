import { X } from 'lucide-react';
import { useRef, useState } from 'react';
import type { Booking } from '../../../../shared/schemas/booking.js';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '../../../components/ui/alert-dialog.js';
import { Button, type ButtonSize } from '../../../components/ui/button.js';
import { Spinner } from '../../../components/ui/spinner.js';
import { cn } from '../../../lib/cn.js';
import { useActions } from './booking-actions-context.js';
import { focusActivePanel } from './focus-panel.js';

export interface CancelBookingButtonProps {
  booking: Pick<Booking, 'id' | 'customerName'>;
  size?: ButtonSize;
  /** Outline beside other actions; ghost in a list of many, where a red box on every row shouts. */
  variant?: 'outline' | 'ghost';
  className?: string | undefined;
}

/** The barber's Cancel (spec §4: cancelled by barber), always confirmed first; the dialog stays open until the answer. */
export function CancelBookingButton({ booking, size = 'md', variant = 'outline', className }: CancelBookingButtonProps) {
  const actions = useActions();
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const running = actions.pending(booking.id).status;
  const cancelling = running === 'cancelled';

  return (
    <AlertDialog
      open={open}
      onOpenChange={(next) => {
        if (!cancelling) setOpen(next);
      }}
    >
      <AlertDialogTrigger asChild>
        <Button ref={trigger} variant={variant} size={size} disabled={running !== null || actions.offline} className={cn('text-red-700', className)}>
          <X aria-hidden="true" />
          Cancel
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent
        onCloseAutoFocus={(event) => {
          // The booking (and its button) may be gone by now: keep focus in the tab instead of the page top.
          if (trigger.current?.isConnected) return;
          event.preventDefault();
          focusActivePanel();
        }}
      >
        <AlertDialogHeader>
          <AlertDialogTitle>Cancel booking #{booking.id}?</AlertDialogTitle>
          <AlertDialogDescription>
            Are you sure you want to cancel this booking? {booking.customerName} will lose their place, and the booking moves to your
            history as cancelled by barber.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={cancelling}>Keep Booking</AlertDialogCancel>
          <AlertDialogAction
            variant="destructive"
            disabled={cancelling || actions.offline}
            aria-busy={cancelling || undefined}
            onClick={(event) => {
              // Stay open while it runs; the answer closes it.
              event.preventDefault();
              actions.setStatus(booking, 'cancelled', () => {
                setOpen(false);
              });
            }}
          >
            {cancelling ? (
              <>
                <Spinner size="sm" label={null} />
                Cancelling...
              </>
            ) : (
              'Cancel Booking'
            )}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
