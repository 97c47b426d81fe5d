import type { ReactNode } from 'react';
import { useWatch } from 'react-hook-form';
import { Button } from '../../../components/ui/button.js';
import type { Barber } from '../../../../shared/schemas/barber.js';
import type { Service } from '../../../../shared/schemas/service.js';
import type { Translation } from '../../../lib/i18n/catalogue.js';
import { useTexts } from '../../../lib/i18n/use-texts.js';
import { useShopClock } from '../../../lib/time.js';
import { useWaitTime } from '../api/get-wait-time.js';
import { submitLabel, type PhoneCheck } from '../logic/phone-check.js';
import { durationText } from '../logic/lengths.js';
import { formatRupees, serviceTotals } from '../logic/service-totals.js';
import { dateChoiceLabel, nightCalendarDate, shortDate } from '../logic/slot-choices.js';
import { ANY_BARBER } from '../../../../shared/schemas/barber-choice.js';
import { anyBarberTexts } from '../texts-any.js';
import { bookingTexts, type BookingTexts } from '../texts.js';
import { bookingWhenTexts } from '../texts-when.js';
import type { BookingControl } from './form-types.js';

export interface BookingSummaryProps {
  control: BookingControl;
  barbers: readonly Barber[];
  services: readonly Service[];
  phoneCheck: PhoneCheck;
  sending: boolean;
  /**
   * Last call: the chosen barber cannot take this walk-in today, or (`'not_yet'`) their queue is
   * not open yet before opening; either way there is nothing to submit.
   */
  walkInRefused: boolean | 'not_yet';
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

function WhenText({ control, barberId, walkInRefused }: { control: BookingControl; barberId: number | undefined; walkInRefused: boolean | 'not_yet' }) {
  const t = useTexts(bookingTexts);
  const days = useTexts(bookingWhenTexts);
  const clock = useShopClock();
  const [bookingType, slotDate, slotTime] = useWatch({ control, name: ['bookingType', 'slotDate', 'slotTime'] });
  const wait = useWaitTime(bookingType === 'queue' ? barberId : undefined);
  if (bookingType === 'queue') {
    if (barberId === undefined) return <span className={muted}>{t.queue}</span>;
    if (walkInRefused) return <span className={muted}>{walkInRefused === 'not_yet' ? t.queueNotOpenYet : t.queueClosed}</span>;
    return <>{wait.data ? t.queueAround({ time: clock.time(wait.data.estimatedStartTime) }) : t.queue}</>;
  }
  if (!slotDate || !slotTime) return <span className={muted}>{t.chooseTime}</span>;
  const when = {
    day: dateChoiceLabel(slotDate, clock.shopDate(Date.now()), days, clock.language),
    date: shortDate(slotDate, clock.language),
    time: clock.hhmm(slotTime),
  };
  const night = nightCalendarDate(slotDate, slotTime, clock.shopDay);
  return <>{night ? t.slotWhenNight({ ...when, nightDate: shortDate(night, clock.language) }) : t.slotWhen(when)}</>;
}

function phoneHint(check: PhoneCheck, t: Translation<BookingTexts>): string | null {
  if (check.kind === 'incomplete') return t.hintPhoneIncomplete;
  if (check.kind === 'active') return t.hintPhoneActive;
  if (check.kind === 'error') return t.hintPhoneError;
  return null;
}

/** The booking at a glance and the submit button (docs/product/screens.md texts); sticky beside the form on wide screens. */
export function BookingSummary({ control, barbers, services, phoneCheck, sending, walkInRefused }: BookingSummaryProps) {
  const t = useTexts(bookingTexts);
  const anyT = useTexts(anyBarberTexts);
  const [barberId, picked] = useWatch({ control, name: ['barberId', 'services'] });
  const barber = barbers.find((known) => known.id === barberId);
  const totals = serviceTotals(services, picked);
  const names = services.filter((service) => picked.includes(service.id)).map((service) => service.name);
  const hint = walkInRefused ? t.hintWalkInRefused : phoneHint(phoneCheck, t);

  return (
    <aside aria-labelledby="summary-heading" className="rounded-2xl border border-line bg-white p-4 shadow-sm sm:p-6 lg:sticky lg:top-20">
      <h2 id="summary-heading" className="font-display text-xl font-semibold text-ink-950">
        {t.summaryTitle}
      </h2>
      <dl className="mt-3 divide-y divide-line border-y border-line">
        <Row term={t.barberLabel}>
          {barber ? barber.name : barberId === ANY_BARBER ? anyT.anyBarberChosen : <span className={muted}>{t.notChosenYet}</span>}
        </Row>
        <Row term={t.stepServices}>{names.length > 0 ? names.join(', ') : <span className={muted}>{t.noneYet}</span>}</Row>
        <Row term={t.timeInChair}>{totals.count > 0 ? durationText(totals.duration, t) : <span className={muted}>-</span>}</Row>
        {totals.price !== null && <Row term={t.price}>{formatRupees(totals.price)}</Row>}
        <Row term={t.stepWhen}>
          <WhenText control={control} barberId={barber?.id} walkInRefused={walkInRefused} />
        </Row>
      </dl>
      <Button
        type="submit"
        size="lg"
        className="mt-5 w-full"
        disabled={phoneCheck.kind !== 'valid' || walkInRefused !== false}
        loading={sending}
        loadingText={t.processing}
      >
        {submitLabel(phoneCheck, sending, t)}
      </Button>
      {hint && <p className="mt-2.5 text-center text-sm text-ink-500">{hint}</p>}
      <p className="mt-4 text-xs leading-relaxed text-ink-500">
        {t.cancelNote}
      </p>
    </aside>
  );
}
