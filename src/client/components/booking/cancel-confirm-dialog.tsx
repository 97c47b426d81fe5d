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
import { useTexts } from '../../lib/i18n/use-texts.js';
import { Spinner } from '../ui/spinner.js';
import { bookingComponentTexts } from './texts.js';

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
  const t = useTexts(bookingComponentTexts);
  return (
    <AlertDialog open={open} onOpenChange={onOpenChange}>
      <AlertDialogContent onCloseAutoFocus={onCloseAutoFocus}>
        <AlertDialogHeader>
          <AlertDialogTitle>{t.confirm}</AlertDialogTitle>
          <AlertDialogDescription>{needsVerification ? t.confirmWithCode : t.confirmFinal}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={cancelling}>{t.keepBooking}</AlertDialogCancel>
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
                {t.cancelling}
              </>
            ) : (
              t.yesCancel
            )}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
