import { useParams, useSearch } from 'wouter';
import { useBarbers } from '../../lib/queries/barbers.js';
import { useServices } from '../../lib/queries/services.js';
import { useShopSettings } from '../../lib/queries/shop-settings.js';
import { useShopState } from '../../lib/use-shop-state.js';
import { BookingForm } from './components/booking-form.js';
import { BookingBody, BookingHero } from './components/booking-hero.js';
import {
  AllBarbersUnavailable,
  BookingLoadFailed,
  BookingLoading,
  LockedBarberUnavailable,
  ShopClosed,
  ShopStateNote,
} from './components/booking-states.js';

/** '/booking/7' → 7; anything that is not a plain positive id → null (shown as an unknown barber). */
function lockedBarberId(param: string | undefined): number | null | undefined {
  if (param === undefined) return undefined;
  return /^[1-9]\d{0,9}$/.test(param) ? Number(param) : null;
}

/** The page's content: loading, the reasons nothing can be booked, or the form. */
function BookingContent() {
  const params = useParams<{ barberId?: string }>();
  const lockedId = lockedBarberId(params.barberId);
  // The home page's main Book Now asks for any barber (shortest wait) to be chosen already.
  const preferAny = new URLSearchParams(useSearch()).get('barber') === 'any';
  const barbers = useBarbers();
  const services = useServices();
  const settings = useShopSettings();
  const status = useShopState();

  if (barbers.isPending || services.isPending || settings.isPending) return <BookingLoading />;
  if (barbers.isError || services.isError || settings.isError) {
    return (
      <BookingLoadFailed
        onRetry={() => {
          for (const query of [barbers, services, settings]) if (query.isError) void query.refetch();
        }}
      />
    );
  }
  if (!settings.data.isOpen) return <ShopClosed openTime={settings.data.openTime} closeTime={settings.data.closeTime} />;

  const available = barbers.data.filter((barber) => barber.isAvailable);
  const note = status && <ShopStateNote status={status} />;
  if (lockedId !== undefined) {
    const locked = barbers.data.find((barber) => barber.id === lockedId);
    if (!locked?.isAvailable) return <LockedBarberUnavailable name={locked?.name ?? null} othersAvailable={available.length > 0} />;
    return (
      <>
        {note}
        <BookingForm barbers={available} services={services.data} lockedBarber={locked} />
      </>
    );
  }
  if (available.length === 0) return <AllBarbersUnavailable />;
  return (
    <>
      {note}
      <BookingForm barbers={available} services={services.data} lockedBarber={null} preferAny={preferAny} />
    </>
  );
}

/** /booking and /booking/{barberId} (docs/product/screens.md Booking page): the form, then the confirmation. */
export function BookingPage() {
  return (
    <>
      <BookingHero />
      <BookingBody>
        <BookingContent />
      </BookingBody>
    </>
  );
}
