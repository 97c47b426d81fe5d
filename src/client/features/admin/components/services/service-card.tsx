import { Clock, Pencil, Trash2 } from 'lucide-react';
import { DEFAULT_SERVICE_ICON } from '../../../../../shared/constants.js';
import type { Service } from '../../../../../shared/schemas/service.js';
import { Badge } from '../../../../components/ui/badge.js';
import { Button } from '../../../../components/ui/button.js';
import { Card } from '../../../../components/ui/card.js';
import { toast } from '../../../../components/ui/use-toast.js';
import { describeError } from '../../../../lib/api-errors.js';
import { useDeleteService } from '../../api/delete-service.js';
import { formatRupees } from '../../lib/format-rupees.js';
import { ConfirmDelete } from '../confirm-delete.js';
import { EditServiceDialog } from './service-dialogs.js';

/** One service: icon, name, description, duration and price, with Edit and Delete. */
export function ServiceCard({ service }: { service: Service }) {
  const remove = useDeleteService();
  const price = formatRupees(service.price);
  const confirmDelete = () => {
    remove.mutate(service.id, {
      onSuccess: () => toast({ title: 'Service deleted', description: `${service.name} is no longer offered.`, variant: 'success' }),
      onError: (error) =>
        toast({ title: 'Failed to delete service', description: describeError(error, 'Please try again.'), variant: 'destructive' }),
    });
  };

  return (
    <Card className="flex h-full flex-col">
      <div className="flex items-start gap-4 p-5">
        <span aria-hidden="true" className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-sand-100 text-2xl">
          {service.icon || DEFAULT_SERVICE_ICON}
        </span>
        <div className="flex min-w-0 flex-1 flex-col gap-1.5">
          <div className="flex items-start justify-between gap-3">
            <h3 className="font-display text-lg font-semibold leading-snug text-ink-950">{service.name}</h3>
            <p className="shrink-0 text-lg font-semibold tabular-nums text-ink-950">{price ?? <span className="text-sm font-medium text-ink-500">No price</span>}</p>
          </div>
          {service.description && <p className="line-clamp-3 text-sm leading-relaxed text-ink-600">{service.description}</p>}
          <Badge className="mt-1 w-fit">
            <Clock className="size-3.5" aria-hidden="true" />
            {service.duration} min
          </Badge>
        </div>
      </div>
      <div className="mt-auto flex gap-2 border-t border-line p-4">
        <EditServiceDialog
          service={service}
          trigger={
            <Button variant="outline" className="grow basis-0" aria-label={`Edit ${service.name}`}>
              <Pencil aria-hidden="true" />
              Edit
            </Button>
          }
        />
        <ConfirmDelete
          title="Delete service"
          description={`Are you sure you want to delete ${service.name}? It will no longer be offered for new bookings; past bookings keep it.`}
          onConfirm={confirmDelete}
          trigger={
            <Button variant="ghostDanger" className="grow basis-0" loading={remove.isPending} aria-label={`Delete ${service.name}`}>
              <Trash2 aria-hidden="true" />
              Delete
            </Button>
          }
        />
      </div>
    </Card>
  );
}
