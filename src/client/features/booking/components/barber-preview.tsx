import { DEFAULT_BARBER_PHOTO } from '../../../../shared/constants.js';
import type { Barber } from '../../../../shared/schemas/barber.js';
import { BarberStatusBadge } from '../../../components/barber/barber-status-badge.js';
import { useSpecialty } from '../../../components/barber/use-specialty.js';
import { useTexts } from '../../../lib/i18n/use-texts.js';
import { bookingTexts } from '../texts.js';
import { inShop } from '../../../lib/shop-base.js';

/** Photo, name, specialty and experience, and the live wait: who will be doing the cut. */
export function BarberPreview({ barber }: { barber: Barber }) {
  const t = useTexts(bookingTexts);
  const specialtyOf = useSpecialty();
  return (
    <div className="flex items-center gap-3.5">
      <img
        src={inShop(barber.photo || DEFAULT_BARBER_PHOTO)}
        alt=""
        width={56}
        height={56}
        className="size-14 shrink-0 rounded-full border-2 border-gold-300 bg-sand-100 object-cover"
      />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <p className="truncate font-display text-lg font-semibold leading-tight text-ink-950">{barber.name}</p>
        <p className="text-sm text-ink-500">
          {specialtyOf(barber.specialty)} · {barber.experience <= 0 ? t.newToTheChair : t.experience({ years: barber.experience })}
        </p>
        <div aria-live="polite" aria-atomic="true">
          <BarberStatusBadge barber={barber} />
        </div>
      </div>
    </div>
  );
}
