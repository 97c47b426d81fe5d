import { useEffect, useRef, useState } from 'react';
import { formatPaise } from '../../../../shared/domain/money.js';
import { hasUpiPayee, UPI_MIN_PAISE, upiLink } from '../../../../shared/domain/upi.js';
import type { Booking } from '../../../../shared/schemas/booking.js';
import { paymentInputSchema, type Payment, type PaymentInput } from '../../../../shared/schemas/payment.js';
import { Button } from '../../../components/ui/button.js';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../../components/ui/dialog.js';
import { Field } from '../../../components/ui/field.js';
import { Input } from '../../../components/ui/input.js';
import { toast } from '../../../components/ui/use-toast.js';
import { describeApiError, useErrorText } from '../../../lib/i18n/error-text.js';
import { useLanguage } from '../../../lib/i18n/language.js';
import { useTexts } from '../../../lib/i18n/use-texts.js';
import { useServices } from '../../../lib/queries/services.js';
import { useShopSettings } from '../../../lib/queries/shop-settings.js';
import { useRecordPayment } from '../api/payments.js';
import { draftFromBooking, draftFromPayment, draftInput, draftTotals, parseRupees, type PaymentDraft } from '../logic/payment-draft.js';
import { paymentTexts } from '../texts-payment.js';
import { useActions } from './booking-actions-context.js';
import { LinesEditor, MethodChooser, UpiQrPanel } from './payment-fields.js';
import { useCustomerUpiDue } from './use-customer-upi-due.js';

/** Completing the booking in the chair, recording a completed one's payment, or correcting its current entry. */
export type PaymentMode = { kind: 'complete' } | { kind: 'record' } | { kind: 'correct'; payment: Payment };

export interface PaymentDialogProps {
  booking: Pick<Booking, 'id' | 'barberId' | 'customerName' | 'serviceDetails'>;
  mode: PaymentMode;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * What the booking was charged and how it was paid (docs/product/money.md#paid-at-the-chair,
 * docs/product/screens.md): lines prefilled from its services at the shop's prices, editable; a
 * discount and a tip; the method. Choosing UPI shows the QR code for the exact total and asks the
 * customer's page to show it too. The confirm button is disabled while its request runs, and the
 * server records a booking's first entry once.
 */
export function PaymentDialog({ booking, mode, open, onOpenChange }: PaymentDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {open && <PaymentDialogBody booking={booking} mode={mode} onOpenChange={onOpenChange} />}
    </Dialog>
  );
}

function PaymentDialogBody({ booking, mode, onOpenChange }: Omit<PaymentDialogProps, 'open'>) {
  const t = useTexts(paymentTexts);
  const language = useLanguage();
  const errorText = useErrorText();
  const actions = useActions();
  const services = useServices();
  const settings = useShopSettings();
  const record = useRecordPayment(booking.barberId);
  const [draft, setDraft] = useState<PaymentDraft | null>(() => (mode.kind === 'correct' ? draftFromPayment(mode.payment) : null));
  const [error, setError] = useState<string | null>(null);

  // The lines start from the booking's services at the prices the shop has now.
  useEffect(() => {
    if (draft === null && services.data) setDraft(draftFromBooking(booking, services.data));
  }, [draft, services.data, booking]);

  const payee = settings.data ? { upiId: settings.data.upiId, upiName: settings.data.upiName } : null;
  const upiReady = payee !== null && hasUpiPayee(payee);
  const totals = draft ? draftTotals(draft) : null;
  const total = totals?.totalPaise ?? null;
  const upiChosen = draft?.method === 'upi';
  const upiAmount = upiChosen && total !== null && total >= UPI_MIN_PAISE ? total : null;
  const link =
    upiAmount !== null && payee && upiReady ? upiLink(payee, upiAmount, { bookingId: booking.id, shopName: settings.data?.shopName ?? '' }) : null;

  // The customer's page shows the same code while it is here (not for a correction: that money is in already).
  const customerDue = useCustomerUpiDue(booking.id, mode.kind !== 'correct', link === null ? null : upiAmount);

  // Chosen on a phone, the code is below the fold: bring it up for the customer to scan.
  const qrPanel = useRef<HTMLDivElement>(null);
  const showsQr = upiChosen && link !== null;
  useEffect(() => {
    if (showsQr) qrPanel.current?.scrollIntoView({ block: 'nearest' });
  }, [showsQr]);
  // So is the warning that the customer's page still shows a code: the barber must see it.
  const clearFailedNote = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (customerDue.clearFailed) clearFailedNote.current?.scrollIntoView({ block: 'nearest' });
  }, [customerDue.clearFailed]);

  const pendingComplete = actions.pending(booking.id).status === 'completed';
  const pending = mode.kind === 'complete' ? pendingComplete : record.isPending;

  const update = (change: Partial<PaymentDraft>) => {
    setError(null);
    setDraft((current) => (current ? { ...current, ...change } : current));
  };

  const submit = () => {
    if (!draft || pending) return;
    const input = draftInput(draft);
    if (!input) {
      setError(t.enterRupees);
      return;
    }
    const parsed = paymentInputSchema.safeParse(input);
    if (!parsed.success) {
      setError(errorText.message(parsed.error.issues[0]?.message) ?? t.enterRupees);
      return;
    }
    if (parsed.data.method === 'upi' && (total ?? 0) < UPI_MIN_PAISE) {
      setError(t.upiTooSmall);
      return;
    }
    confirm(parsed.data);
  };

  const confirm = (input: PaymentInput) => {
    const amount = formatPaise(total ?? 0, language);
    if (mode.kind === 'complete') {
      actions.setStatus(
        { id: booking.id, customerName: booking.customerName },
        'completed',
        (done) => {
          if (!done) return;
          customerDue.markConfirmed();
          onOpenChange(false);
        },
        input,
      );
      return;
    }
    const body = mode.kind === 'correct' ? { ...input, correctsId: mode.payment.id } : input;
    record.mutate(
      { bookingId: booking.id, record: body },
      {
        onSuccess: () => {
          customerDue.markConfirmed();
          toast({ title: t.saved, description: t.savedFor({ token: booking.id, amount }), variant: 'success' });
          onOpenChange(false);
        },
        onError: (failure) => {
          setError(describeApiError(failure, language, t.failed));
        },
      },
    );
  };

  const title =
    mode.kind === 'complete'
      ? t.completeTitle({ token: booking.id, name: booking.customerName })
      : mode.kind === 'record'
        ? t.recordTitle({ token: booking.id })
        : t.correctTitle({ token: booking.id });
  const totalText = total === null ? '–' : formatPaise(total, language);
  const confirmText =
    mode.kind !== 'complete' ? t.save : upiChosen && total !== null ? t.receivedComplete({ amount: totalText }) : t.complete;

  return (
    <DialogContent
      size="lg"
      onInteractOutside={(event) => {
        event.preventDefault();
      }}
      onEscapeKeyDown={(event) => {
        if (pending) event.preventDefault();
      }}
      onCloseAutoFocus={undefined}
      aria-describedby="payment-dialog-description"
      className="gap-5 p-4 sm:p-6"
    >
      <DialogHeader>
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription id="payment-dialog-description">
          {mode.kind === 'correct' ? t.correctDescription : t.description}
        </DialogDescription>
      </DialogHeader>
      {draft === null ? (
        <p role="status" className="text-sm text-ink-500">
          {t.loadingPrices}
        </p>
      ) : (
        <form
          noValidate
          className="flex flex-col gap-5"
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <LinesEditor
            lines={draft.lines}
            onChange={(lines) => {
              update({ lines });
            }}
          />

          <div className="grid grid-cols-2 gap-3">
            <Field label={t.discount} error={parseRupees(draft.discount) === null ? t.enterRupees : undefined}>
              <Input
                inputMode="decimal"
                placeholder="0"
                className="tabular-nums"
                value={draft.discount}
                onChange={(event) => {
                  update({ discount: event.currentTarget.value });
                }}
              />
            </Field>
            <Field label={t.tip} error={parseRupees(draft.tip) === null ? t.enterRupees : undefined}>
              <Input
                inputMode="decimal"
                placeholder="0"
                className="tabular-nums"
                value={draft.tip}
                onChange={(event) => {
                  update({ tip: event.currentTarget.value });
                }}
              />
            </Field>
          </div>

          <div className="flex items-baseline justify-between border-t border-line pt-3">
            <span className="text-sm font-semibold text-ink-800">{t.total}</span>
            <output aria-live="polite" className="font-display text-2xl font-semibold tabular-nums text-ink-950">
              {totalText}
            </output>
          </div>

          <MethodChooser
            method={draft.method}
            upiReady={upiReady}
            onChange={(method) => {
              update({ method });
            }}
          />

          {upiChosen && link !== null && <UpiQrPanel panelRef={qrPanel} link={link} amount={totalText} notShown={customerDue.showFailed} />}
          {upiChosen && link === null && total !== null && total < UPI_MIN_PAISE && <p className="text-sm text-ink-600">{t.upiTooSmall}</p>}
          {customerDue.clearFailed && (
            <p ref={clearFailedNote} role="alert" className="scroll-mb-40 rounded-lg border border-yellow-200 bg-yellow-50 px-3 py-2 text-sm font-medium text-yellow-900">
              {t.upiClearFailed}
            </p>
          )}

          {error !== null && (
            <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm font-medium text-red-800">
              {error}
            </p>
          )}

          <DialogFooter className="sticky -bottom-4 z-10 -mx-4 -mb-4 mt-0 border-t border-line bg-white px-4 py-3 sm:-bottom-6 sm:-mx-6 sm:-mb-6 sm:px-6">
            <Button
              type="button"
              variant="outline"
              disabled={pending}
              onClick={() => {
                onOpenChange(false);
              }}
            >
              {t.cancel}
            </Button>
            <Button
              type="submit"
              variant="primary"
              loading={pending}
              loadingText={mode.kind === 'complete' ? t.completing : t.saving}
              disabled={pending || total === null || actions.offline}
            >
              {confirmText}
            </Button>
          </DialogFooter>
        </form>
      )}
    </DialogContent>
  );
}
