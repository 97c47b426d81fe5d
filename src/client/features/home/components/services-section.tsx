import { ArrowRight, Scissors } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from '../../../components/ui/button.js';
import { EmptyState } from '../../../components/ui/empty-state.js';
import { Container, SectionHeading } from '../../../components/ui/page.js';
import { Skeleton } from '../../../components/ui/skeleton.js';
import { useTexts } from '../../../lib/i18n/use-texts.js';
import { useServices } from '../../../lib/queries/services.js';
import { LoadError } from './load-error.js';
import { homeTexts } from '../texts.js';
import { ServiceCard } from './service-card.js';

/** The service menu (anchor `services`, which the footer links to; docs/product/architecture.md#the-web-client). */
export function ServicesSection() {
  const t = useTexts(homeTexts);
  return (
    <section id="services" aria-labelledby="services-title" className="border-y border-line bg-sand-50 py-14 sm:py-20">
      <Container className="flex flex-col gap-10">
        <SectionHeading id="services-title" title={t.servicesTitle} description={t.servicesDescription} />
        <ServiceList />
      </Container>
    </section>
  );
}

function ServiceList() {
  const t = useTexts(homeTexts);
  const { data, error, isFetching, refetch } = useServices();

  if (data && data.length === 0) {
    return (
      <EmptyState
        icon={<Scissors />}
        title={t.noServicesTitle}
        description={t.noServicesDescription}
      />
    );
  }

  if (data) {
    return (
      <div className="flex flex-col items-center gap-8">
        <ul className="grid w-full gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {data.map((service) => (
            <li key={service.id}>
              <ServiceCard service={service} />
            </li>
          ))}
        </ul>
        <Button asChild variant="secondary" size="lg">
          <Link href="/booking">
            {t.bookService}
            <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
      </div>
    );
  }

  if (error) {
    return <LoadError title={t.servicesLoadFailed} error={error} retrying={isFetching} onRetry={() => void refetch()} />;
  }

  return (
    <div>
      <p role="status" className="sr-only">
        {t.loadingServices}
      </p>
      <ul aria-hidden="true" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {[0, 1, 2].map((key) => (
          <li key={key} className="flex gap-4 rounded-2xl border border-line bg-white p-5 text-ink-900">
            <Skeleton rounded="full" className="size-12" />
            <div className="flex flex-1 flex-col gap-2.5">
              <Skeleton className="h-5 w-2/3" />
              <Skeleton className="h-4 w-full" />
              <Skeleton className="h-4 w-1/3" />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
