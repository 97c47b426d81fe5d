import { Check, Clock } from 'lucide-react';
import { Controller } from 'react-hook-form';
import type { Service } from '../../../../shared/schemas/service.js';
import { ServiceIcon } from '../../../components/service-icon.js';
import { cn } from '../../../lib/cn.js';
import { useErrorText } from '../../../lib/i18n/error-text.js';
import { useTexts } from '../../../lib/i18n/use-texts.js';
import { durationText } from '../logic/lengths.js';
import { formatRupees, serviceTotals, toggleId } from '../logic/service-totals.js';
import { bookingTexts } from '../texts.js';
import { GroupError } from './form-section.js';
import type { BookingControl } from './form-types.js';

export interface ServicesFieldProps {
  control: BookingControl;
  services: readonly Service[];
  /** The section heading that names the group. */
  labelledBy: string;
}

function ServiceCard({ service, checked, onToggle, inputRef }: {
  service: Service;
  checked: boolean;
  onToggle: () => void;
  inputRef?: ((element: HTMLInputElement | null) => void) | undefined;
}) {
  const t = useTexts(bookingTexts);
  const nameId = `service-${service.id}-name`;
  const detailsId = `service-${service.id}-details`;
  return (
    <label
      className={cn(
        'relative flex cursor-pointer items-start gap-3 rounded-xl border p-3 transition-colors sm:min-h-20 sm:p-3.5',
        'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-gold-600',
        checked ? 'border-bronze-700 bg-sand-50 shadow-[inset_0_0_0_1px_var(--color-bronze-700)]' : 'border-line bg-white hover:border-ink-300',
      )}
    >
      <input
        ref={inputRef}
        type="checkbox"
        className="absolute inset-0 size-full cursor-pointer appearance-none opacity-0 disabled:cursor-not-allowed"
        checked={checked}
        onChange={onToggle}
        aria-labelledby={nameId}
        aria-describedby={detailsId}
      />
      <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-sand-100 text-bronze-700 sm:size-11">
        <ServiceIcon icon={service.icon} className="size-5" />
      </span>
      <span className="flex min-w-0 flex-1 flex-col gap-0.5 pr-7 sm:gap-1">
        <span id={nameId} className="font-semibold leading-snug text-ink-950">
          {service.name}
        </span>
        <span id={detailsId} className="flex flex-col gap-1">
          {service.description && <span className="line-clamp-1 text-sm leading-snug text-ink-500 sm:line-clamp-2">{service.description}</span>}
          <span className="flex flex-wrap items-center gap-x-3 text-sm text-ink-600">
            <span className="inline-flex items-center gap-1">
              <Clock className="size-3.5" aria-hidden="true" />
              {durationText(service.duration, t)}
            </span>
            {service.price !== null && <span className="font-semibold text-ink-900">{formatRupees(service.price)}</span>}
          </span>
        </span>
      </span>
      <span
        aria-hidden="true"
        className={cn(
          'pointer-events-none absolute right-3 top-3 flex size-5 items-center justify-center rounded-md border transition-colors',
          checked ? 'border-bronze-700 bg-bronze-700 text-white' : 'border-ink-300 bg-white text-transparent',
        )}
      >
        <Check className="size-3.5" strokeWidth={3} />
      </span>
    </label>
  );
}

/** The chosen services' total time and price (spec: total duration and total price shown). */
export function ServiceTotalsLine({ services, picked }: { services: readonly Service[]; picked: readonly number[] }) {
  const t = useTexts(bookingTexts);
  const totals = serviceTotals(services, picked);
  if (totals.count === 0) return <p className="text-sm text-ink-500">{t.pickServices}</p>;
  return (
    <p className="text-sm text-ink-700">
      <span className="font-semibold text-ink-950">{t.serviceCount({ count: totals.count })}</span>
      {' · '}
      {durationText(totals.duration, t)}
      {totals.price !== null && (
        <>
          {' · '}
          <span className="font-semibold text-ink-950">{formatRupees(totals.price)}</span>
        </>
      )}
    </p>
  );
}

/** Step 3: one or more services as check cards, with the running totals. */
export function ServicesField({ control, services, labelledBy }: ServicesFieldProps) {
  const t = useTexts(bookingTexts);
  const errorText = useErrorText();
  if (services.length === 0) {
    return <p className="rounded-xl bg-sand-50 p-4 text-sm text-ink-600">{t.noServices}</p>;
  }
  return (
    <Controller
      control={control}
      name="services"
      render={({ field, fieldState }) => {
        const picked = field.value;
        const error = errorText.message(fieldState.error?.message);
        return (
          <div>
            <div
              role="group"
              aria-labelledby={labelledBy}
              aria-describedby={error ? 'services-error' : undefined}
              className="grid gap-3 sm:grid-cols-2"
            >
              {services.map((service, index) => (
                <ServiceCard
                  key={service.id}
                  service={service}
                  checked={picked.includes(service.id)}
                  inputRef={index === 0 ? field.ref : undefined}
                  onToggle={() => {
                    field.onChange(toggleId(picked, service.id));
                  }}
                />
              ))}
            </div>
            <div className="mt-4 flex items-center justify-between gap-3 border-t border-line pt-3" aria-live="polite">
              <ServiceTotalsLine services={services} picked={picked} />
            </div>
            <GroupError id="services-error" message={error} />
          </div>
        );
      }}
    />
  );
}
