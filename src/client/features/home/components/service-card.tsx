import { Clock } from 'lucide-react';
import type { Service } from '../../../../shared/schemas/service.js';
import { ServiceIcon } from '../../../components/service-icon.js';
import { useTexts } from '../../../lib/i18n/use-texts.js';
import { formatPrice } from '../logic/format-price.js';
import { homeTexts } from '../texts.js';

/** One service on the menu: icon, name, description, how long it takes and, when set, its price. */
export function ServiceCard({ service }: { service: Service }) {
  const t = useTexts(homeTexts);
  const price = formatPrice(service.price);
  return (
    <article className="flex h-full gap-4 rounded-2xl border border-line bg-white p-5">
      <span className="flex size-12 shrink-0 items-center justify-center rounded-full border border-gold-300 bg-sand-50 text-bronze-700">
        <ServiceIcon icon={service.icon} className="size-6" />
      </span>
      <div className="flex min-w-0 flex-1 flex-col gap-1.5">
        <div className="flex items-baseline justify-between gap-3">
          <h3 className="min-w-0 break-words font-display text-lg font-semibold leading-snug text-ink-950">{service.name}</h3>
          {price && (
            <p className="shrink-0 text-base font-bold tabular-nums text-ink-950">
              <span className="sr-only">{t.priceLabel} </span>
              {price}
            </p>
          )}
        </div>
        {service.description && <p className="text-sm leading-relaxed text-ink-500">{service.description}</p>}
        <p className="mt-auto flex items-center gap-1.5 pt-1 text-sm font-medium text-ink-700">
          <Clock aria-hidden="true" className="size-4 text-bronze-700" />
          <span className="sr-only">{t.takesLabel} </span>
          {t.duration({ minutes: service.duration })}
        </p>
      </div>
    </article>
  );
}
