import { Lock } from 'lucide-react';
import { Controller } from 'react-hook-form';
import { Link } from 'wouter';
import { Field } from '../../../components/ui/field.js';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../../components/ui/select.js';
import { showsNoWait } from '../../../../shared/domain/wait-label.js';
import type { Barber } from '../../../../shared/schemas/barber.js';
import { barberStatus } from '../../../components/barber/barber-status.js';
import type { Translation } from '../../../lib/i18n/catalogue.js';
import { useErrorText } from '../../../lib/i18n/error-text.js';
import { useTexts } from '../../../lib/i18n/use-texts.js';
import { useShopClock, type ShopClock } from '../../../lib/time.js';
import { waitText } from '../../../components/barber/barber-status.js';
import { ANY_BARBER } from '../../../../shared/schemas/barber-choice.js';
import { anyBarberTexts } from '../texts-any.js';
import { bookingTexts, type BookingTexts } from '../texts.js';
import { BarberPreview } from './barber-preview.js';
import type { BookingControl } from './form-types.js';

export interface BarberFieldProps {
  control: BookingControl;
  /** Only the barbers taking bookings (docs/product/screens.md). */
  barbers: readonly Barber[];
  /** /booking/{id}: the barber is chosen and cannot be changed here (docs/product/screens.md). */
  lockedBarber: Barber | null;
  /** Why the queue cannot be joined now, or null: any barber takes walk-ins only, so it waits too. */
  queueClosed?: string | null;
}

function LockedBarber({ barber }: { barber: Barber }) {
  const t = useTexts(bookingTexts);
  return (
    <div className="flex flex-col gap-3 rounded-xl border border-gold-300 bg-sand-50 p-4">
      <BarberPreview barber={barber} />
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 border-t border-line pt-3 text-sm">
        <span className="inline-flex items-center gap-1.5 font-medium text-ink-600">
          <Lock className="size-3.5" aria-hidden="true" />
          {t.bookingWith({ name: barber.name })}
        </span>
        <Link href="/booking" className="inline-flex min-h-11 items-center font-semibold text-bronze-700 underline-offset-4 hover:underline">
          {t.chooseAnotherBarber}
        </Link>
      </div>
    </div>
  );
}

/** An option's words: 'Ravi Kumar · Wait 25 min', or 'Ravi Kumar · Back at 3:15 PM'. */
function optionText(barber: Barber, t: Translation<BookingTexts>, clock: ShopClock): string {
  const { name } = barber;
  const until = barber.availability.until;
  switch (barberStatus(barber, clock.timeZone).kind) {
    case 'wait':
      if (!barber.isAvailable) return t.optionWait({ name, wait: t.notAvailable });
      return showsNoWait(barber) ? t.optionNoWait({ name }) : t.optionWait({ name, wait: waitText(barber.waitTime, t) });
    case 'day_off':
      return `${name} · ${t.notWorkingToday}`;
    case 'queue_closed':
      return `${name} · ${t.queueClosedToday}`;
    case 'on_break':
      return `${name} · ${until ? t.backAt({ time: clock.time(until) }) : t.onBreak}`;
    case 'not_started':
      return `${name} · ${until ? t.startsAt({ time: clock.time(until) }) : t.startsLater}`;
  }
}

/** Step 1: a select of "any barber" and the available barbers, or the locked barber of /booking/{id}. */
export function BarberField({ control, barbers, lockedBarber, queueClosed = null }: BarberFieldProps) {
  const t = useTexts(bookingTexts);
  const errorText = useErrorText();
  const anyT = useTexts(anyBarberTexts);
  const clock = useShopClock();
  if (lockedBarber) return <LockedBarber barber={lockedBarber} />;
  return (
    <Controller
      control={control}
      name="barberId"
      render={({ field, fieldState }) => {
        const chosen = barbers.find((barber) => barber.id === field.value);
        const any = field.value === ANY_BARBER;
        return (
          <div className="flex flex-col gap-4">
            <Select
              value={any ? ANY_BARBER : chosen ? String(chosen.id) : ''}
              onValueChange={(value) => {
                field.onChange(value === ANY_BARBER ? ANY_BARBER : Number(value));
              }}
            >
              <Field label={t.barberLabel} error={errorText.message(fieldState.error?.message)} required>
                {/* The primitive's lighter placeholder is below 4.5:1 on white; this one is real text. */}
                <SelectTrigger ref={field.ref} onBlur={field.onBlur} name={field.name}>
                  <SelectValue placeholder={t.barberPlaceholder} />
                </SelectTrigger>
              </Field>
              <SelectContent>
                {/* A walk-in may go to whoever can start it soonest: offered first. */}
                {barbers.length > 1 && (
                  <SelectItem value={ANY_BARBER} disabled={queueClosed !== null}>
                    {queueClosed === null ? anyT.anyBarber : `${anyT.anyBarber} · ${queueClosed}`}
                  </SelectItem>
                )}
                {barbers.map((barber) => (
                  <SelectItem key={barber.id} value={String(barber.id)}>
                    {optionText(barber, t, clock)}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
            {chosen && <BarberPreview barber={chosen} />}
            {any && <p className="rounded-xl bg-sand-50 px-4 py-3 text-sm text-ink-700">{anyT.anyBarberHint}</p>}
          </div>
        );
      }}
    />
  );
}
