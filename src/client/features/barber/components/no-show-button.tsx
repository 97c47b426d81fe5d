import { UserX } from 'lucide-react';
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
import { Button } from '../../../components/ui/button.js';
import { Spinner } from '../../../components/ui/spinner.js';
import { cn } from '../../../lib/cn.js';
import { useActions } from './booking-actions-context.js';
import { focusActivePanel } from './focus-panel.js';

export interface NoShowButtonProps {
  booking: Pick<Booking, 'id' | 'customerName'>;
  /** Outline when it is the likely next step (a slot well past its time); ghost beside Cancel otherwise. */
  variant?: 'outline' | 'ghost';
  className?: string | undefined;
}

/** The barber marks a waiting customer who never came (DESIGN §11), confirmed first like Cancel. */
export function NoShowButton({ booking, variant = 'ghost', className }: NoShowButtonProps) {
  const actions = useActions();
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const running = actions.pending(booking.id).status;
  const marking = running === 'no-show';

  return (
    <AlertDialog
      open={open}
      onOpenChange={(next) => {
        if (!marking) setOpen(next);
      }}
    >
      <AlertDialogTrigger asChild>
        <Button ref={trigger} variant={variant} disabled={running !== null || actions.offline} className={cn('text-ink-700', className)}>
          <UserX aria-hidden="true" />
          No-show
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent
        onCloseAutoFocus={(event) => {
          if (trigger.current?.isConnected) return;
          event.preventDefault();
          focusActivePanel();
        }}
      >
        <AlertDialogHeader>
          <AlertDialogTitle>Mark booking #{booking.id} as a no-show?</AlertDialogTitle>
          <AlertDialogDescription>
            {booking.customerName} has not come. The booking is cancelled and shows as a no-show in your history.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={marking}>Keep Booking</AlertDialogCancel>
          <AlertDialogAction
            variant="destructive"
            disabled={marking || actions.offline}
            aria-busy={marking || undefined}
            onClick={(event) => {
              event.preventDefault();
              actions.setStatus(booking, 'no-show', () => {
                setOpen(false);
              });
            }}
          >
            {marking ? (
              <>
                <Spinner size="sm" label={null} />
                Marking...
              </>
            ) : (
              'Mark No-show'
            )}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
