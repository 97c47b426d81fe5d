import { Plus, Users } from 'lucide-react';
import { Button } from '../../../../components/ui/button.js';
import { EmptyState } from '../../../../components/ui/empty-state.js';
import { Skeleton } from '../../../../components/ui/skeleton.js';
import { useTexts } from '../../../../lib/i18n/use-texts.js';
import { useAdminBarbers } from '../../api/admin-barbers.js';
import { adminTexts } from '../../texts.js';
import { barberTexts } from '../../texts-barbers.js';
import { LoadError } from '../load-error.js';
import { TabHeader } from '../tab-header.js';
import { BarberCard } from './barber-card.js';
import { AddBarberDialog } from './barber-dialogs.js';

const addButton = (label: string) => (
  <Button>
    <Plus aria-hidden="true" />
    {label}
  </Button>
);

/** Manage Barbers (docs/product/screens.md): the team, their availability, and Add, Edit and Delete. */
export function BarbersTab() {
  const t = useTexts(barberTexts);
  const common = useTexts(adminTexts);
  const barbers = useAdminBarbers();
  const list = [...(barbers.data ?? [])].sort((a, b) => a.name.localeCompare(b.name));
  return (
    <section aria-labelledby="barbers-heading">
      <TabHeader
        id="barbers-heading"
        title={common.tabBarbers}
        description={t.description}
        action={barbers.isSuccess && list.length > 0 ? <AddBarberDialog trigger={addButton(t.addBarber)} /> : undefined}
      />
      {barbers.isPending ? (
        <div role="status" aria-label={t.loading} className="grid gap-5 sm:grid-cols-2 xl:grid-cols-3">
          {[0, 1, 2].map((card) => (
            <Skeleton key={card} rounded="2xl" tone="ink" className="h-56" />
          ))}
        </div>
      ) : barbers.isError ? (
        <LoadError title={t.failedLoad} error={barbers.error} onRetry={() => void barbers.refetch()} retrying={barbers.isFetching} />
      ) : list.length === 0 ? (
        <EmptyState
          icon={<Users />}
          title={t.empty}
          description={t.emptyHint}
          actions={<AddBarberDialog trigger={addButton(t.addFirstBarber)} />}
        />
      ) : (
        <ul className="grid gap-5 sm:grid-cols-2 xl:grid-cols-3">
          {list.map((barber) => (
            <li key={barber.id} className="flex flex-col [&>*]:flex-1">
              <BarberCard barber={barber} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
