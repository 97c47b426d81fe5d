import { useTexts } from '../../lib/i18n/use-texts.js';
import { BusyConfirmDialog } from '../ui/busy-confirm-dialog.js';
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

/** docs/product/booking-rules.md#validation-rules: 'Are you sure you want to cancel this booking?', answered before anything happens. */
export function CancelConfirmDialog({ open, onOpenChange, needsVerification, cancelling, onConfirm, onCloseAutoFocus }: CancelConfirmDialogProps) {
  const t = useTexts(bookingComponentTexts);
  // The cancellation runs with the dialog open; the flow closes it when the answer comes.
  return (
    <BusyConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      onCloseAutoFocus={onCloseAutoFocus}
      title={t.confirm}
      description={needsVerification ? t.confirmWithCode : t.confirmFinal}
      cancelLabel={t.keepBooking}
      confirmLabel={t.yesCancel}
      busyLabel={t.cancelling}
      busy={cancelling}
      onConfirm={onConfirm}
    />
  );
}
