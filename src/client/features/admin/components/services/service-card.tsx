import { Clock } from 'lucide-react';
import type { Service } from '../../../../../shared/schemas/service.js';
import { Badge } from '../../../../components/ui/badge.js';
import { ServiceIcon } from '../../../../components/service-icon.js';
import { Card } from '../../../../components/ui/card.js';
import { toast } from '../../../../components/ui/use-toast.js';
import { useLanguage } from '../../../../lib/i18n/language.js';
import { formatNumber } from '../../../../lib/i18n/numbers.js';
import { useTexts } from '../../../../lib/i18n/use-texts.js';
import { useDeleteService } from '../../api/delete-service.js';
import { formatRupees } from '../../logic/format-rupees.js';
import { adminTexts } from '../../texts.js';
import { serviceTexts } from '../../texts-services.js';
import { EditDeleteActions } from '../edit-delete-actions.js';
import { useFailedToast } from '../use-failed-toast.js';
import { EditServiceDialog } from './service-dialogs.js';

/** One service: icon, name, description, duration and price, with Edit and Delete. */
export function ServiceCard({ service }: { service: Service }) {
  const t = useTexts(serviceTexts);
  const common = useTexts(adminTexts);
  const language = useLanguage();
  const failed = useFailedToast();
  const remove = useDeleteService();
  const price = formatRupees(service.price, language);
  const confirmDelete = () => {
    // Told by the promise, not by mutate's callbacks: those are dropped when the card unmounts, and
    // the live update can take it away before the answer arrives.
    void remove.mutateAsync(service.id).then(
      () => toast({ title: t.deleted, description: t.deletedDescription({ name: service.name }), variant: 'success' }),
      (error: unknown) => {
        failed(t.failedDelete, error);
      },
    );
  };

  return (
    <Card className="flex h-full flex-col">
      <div className="flex items-start gap-4 p-5">
        <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-sand-100 text-bronze-700">
          <ServiceIcon icon={service.icon} className="size-6" />
        </span>
        <div className="flex min-w-0 flex-1 flex-col gap-1.5">
          <div className="flex items-start justify-between gap-3">
            <h3 className="font-display text-lg font-semibold leading-snug text-ink-950">{service.name}</h3>
            <p className="shrink-0 text-lg font-semibold tabular-nums text-ink-950">{price ?? <span className="text-sm font-medium text-ink-500">{t.noPrice}</span>}</p>
          </div>
          {service.description && <p className="line-clamp-3 text-sm leading-relaxed text-ink-600">{service.description}</p>}
          <Badge className="mt-1 w-fit">
            <Clock className="size-3.5" aria-hidden="true" />
            {common.minutes({ minutes: formatNumber(service.duration, language) })}
          </Badge>
        </div>
      </div>
      <div className="mt-auto flex gap-2 border-t border-line p-4">
        <EditDeleteActions
          name={service.name}
          editDialog={(trigger) => <EditServiceDialog service={service} trigger={trigger} />}
          deleteTitle={t.deleteTitle}
          deleteQuestion={t.deleteConfirm({ name: service.name })}
          deleting={remove.isPending}
          onDelete={confirmDelete}
        />
      </div>
    </Card>
  );
}
