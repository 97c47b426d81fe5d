import { Clock, Pencil, Trash2 } from 'lucide-react';
import { waitBadge } from '../../../../../shared/domain/wait-label.js';
import type { Barber } from '../../../../../shared/schemas/barber.js';
import { Badge, type BadgeTone } from '../../../../components/ui/badge.js';
import { Button } from '../../../../components/ui/button.js';
import { Card } from '../../../../components/ui/card.js';
import { StatusDot } from '../../../../components/ui/status-dot.js';
import { Switch } from '../../../../components/ui/switch.js';
import { toast } from '../../../../components/ui/use-toast.js';
import { describeError } from '../../../../lib/api-errors.js';
import { useDeleteBarber } from '../../api/delete-barber.js';
import { useUpdateBarber } from '../../api/update-barber.js';
import { ConfirmDelete } from '../confirm-delete.js';
import { EditBarberDialog } from './barber-dialogs.js';
import { BarberPhoto } from './barber-photo.js';
import { WorkingHoursDialog } from './working-hours-dialog.js';

const WAIT_TONES: Record<ReturnType<typeof waitBadge>['colour'], BadgeTone> = {
  green: 'success',
  yellow: 'warning',
  orange: 'orange',
  red: 'danger',
  grey: 'neutral',
};

const failed = (title: string, error: unknown) => {
  toast({ title, description: describeError(error, 'Please try again.'), variant: 'destructive' });
};

/** One barber in Manage Barbers: who they are, whether they take bookings, and the actions. */
export function BarberCard({ barber }: { barber: Barber }) {
  const update = useUpdateBarber();
  const remove = useDeleteBarber();
  // The switch moves at once; the list catches up when the server has answered.
  const available = update.isPending && update.variables.update.isAvailable !== undefined ? update.variables.update.isAvailable : barber.isAvailable;
  const wait = waitBadge(barber);
  const years = `${barber.experience} ${barber.experience === 1 ? 'year' : 'years'} experience`;

  const setAvailable = (isAvailable: boolean) => {
    update.mutate(
      { barberId: barber.id, update: { isAvailable } },
      {
        onSuccess: () => {
          toast({ title: `${barber.name} is now ${isAvailable ? 'available' : 'unavailable'}`, variant: 'success' });
        },
        onError: (error) => {
          failed('Failed to update barber', error);
        },
      },
    );
  };

  const confirmDelete = () => {
    remove.mutate(barber.id, {
      onSuccess: () => {
        toast({ title: 'Barber deleted', description: `${barber.name} can no longer sign in.`, variant: 'success' });
      },
      onError: (error) => {
        failed('Failed to delete barber', error);
      },
    });
  };

  return (
    <Card className="flex flex-col" aria-busy={remove.isPending || undefined}>
      <div className="flex items-start gap-4 p-5">
        <BarberPhoto photo={barber.photo} className="size-16" />
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <h3 className="truncate font-display text-lg font-semibold text-ink-950">{barber.name}</h3>
          <p className="text-sm text-ink-600">{years}</p>
          {barber.user && <p className="truncate text-sm text-ink-500">Login: {barber.user.username}</p>}
          <Badge tone={WAIT_TONES[wait.colour]} className="mt-1 w-fit">
            {wait.text === 'Not Available' ? wait.text : `Wait: ${wait.text}`}
          </Badge>
        </div>
      </div>
      <div className="mx-5 flex items-center justify-between gap-3 rounded-xl bg-sand-50 px-4 py-2.5">
        <span className="flex items-center gap-2 text-sm font-semibold">
          <StatusDot tone={available ? 'success' : 'danger'} />
          <span className={available ? 'text-green-800' : 'text-red-800'}>{available ? 'Available' : 'Unavailable'}</span>
        </span>
        <Switch aria-label={`${barber.name} available`} checked={available} disabled={update.isPending} onCheckedChange={setAvailable} />
      </div>
      <div className="mt-auto flex flex-col gap-2 p-5 pt-4">
        <WorkingHoursDialog
          barber={barber}
          trigger={
            <Button variant="outline" aria-label={`Working hours for ${barber.name}`}>
              <Clock aria-hidden="true" />
              Working hours
            </Button>
          }
        />
        <div className="flex gap-2">
          <EditBarberDialog
            barber={barber}
            trigger={
              <Button variant="outline" className="grow basis-0" aria-label={`Edit ${barber.name}`}>
                <Pencil aria-hidden="true" />
                Edit
              </Button>
            }
          />
          <ConfirmDelete
            title="Delete barber"
            description={`Are you sure you want to delete ${barber.name}? This action cannot be undone.`}
            onConfirm={confirmDelete}
            trigger={
              <Button variant="ghostDanger" className="grow basis-0" loading={remove.isPending} aria-label={`Delete ${barber.name}`}>
                <Trash2 aria-hidden="true" />
                Delete
              </Button>
            }
          />
        </div>
      </div>
    </Card>
  );
}
