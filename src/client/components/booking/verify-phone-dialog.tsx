import { ShieldCheck } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useErrorText } from '../../lib/i18n/error-text.js';
import { useTexts } from '../../lib/i18n/use-texts.js';
import { Button } from '../ui/button.js';
import { Emphasized } from '../ui/emphasized.js';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../ui/dialog.js';
import { toast } from '../ui/use-toast.js';
import { useSendOtp } from '../../lib/auth/otp.js';
import { formatPhone } from './format-phone.js';
import { OtpCodeForm } from './otp-code-form.js';
import { bookingComponentTexts } from './texts.js';

/** docs/product/booking-rules.md#business-constants-and-limits: the echo-mode code toast stays 10 s. */
const TEST_OTP_TOAST_MS = 10_000;

export interface VerifyPhoneDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The booking's 10-digit phone: the code goes there, so only its owner can go on. */
  phone: string;
  /** Called once the code is verified and the customer is signed in. */
  onVerified: () => void;
  /** True while the cancellation that follows the verification runs. */
  cancelling: boolean;
  /** Where focus goes when the dialog closes (it has no trigger of its own). */
  onCloseAutoFocus?: (event: Event) => void;
}

/**
 * Proves a phone by one-time code on a device that did not make the booking (docs/product/architecture.md#the-web-client): send a
 * code to the booking's number, enter it, and the customer is signed in. In echo mode the code is
 * shown in a toast for 10 s (docs/product/api.md).
 */
export function VerifyPhoneDialog({ open, onOpenChange, phone, onVerified, cancelling, onCloseAutoFocus }: VerifyPhoneDialogProps) {
  const t = useTexts(bookingComponentTexts);
  const errorText = useErrorText();
  const send = useSendOtp();
  const [sent, setSent] = useState(false);
  const [echoedCode, setEchoedCode] = useState<string | null>(null);
  const [sendError, setSendError] = useState<string | null>(null);
  const sendButton = useRef<HTMLButtonElement>(null);

  // Every opening starts afresh: a code from an earlier try may have expired.
  useEffect(() => {
    if (!open) return;
    setSent(false);
    setEchoedCode(null);
    setSendError(null);
  }, [open]);

  const sendCode = () => {
    setSendError(null);
    send.mutate(phone, {
      onSuccess: (answer) => {
        setSent(true);
        setEchoedCode(answer.otp ?? null);
        if (answer.otp) {
          toast({
            title: t.testOtpTitle,
            description: (
              <Emphasized
                text={t.testOtpCode({ code: answer.otp })}
                value={answer.otp}
                render={(code) => <strong className="font-semibold tracking-[0.2em] tabular-nums">{code}</strong>}
              />
            ),
            duration: TEST_OTP_TOAST_MS,
          });
        }
      },
      onError: (error) => {
        setSendError(errorText.describe(error, t.sendFailed));
      },
    });
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        size="md"
        {...(onCloseAutoFocus && { onCloseAutoFocus })}
        // The one thing to do first is to send the code (Radix would focus 'Keep booking').
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          sendButton.current?.focus();
        }}
        // A half-typed code must not be lost to a stray tap outside the dialog.
        onInteractOutside={(event) => {
          event.preventDefault();
        }}
      >
        <DialogHeader>
          <span aria-hidden="true" className="mb-1 flex size-11 items-center justify-center rounded-full bg-sand-100 text-bronze-700">
            <ShieldCheck className="size-5" />
          </span>
          <DialogTitle>{t.verifyTitle}</DialogTitle>
          <DialogDescription>
            <Emphasized
              text={t.verifyDescription({ phone: formatPhone(phone) })}
              value={formatPhone(phone)}
              render={(shown) => <span className="font-semibold whitespace-nowrap text-ink-900">{shown}</span>}
            />
          </DialogDescription>
        </DialogHeader>

        {echoedCode && (
          // The toast sits outside this modal, where screen readers cannot reach it while the dialog is open.
          <p className="rounded-lg border border-gold-300 bg-gold-200/40 px-3 py-2 text-sm text-bronze-800">
            <Emphasized
              text={t.testModeCode({ code: echoedCode })}
              value={echoedCode}
              render={(code) => <strong className="font-semibold tracking-[0.15em] tabular-nums">{code}</strong>}
            />
          </p>
        )}
        {sent ? (
          <OtpCodeForm
            phone={phone}
            onVerified={onVerified}
            cancelling={cancelling}
            resending={send.isPending}
            onResend={sendCode}
            resendError={sendError}
          />
        ) : (
          <>
            {sendError && (
              <p role="alert" className="text-sm font-medium text-red-700">
                {sendError}
              </p>
            )}
            <DialogFooter>
              <DialogClose asChild>
                <Button variant="outline">{t.keepBooking}</Button>
              </DialogClose>
              <Button ref={sendButton} onClick={sendCode} loading={send.isPending} loadingText={t.sending}>
                {t.sendCode}
              </Button>
            </DialogFooter>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
