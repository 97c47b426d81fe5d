import { CalendarDays, IndianRupee } from 'lucide-react';
import { useState } from 'react';
import { formatPaise } from '../../../../shared/domain/money.js';
import type { Payment } from '../../../../shared/schemas/payment.js';
import { Button } from '../../../components/ui/button.js';
import { useLanguage } from '../../../lib/i18n/language.js';
import { paymentTexts } from '../texts-payment.js';
import { useActions } from './booking-actions-context.js';
import { PaymentDialog, type PaymentMode } from './payment-dialog.js';
import type { Booking } from '../../../../shared/schemas/booking.js';
import { Badge } from '../../../components/ui/badge.js';
import { bookingInstant } from '../../../lib/booking-when.js';
import { useTexts } from '../../../lib/i18n/use-texts.js';
import { useShopClock } from '../../../lib/time.js';
import { historyTexts } from '../texts-history.js';
import { PhoneLink, ServiceChips, TokenBadge, TypeBadge } from './booking-facts.js';

/** Completed in green; cancelled in red with who ended it (docs/product/screens.md: 'by {cancelledBy}'), or a no-show. */
function StatusBadge({ booking }: { booking: Pick<Booking, 'status' | 'cancelledBy' | 'cancelReason'> }) {
  const t = useTexts(historyTexts);
  if (booking.status === 'completed') return <Badge tone="success">{t.completed}</Badge>;
  if (booking.cancelReason === 'no_show') return <Badge tone="danger">{t.noShow}</Badge>;
  const text =
    booking.cancelledBy === 'customer' ? t.cancelledByCustomer : booking.cancelledBy === 'barber' ? t.cancelledByBarber : t.cancelled;
  return <Badge tone="danger">{text}</Badge>;
}

/** One finished booking: who, when (the slot's time, else when it was booked), what and how it ended, and for a completed one its payment. */
export function HistoryItem({ booking, payments }: { booking: Booking; payments: readonly Payment[] }) {
  const t = useTexts(historyTexts);
  const clock = useShopClock();
  const when = bookingInstant(booking, clock.shopDay);

  return (
    <li className="flex flex-col gap-2 rounded-2xl border border-line bg-white p-4 sm:p-5">
      <div className="flex flex-wrap items-center gap-2">
        <TokenBadge id={booking.id} />
        <h3 className="min-w-0 flex-1 truncate font-sans text-base font-semibold text-ink-950">{booking.customerName}</h3>
        <StatusBadge booking={booking} />
      </div>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-ink-600">
        <span className="flex items-center gap-1.5">
          <CalendarDays className="size-4 text-bronze-700" aria-hidden="true" />
          {clock.dateTime(when)}
        </span>
        <TypeBadge booking={booking} />
        <span>{t.minutesTotal({ minutes: booking.totalDuration })}</span>
      </div>
      <ServiceChips services={booking.serviceDetails} />
      <PhoneLink phone={booking.customerPhone} className="-mb-2 self-start" />
      {booking.status === 'completed' && <PaymentLine booking={booking} payments={payments} />}
    </li>
  );
}

/**
 * A completed booking's payment (docs/product/money.md#paid-at-the-chair): its current entry with
 * Correct, or "not recorded" with Record payment; a correction adds an entry, the history keeps all.
 */
function PaymentLine({ booking, payments }: { booking: Booking; payments: readonly Payment[] }) {
  const t = useTexts(paymentTexts);
  const language = useLanguage();
  const actions = useActions();
  const [mode, setMode] = useState<PaymentMode | null>(null);
  const current = payments.find((payment) => payment.current);
  const corrections = payments.filter((payment) => payment.correctsId !== null).length;
  return (
    <div className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-2 border-t border-line pt-3 text-sm">
      <IndianRupee className="size-4 text-bronze-700" aria-hidden="true" />
      {current ? (
        <span className="flex flex-wrap items-baseline gap-x-2">
          <span className="font-semibold tabular-nums text-ink-950">
            {t.paidWith({ amount: formatPaise(current.totalPaise, language), method: t[current.method] })}
          </span>
          {current.tipPaise > 0 && <span className="text-ink-600">{t.tipIncluded({ amount: formatPaise(current.tipPaise, language) })}</span>}
          {corrections > 0 && <span className="text-ink-500">{t.corrected({ count: corrections })}</span>}
        </span>
      ) : (
        <span className="font-semibold text-amber-800">{t.notRecorded}</span>
      )}
      <Button
        variant="outline"
        size="sm"
        className="ml-auto text-ink-900"
        disabled={actions.offline}
        onClick={() => {
          setMode(current ? { kind: 'correct', payment: current } : { kind: 'record' });
        }}
      >
        {current ? t.correct : t.recordPayment}
      </Button>
      {mode && (
        <PaymentDialog
          booking={booking}
          mode={mode}
          open
          onOpenChange={(open) => {
            if (!open) setMode(null);
          }}
        />
      )}
    </div>
  );
}
