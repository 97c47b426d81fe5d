import { Plus, Users } from 'lucide-react';
import { Button } from '../../../../components/ui/button.js';
import { EmptyState } from '../../../../components/ui/empty-state.js';
import { Skeleton } from '../../../../components/ui/skeleton.js';
import { useAdminBarbers } from '../../api/admin-barbers.js';
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

/** Manage Barbers (spec §2): the team, their availability, and Add, Edit and Delete. */
export function BarbersTab() {
  const barbers = useAdminBarbers();
  const list = [...(barbers.data ?? [])].sort((a, b) => a.name.localeCompare(b.name));
  return (
    <section aria-labelledby="barbers-heading">
      <TabHeader
        id="barbers-heading"
        title="Manage Barbers"
        description="Switch a barber off when they are away: customers cannot book them until they are back."
        action={barbers.isSuccess && list.length > 0 ? <AddBarberDialog trigger={addButton('Add Barber')} /> : undefined}
      />
      {barbers.isPending ? (
        <div role="status" aria-label="Loading barbers" className="grid gap-5 sm:grid-cols-2 xl:grid-cols-3">
          {[0, 1, 2].map((card) => (
            <Skeleton key={card} rounded="2xl" tone="ink" className="h-56" />
          ))}
        </div>
      ) : barbers.isError ? (
        <LoadError title="Failed to load barbers" error={barbers.error} onRetry={() => void barbers.refetch()} retrying={barbers.isFetching} />
      ) : list.length === 0 ? (
        <EmptyState
          icon={<Users />}
          title="No barbers yet"
          description="Add the first barber so customers can book them."
          actions={<AddBarberDialog trigger={addButton('Add First Barber')} />}
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
