import { X } from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { Booking } from '../../../shared/schemas/booking.js';
import { ApiError, hasErrorCode } from '../../lib/api-errors.js';
import { useAuth } from '../../lib/auth/auth-context.js';
import { useCan } from '../../lib/auth/use-can.js';
import { textsIn } from '../../lib/i18n/catalogue.js';
import { describeApiError } from '../../lib/i18n/error-text.js';
import { currentLanguage } from '../../lib/i18n/language.js';
import { useTexts } from '../../lib/i18n/use-texts.js';
import { manageTokenOf } from '../../lib/manage-tokens.js';
import { Button, type ButtonSize, type ButtonVariant } from '../ui/button.js';
import { toast } from '../ui/use-toast.js';
import { useCancelBooking } from './api/cancel-booking.js';
import { ownershipOf } from './booking-ownership.js';
import { CancelConfirmDialog } from './cancel-confirm-dialog.js';
import { bookingComponentTexts } from './texts.js';
import { VerifyPhoneDialog } from './verify-phone-dialog.js';

export interface CancelBookingButtonProps {
  /** The booking as the API answered it; `canCancel` is the server's word on the 15-minute rule. */
  booking: Pick<Booking, 'id' | 'barberId' | 'status' | 'customerPhone' | 'canCancel'>;
  /** The manage token, when the caller holds it (right after booking); otherwise this browser's store is read. */
  manageToken?: string | undefined;
  /**
   * After a successful cancellation (the toast has been shown), once the dialog has closed: close
   * an overlay, move focus somewhere that stays (the Cancel button goes away).
   */
  onCancelled?: (booking: Booking) => void;
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
  children?: ReactNode;
}

type Step = 'closed' | 'confirm' | 'verify';

const tokenRefused = (error: unknown, token: string | undefined) =>
  token !== undefined && error instanceof ApiError && (error.status === 401 || error.status === 403);

/**
 * The customer's Cancel (docs/product/booking-rules.md#validation-rules, docs/product/roles.md): shown only while the server allows it (and not to
 * a signed-in barber or admin), asks
 * 'Are you sure...', proves ownership with this browser's manage token or customer session, or
 * else by a one-time code to the booking's phone, then cancels and says so in a toast.
 */
export function CancelBookingButton({ booking, manageToken, onCancelled, variant = 'outline', size = 'md', className, children }: CancelBookingButtonProps) {
  const t = useTexts(bookingComponentTexts);
  const { user } = useAuth();
  const forCustomer = useCan('booking:act-as-customer');
  // The cancelled booking, until it is handed to onCancelled once the dialog has let go of focus.
  const cancelled = useRef<Booking | null>(null);
  const visible = useRef(false);
  const cancel = useCancelBooking({
    // These may run after the button is gone: the texts are those of the language shown then.
    onSuccess: (booking) => {
      cancelled.current = booking;
      const texts = textsIn(bookingComponentTexts, currentLanguage());
      toast({ variant: 'success', title: texts.successTitle, description: texts.successDescription });
    },
    onError: (error, input) => {
      if (tokenRefused(error, input.manageToken)) return;
      const language = currentLanguage();
      const texts = textsIn(bookingComponentTexts, language);
      // The 15-minute rule closed meanwhile, or the barber changed the booking: the server says which.
      const description = hasErrorCode(error, 'CANCEL_NOT_ALLOWED', 'INVALID_TRANSITION')
        ? describeApiError(error, language, texts.failureDescription)
        : texts.failureDescription;
      toast({ variant: 'destructive', title: texts.failureTitle, description });
    },
  });
  const [step, setStep] = useState<Step>('closed');
  const trigger = useRef<HTMLButtonElement>(null);

  const active = booking.status === 'waiting' || booking.status === 'serving';
  // Staff cancel from their dashboard, as the barber; a code here would sign them out to a customer.
  const shown = active && booking.canCancel && forCustomer;
  useEffect(() => {
    visible.current = shown;
  });
  if (!shown) return null;

  const ownership = ownershipOf({ user, phone: booking.customerPhone, token: manageToken ?? manageTokenOf(booking.id) });
  // A walk-in added without a phone is cancelled with its token page's link, or at the counter.
  const phone = booking.customerPhone;
  if (ownership.kind === 'none' && phone === null) return null;

  const runCancel = (token: string | undefined) => {
    cancel.mutate(
      { bookingId: booking.id, manageToken: token },
      {
        onSuccess: () => {
          setStep('closed');
          // A live update may have removed the button (and its dialogs) before the answer came.
          if (!visible.current) handOver();
        },
        onError: (error) => {
          // A token the server does not accept (another server's, a changed secret): prove the phone instead.
          setStep(tokenRefused(error, token) ? 'verify' : 'closed');
        },
      },
    );
  };

  const confirm = () => {
    if (ownership.kind === 'none') setStep('verify');
    else runCancel(ownership.kind === 'token' ? ownership.token : undefined);
  };

  const handOver = (): boolean => {
    const done = cancelled.current;
    if (!done) return false;
    cancelled.current = null;
    onCancelled?.(done);
    return true;
  };

  // Neither dialog has a Radix trigger (one follows the other), so focus is returned by hand; after
  // a cancellation the Cancel button is on its way out, and onCancelled decides where focus goes
  // (called only now: while a dialog is open, it keeps focus inside itself).
  const returnFocus = (event: Event) => {
    event.preventDefault();
    if (!handOver()) trigger.current?.focus();
  };

  return (
    <>
      <Button
        ref={trigger}
        variant={variant}
        size={size}
        className={className}
        aria-label={t.cancelBooking({ id: booking.id })}
        onClick={() => {
          setStep('confirm');
        }}
      >
        {children ?? (
          <>
            <X aria-hidden="true" />
            {t.cancel}
          </>
        )}
      </Button>
      <CancelConfirmDialog
        open={step === 'confirm'}
        onOpenChange={(open) => {
          if (!open && !cancel.isPending) setStep('closed');
        }}
        needsVerification={ownership.kind === 'none'}
        cancelling={cancel.isPending}
        onConfirm={confirm}
        onCloseAutoFocus={(event) => {
          // Straight on to the code dialog: it takes the focus itself.
          if (step === 'verify') event.preventDefault();
          else returnFocus(event);
        }}
      />
      {phone !== null && (
        <VerifyPhoneDialog
          open={step === 'verify'}
          onOpenChange={(open) => {
            if (!open && !cancel.isPending) setStep('closed');
          }}
          phone={phone}
          cancelling={cancel.isPending}
          onVerified={() => {
            runCancel(undefined);
          }}
          onCloseAutoFocus={returnFocus}
        />
      )}
    </>
  );
}
