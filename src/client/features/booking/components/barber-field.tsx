import { Lock } from 'lucide-react';
import { Controller } from 'react-hook-form';
import { Link } from 'wouter';
import { Field } from '../../../components/ui/field.js';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../../components/ui/select.js';
import type { Barber } from '../../../../shared/schemas/barber.js';
import { barberStatus } from '../../../components/barber/barber-status.js';
import { useShopTimeZone } from '../../../lib/time.js';
import { BarberPreview } from './barber-preview.js';
import type { BookingControl } from './form-types.js';

export interface BarberFieldProps {
  control: BookingControl;
  /** Only the barbers taking bookings (spec §2). */
  barbers: readonly Barber[];
  /** /booking/{id}: the barber is chosen and cannot be changed here (spec §2). */
  lockedBarber: Barber | null;
}

function LockedBarber({ barber }: { barber: Barber }) {
  return (
    <div className="flex flex-col gap-3 rounded-xl border border-gold-300 bg-sand-50 p-4">
      <BarberPreview barber={barber} />
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 border-t border-line pt-3 text-sm">
        <span className="inline-flex items-center gap-1.5 font-medium text-ink-600">
          <Lock className="size-3.5" aria-hidden="true" />
          Booking with {barber.name}
        </span>
        <Link href="/booking" className="inline-flex min-h-11 items-center font-semibold text-bronze-700 underline-offset-4 hover:underline">
          Choose another barber
        </Link>
      </div>
    </div>
  );
}

/** An option's words: 'Ravi Kumar · Wait 25 min', or 'Ravi Kumar · Back at 3:15 PM'. */
function optionText(barber: Barber, timeZone: string): string {
  const status = barberStatus(barber, timeZone);
  return `${barber.name} · ${status.kind === 'wait' ? `Wait ${status.text}` : status.text}`;
}

/** Step 1: a select of the available barbers, or the locked barber of /booking/{id}. */
export function BarberField({ control, barbers, lockedBarber }: BarberFieldProps) {
  const timeZone = useShopTimeZone();
  if (lockedBarber) return <LockedBarber barber={lockedBarber} />;
  return (
    <Controller
      control={control}
      name="barberId"
      render={({ field, fieldState }) => {
        const chosen = barbers.find((barber) => barber.id === field.value);
        return (
          <div className="flex flex-col gap-4">
            <Select
              value={chosen ? String(chosen.id) : ''}
              onValueChange={(value) => {
                field.onChange(Number(value));
              }}
            >
              <Field label="Barber" error={fieldState.error?.message} required>
                {/* The primitive's lighter placeholder is below 4.5:1 on white; this one is real text. */}
                <SelectTrigger ref={field.ref} onBlur={field.onBlur} name={field.name}>
                  <SelectValue placeholder="Choose your barber" />
                </SelectTrigger>
              </Field>
              <SelectContent>
                {barbers.map((barber) => (
                  <SelectItem key={barber.id} value={String(barber.id)}>
                    {optionText(barber, timeZone)}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
            {chosen && <BarberPreview barber={chosen} />}
          </div>
        );
      }}
    />
  );
}
