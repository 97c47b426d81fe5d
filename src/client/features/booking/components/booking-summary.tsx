import type { ReactNode } from 'react';
import { useWatch } from 'react-hook-form';
import { Button } from '../../../components/ui/button.js';
import { formatHHMM12 } from '../../../../shared/domain/format.js';
import type { Barber } from '../../../../shared/schemas/barber.js';
import type { Service } from '../../../../shared/schemas/service.js';
import { useShopClock } from '../../../lib/time.js';
import { useWaitTime } from '../api/get-wait-time.js';
import { submitLabel, type PhoneCheck } from '../logic/phone-check.js';
import { formatDuration, formatRupees, serviceTotals } from '../logic/service-totals.js';
import { dateChoiceLabel, shortDate } from '../logic/slot-choices.js';
import type { BookingControl } from './form-types.js';

export interface BookingSummaryProps {
  control: BookingControl;
  barbers: readonly Barber[];
  services: readonly Service[];
  phoneCheck: PhoneCheck;
  sending: boolean;
  /** Last call: the chosen barber cannot take this walk-in today, so there is nothing to submit. */
  walkInRefused: boolean;
}

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex items-baseline justify-between gap-4 py-2.5">
      <dt className="shrink-0 text-sm text-ink-500">{term}</dt>
      <dd className="min-w-0 text-right text-sm font-semibold text-ink-950">{children}</dd>
    </div>
  );
}

const muted = 'font-normal text-ink-500';

function WhenText({ control, barberId, walkInRefused }: { control: BookingControl; barberId: number | undefined; walkInRefused: boolean }) {
  const clock = useShopClock();
  const [bookingType, slotDate, slotTime] = useWatch({ control, name: ['bookingType', 'slotDate', 'slotTime'] });
  const wait = useWaitTime(bookingType === 'queue' ? barberId : undefined);
  if (bookingType === 'queue') {
    if (barberId === undefined) return <span className={muted}>Queue</span>;
    if (walkInRefused) return <span className={muted}>Queue · closed for today</span>;
    return <>{wait.data ? `Queue · around ${clock.time(wait.data.estimatedStartTime)}` : 'Queue'}</>;
  }
  if (!slotDate || !slotTime) return <span className={muted}>Choose a time</span>;
  return <>{`${dateChoiceLabel(slotDate, clock.date(Date.now()))} ${shortDate(slotDate)} · ${formatHHMM12(slotTime)}`}</>;
}

function phoneHint(check: PhoneCheck): string | null {
  if (check.kind === 'incomplete') return 'Enter your 10-digit mobile number to continue.';
  if (check.kind === 'active') return 'This number already has an active booking.';
  if (check.kind === 'error') return 'We could not check your number. Try again above.';
  return null;
}

/** The booking at a glance and the submit button (spec §2 texts); sticky beside the form on wide screens. */
export function BookingSummary({ control, barbers, services, phoneCheck, sending, walkInRefused }: BookingSummaryProps) {
  const [barberId, picked] = useWatch({ control, name: ['barberId', 'services'] });
  const barber = barbers.find((known) => known.id === barberId);
  const totals = serviceTotals(services, picked);
  const names = services.filter((service) => picked.includes(service.id)).map((service) => service.name);
  const hint = walkInRefused ? 'Choose another barber or book a time to continue.' : phoneHint(phoneCheck);

  return (
    <aside aria-labelledby="summary-heading" className="rounded-2xl border border-line bg-white p-4 shadow-sm sm:p-6 lg:sticky lg:top-20">
      <h2 id="summary-heading" className="font-display text-xl font-semibold text-ink-950">
        Your booking
      </h2>
      <dl className="mt-3 divide-y divide-line border-y border-line">
        <Row term="Barber">{barber ? barber.name : <span className={muted}>Not chosen yet</span>}</Row>
        <Row term="Services">{names.length > 0 ? names.join(', ') : <span className={muted}>None yet</span>}</Row>
        <Row term="Time in the chair">{totals.count > 0 ? formatDuration(totals.duration) : <span className={muted}>-</span>}</Row>
        {totals.price !== null && <Row term="Price">{formatRupees(totals.price)}</Row>}
        <Row term="When">
          <WhenText control={control} barberId={barber?.id} walkInRefused={walkInRefused} />
        </Row>
      </dl>
      <Button
        type="submit"
        size="lg"
        className="mt-5 w-full"
        disabled={phoneCheck.kind !== 'valid' || walkInRefused}
        loading={sending}
        loadingText="Processing..."
      >
        {submitLabel(phoneCheck, sending)}
      </Button>
      {hint && <p className="mt-2.5 text-center text-sm text-ink-500">{hint}</p>}
      <p className="mt-4 text-xs leading-relaxed text-ink-500">
        You can cancel from the tracking page while your turn is more than 15 minutes away.
      </p>
    </aside>
  );
}
