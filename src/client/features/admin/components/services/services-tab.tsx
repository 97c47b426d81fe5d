import { Plus, Scissors } from 'lucide-react';
import { Button } from '../../../../components/ui/button.js';
import { EmptyState } from '../../../../components/ui/empty-state.js';
import { Skeleton } from '../../../../components/ui/skeleton.js';
import { useTexts } from '../../../../lib/i18n/use-texts.js';
import { useServices } from '../../../../lib/queries/services.js';
import { adminTexts } from '../../texts.js';
import { serviceTexts } from '../../texts-services.js';
import { LoadError } from '../load-error.js';
import { TabHeader } from '../tab-header.js';
import { ServiceCard } from './service-card.js';
import { AddServiceDialog } from './service-dialogs.js';

const addButton = (label: string) => (
  <Button>
    <Plus aria-hidden="true" />
    {label}
  </Button>
);

/** Services (docs/product/screens.md): what customers can book, how long each takes and what it costs. */
export function ServicesTab() {
  const t = useTexts(serviceTexts);
  const common = useTexts(adminTexts);
  const services = useServices();
  const list = services.data ?? [];
  return (
    <section aria-labelledby="services-heading">
      <TabHeader
        id="services-heading"
        title={common.tabServices}
        description={t.description}
        action={services.isSuccess && list.length > 0 ? <AddServiceDialog trigger={addButton(t.addService)} /> : undefined}
      />
      {services.isPending ? (
        <div role="status" aria-label={t.loading} className="grid gap-5 sm:grid-cols-2 xl:grid-cols-3">
          {[0, 1, 2].map((card) => (
            <Skeleton key={card} rounded="2xl" tone="ink" className="h-44" />
          ))}
        </div>
      ) : services.isError ? (
        <LoadError title={t.failedLoad} error={services.error} onRetry={() => void services.refetch()} retrying={services.isFetching} />
      ) : list.length === 0 ? (
        <EmptyState
          icon={<Scissors />}
          title={t.empty}
          description={t.emptyHint}
          actions={<AddServiceDialog trigger={addButton(t.addFirstService)} />}
        />
      ) : (
        <ul className="grid gap-5 sm:grid-cols-2 xl:grid-cols-3">
          {list.map((service) => (
            <li key={service.id}>
              <ServiceCard service={service} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
