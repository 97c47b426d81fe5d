import { ArrowRight, Award } from 'lucide-react';
import { Link } from 'wouter';
import type { Barber } from '../../../../shared/schemas/barber.js';
import { useSpecialty } from '../../../components/barber/use-specialty.js';
import { Button } from '../../../components/ui/button.js';
import { useTexts } from '../../../lib/i18n/use-texts.js';
import { homeTexts } from '../texts.js';
import { Availability, ShopClosed } from './availability.js';
import { BarberPhoto } from './barber-photo.js';
import { BookedSlots } from './booked-slots.js';
import { WaitBadge } from './wait-badge.js';

/**
 * One barber (docs/product/screens.md): photo, name, experience, availability, the live wait and the way to book
 * them; then the slots already taken. On a phone the photo sits beside the name to keep the card
 * short; from tablets up it heads the card. While the shop is closed, for the day or by the owner,
 * the card says the shop's state (`shopClosed`, grey) where it would say Available and the wait;
 * while the owner has closed it, that booking opens with the shop instead of a way in
 * (docs/decisions/0017-shop-state.md).
 */
export function BarberCard({
  barber,
  onIntent,
  shopClosed = null,
  bookable = true,
}: {
  barber: Barber;
  onIntent: () => void;
  shopClosed?: string | null;
  bookable?: boolean;
}) {
  const t = useTexts(homeTexts);
  const specialtyOf = useSpecialty();
  return (
    <article aria-labelledby={`barber-${barber.id}-name`} className="flex w-full flex-col overflow-hidden rounded-2xl border border-line bg-white shadow-[0_1px_2px_rgb(14_14_16/0.04),0_8px_24px_-12px_rgb(14_14_16/0.12)]">
      <div className="flex gap-4 p-4 sm:flex-col sm:p-0">
        <BarberPhoto
          src={barber.photo}
          name={barber.name}
          className="size-24 shrink-0 rounded-xl sm:aspect-[4/3] sm:h-auto sm:w-full sm:rounded-none sm:object-[center_30%]"
        />
        <div className="flex min-w-0 flex-1 flex-col gap-2 sm:px-5 sm:pt-1">
          <div className="flex flex-col gap-0.5">
            <h3 id={`barber-${barber.id}-name`} className="truncate font-display text-xl font-semibold leading-tight text-ink-950">
              {barber.name}
            </h3>
            {barber.specialty && <p className="truncate text-sm text-ink-500">{specialtyOf(barber.specialty)}</p>}
          </div>
          <p className="flex items-center gap-1.5 text-sm text-ink-700">
            <Award aria-hidden="true" className="size-4 text-bronze-700" />
            {t.experience({ years: barber.experience })}
            <span className="sr-only"> {t.ofExperience}</span>
          </p>
          {shopClosed ? <ShopClosed text={shopClosed} /> : <Availability isAvailable={barber.isAvailable} />}
        </div>
      </div>

      <div className="flex flex-1 flex-col justify-end gap-4 px-4 pb-4 sm:px-5 sm:pb-5 sm:pt-4">
        {bookable && !shopClosed && <WaitBadge barber={barber} />}
        {!bookable ? (
          <p className="flex min-h-11 w-full items-center justify-center rounded-lg border border-dashed border-ink-200 bg-sand-50 px-3 text-center text-sm font-semibold text-ink-600">
            {t.bookingOpensWithShop}
          </p>
        ) : barber.isAvailable ? (
          <Button asChild className="w-full">
            <Link href={`/booking/${barber.id}`} onPointerEnter={onIntent} onTouchStart={onIntent} onFocus={onIntent}>
              <span className="tracking-[0.08em]">{t.bookAppointment}</span>
              <span className="sr-only"> {t.withBarber({ name: barber.name })}</span>
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
        ) : (
          <p className="flex h-11 w-full cursor-not-allowed items-center justify-center rounded-lg border border-dashed border-ink-200 bg-sand-50 text-sm font-semibold tracking-[0.08em] text-ink-600">
            {t.unavailableButton}
          </p>
        )}
      </div>

      <BookedSlots barberId={barber.id} barberName={barber.name} />
    </article>
  );
}
