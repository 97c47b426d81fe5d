import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '../ui/alert-dialog.js';
import { Spinner } from '../ui/spinner.js';
import { CANCEL_TEXTS } from './cancel-texts.js';

export interface CancelConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** This browser cannot prove the booking is its own yet: a one-time code comes next. */
  needsVerification: boolean;
  cancelling: boolean;
  onConfirm: () => void;
  onCloseAutoFocus: (event: Event) => void;
}

/** Spec §5: 'Are you sure you want to cancel this booking?', answered before anything happens. */
export function CancelConfirmDialog({ open, onOpenChange, needsVerification, cancelling, onConfirm, onCloseAutoFocus }: CancelConfirmDialogProps) {
  return (
    <AlertDialog open={open} onOpenChange={onOpenChange}>
      <AlertDialogContent onCloseAutoFocus={onCloseAutoFocus}>
        <AlertDialogHeader>
          <AlertDialogTitle>{CANCEL_TEXTS.confirm}</AlertDialogTitle>
          <AlertDialogDescription>
            {needsVerification
              ? 'Your place will be given to the next customer. First we will confirm the phone number is yours with a one-time code.'
              : 'Your place will be given to the next customer. This cannot be undone.'}
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={cancelling}>Keep booking</AlertDialogCancel>
          <AlertDialogAction
            variant="destructive"
            disabled={cancelling}
            aria-busy={cancelling || undefined}
            onClick={(event) => {
              // Stay open while the cancellation runs; the flow closes it when the answer comes.
              event.preventDefault();
              onConfirm();
            }}
          >
            {cancelling ? (
              <>
                <Spinner size="sm" label={null} />
                Cancelling...
              </>
            ) : (
              'Yes, cancel'
            )}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
