import { Clock } from 'lucide-react';
import { waitBadgeColour, type WaitColour } from '../../../../../shared/domain/wait-label.js';
import type { Barber } from '../../../../../shared/schemas/barber.js';
import { percentFromBasisPoints } from '../../../../../shared/domain/commission.js';
import { Badge, type BadgeTone } from '../../../../components/ui/badge.js';
import { Button } from '../../../../components/ui/button.js';
import { Card } from '../../../../components/ui/card.js';
import { StatusDot } from '../../../../components/ui/status-dot.js';
import { Switch } from '../../../../components/ui/switch.js';
import { toast } from '../../../../components/ui/use-toast.js';
import { useLanguage } from '../../../../lib/i18n/language.js';
import { formatNumber } from '../../../../lib/i18n/numbers.js';
import { useTexts } from '../../../../lib/i18n/use-texts.js';
import { useDeleteBarber } from '../../api/delete-barber.js';
import { useUpdateBarber } from '../../api/update-barber.js';
import { barberWaitText } from '../../logic/barber-wait.js';
import { adminTexts } from '../../texts.js';
import { barberTexts } from '../../texts-barbers.js';
import { EditDeleteActions } from '../edit-delete-actions.js';
import { useFailedToast } from '../use-failed-toast.js';
import { EditBarberDialog } from './barber-dialogs.js';
import { BarberPhoto } from './barber-photo.js';
import { WorkingHoursDialog } from './working-hours-dialog.js';

const WAIT_TONES: Record<WaitColour, BadgeTone> = {
  green: 'success',
  yellow: 'warning',
  orange: 'orange',
  red: 'danger',
  grey: 'neutral',
};

/** One barber in Manage Barbers: who they are, whether they take bookings, and the actions. */
export function BarberCard({ barber }: { barber: Barber }) {
  const t = useTexts(barberTexts);
  const common = useTexts(adminTexts);
  const language = useLanguage();
  const failed = useFailedToast();
  const update = useUpdateBarber();
  const remove = useDeleteBarber();
  // The switch moves at once; the list catches up when the server has answered.
  const available = update.isPending && update.variables.update.isAvailable !== undefined ? update.variables.update.isAvailable : barber.isAvailable;
  const years = t.experience({ years: formatNumber(barber.experience, language), count: barber.experience });

  const setAvailable = (isAvailable: boolean) => {
    update.mutate(
      { barberId: barber.id, update: { isAvailable } },
      {
        onSuccess: () => {
          toast({ title: isAvailable ? t.nowAvailable({ name: barber.name }) : t.nowUnavailable({ name: barber.name }), variant: 'success' });
        },
        onError: (error) => {
          failed(t.failedUpdate, error);
        },
      },
    );
  };

  const confirmDelete = () => {
    // Told by the promise, not by mutate's callbacks: those are dropped when the card unmounts, and
    // the live update can take it away before the answer arrives.
    void remove.mutateAsync(barber.id).then(
      () => {
        toast({ title: t.deleted, description: t.deletedDescription({ name: barber.name }), variant: 'success' });
      },
      (error: unknown) => {
        failed(t.failedDelete, error);
      },
    );
  };

  return (
    <Card className="flex flex-col" aria-busy={remove.isPending || undefined}>
      <div className="flex items-start gap-4 p-5">
        <BarberPhoto photo={barber.photo} className="size-16" />
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <h3 className="truncate font-display text-lg font-semibold text-ink-950">{barber.name}</h3>
          <p className="text-sm text-ink-600">
            {years}
            {barber.commissionBasisPoints !== undefined && <> · {t.commissionRate({ rate: percentFromBasisPoints(barber.commissionBasisPoints) })}</>}
          </p>
          {barber.user && <p className="truncate text-sm text-ink-500">{t.login({ username: barber.user.username })}</p>}
          <Badge tone={WAIT_TONES[waitBadgeColour(barber)]} className="mt-1 w-fit">
            {barberWaitText(barber, { admin: common, barbers: t }, language)}
          </Badge>
        </div>
      </div>
      <div className="mx-5 flex items-center justify-between gap-3 rounded-xl bg-sand-50 px-4 py-2.5">
        <span className="flex items-center gap-2 text-sm font-semibold">
          <StatusDot tone={available ? 'success' : 'danger'} />
          <span className={available ? 'text-green-800' : 'text-red-800'}>{available ? t.available : t.unavailable}</span>
        </span>
        <Switch aria-label={t.availableSwitch({ name: barber.name })} checked={available} disabled={update.isPending} onCheckedChange={setAvailable} />
      </div>
      <div className="mt-auto flex flex-col gap-2 p-5 pt-4">
        <WorkingHoursDialog
          barber={barber}
          trigger={
            <Button variant="outline" aria-label={t.workingHoursFor({ name: barber.name })}>
              <Clock aria-hidden="true" />
              {t.workingHours}
            </Button>
          }
        />
        <div className="flex gap-2">
          <EditDeleteActions
            name={barber.name}
            editDialog={(trigger) => <EditBarberDialog barber={barber} trigger={trigger} />}
            deleteTitle={t.deleteTitle}
            deleteQuestion={t.deleteConfirm({ name: barber.name })}
            deleting={remove.isPending}
            onDelete={confirmDelete}
          />
        </div>
      </div>
    </Card>
  );
}
