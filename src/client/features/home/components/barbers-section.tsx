import { useQueryClient } from '@tanstack/react-query';
import { UserX } from 'lucide-react';
import { useCallback } from 'react';
import { EmptyState } from '../../../components/ui/empty-state.js';
import { Container, SectionHeading } from '../../../components/ui/page.js';
import { useTexts } from '../../../lib/i18n/use-texts.js';
import { prefetchBookingData } from '../../../lib/queries/prefetch.js';
import { useHomeBarbers } from '../api/get-home-barbers.js';
import { hasBookableBarber } from '../logic/sort-barbers.js';
import { useShopState } from '../../../lib/use-shop-state.js';
import { BarberCard } from './barber-card.js';
import { LoadError } from './load-error.js';
import { homeTexts } from '../texts.js';
import { SectionLoading } from './section-loading.js';

/** 'OUR TOP BARBERS' (anchor `barbers`, docs/product/screens.md): every barber with their live wait, shortest first. */
export function BarbersSection() {
  const t = useTexts(homeTexts);
  return (
    <section id="barbers" aria-labelledby="barbers-title" className="py-14 sm:py-20">
      <Container className="flex flex-col gap-10">
        <SectionHeading
          id="barbers-title"
          title={t.barbersTitle}
          description={t.barbersDescription}
        />
        <BarberList />
      </Container>
    </section>
  );
}

function BarberList() {
  const t = useTexts(homeTexts);
  const { data, error, isFetching, refetch } = useHomeBarbers();
  const client = useQueryClient();
  // Closed for the day (with when it opens) or by the owner: each card says so instead of a wait.
  const status = useShopState();
  const shopClosed = status?.state.kind === 'closed_today' ? status.line : status?.state.kind === 'closed_by_shop' ? t.shopClosed : null;
  // Reaching for a card's button starts loading what the booking page needs.
  const onIntent = useCallback(() => {
    prefetchBookingData(client);
  }, [client]);

  if (data) {
    if (!hasBookableBarber(data)) {
      return (
        <EmptyState
          icon={<UserX />}
          title={t.noBarbersTitle}
          description={t.noBarbersDescription}
        />
      );
    }
    return (
      // Wrapping rows rather than a grid, so a last row of one or two cards sits in the middle.
      <ul className="flex flex-wrap items-start justify-center gap-5">
        {data.map((barber) => (
          <li key={barber.id} className="flex w-full sm:w-[calc((100%-1.25rem)/2)] lg:w-[calc((100%-3.75rem)/4)]">
            <BarberCard barber={barber} onIntent={onIntent} shopClosed={shopClosed} bookable={status?.bookable ?? true} />
          </li>
        ))}
      </ul>
    );
  }

  if (error) {
    return <LoadError title={t.barbersLoadFailed} error={error} retrying={isFetching} onRetry={() => void refetch()} />;
  }

  return <SectionLoading text={t.loadingBarbers} />;
}
