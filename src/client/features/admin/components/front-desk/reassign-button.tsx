import { Users } from 'lucide-react';
import { useRef, useState } from 'react';
import { Button } from '../../../../components/ui/button.js';
import { BusyConfirmDialog } from '../../../../components/ui/busy-confirm-dialog.js';
import { toast } from '../../../../components/ui/use-toast.js';
import { useTexts } from '../../../../lib/i18n/use-texts.js';
import { useStaffOnline } from '../../../../lib/staff-online/staff-online-context.js';
import { useReassignWaiting, useWaitingWalkIns } from '../../api/reassign-waiting.js';
import { reassignTexts } from '../../texts-reassign.js';
import { useFailedToast } from '../use-failed-toast.js';

/** What the dialog says will happen: counted from the barber's queue when it opens. */
function useDescription(barber: { id: number; name: string }, open: boolean): { text: string; count: number | null } {
  const t = useTexts(reassignTexts);
  const waiting = useWaitingWalkIns(barber.id, open);
  if (waiting.isPending) return { text: t.counting, count: null };
  if (waiting.isError) return { text: t.countFailed, count: null };
  const count = waiting.data;
  return { text: count === 0 ? t.nothingToMove({ name: barber.name }) : t.willMove({ count, name: barber.name }), count };
}

/**
 * "Reassign waiting customers" on a chair of the Front desk, for a barber who must leave: a confirm
 * dialog that says how many waiting walk-ins will move, then POST /api/barbers/{id}/reassign and
 * how many moved. The dialog stays open while it runs, so a double tap reassigns once.
 */
export function ReassignButton({ barber }: { barber: { id: number; name: string } }) {
  const t = useTexts(reassignTexts);
  const { online } = useStaffOnline();
  const failed = useFailedToast();
  const reassign = useReassignWaiting();
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const description = useDescription(barber, open);

  return (
    <BusyConfirmDialog
      open={open}
      onOpenChange={(next) => {
        if (!reassign.isPending) setOpen(next);
      }}
      trigger={
        <Button ref={trigger} variant="outline" className="w-full" aria-label={t.reassignLabel({ name: barber.name })} disabled={!online}>
          <Users aria-hidden="true" />
          {t.reassign}
        </Button>
      }
      onCloseAutoFocus={(event) => {
        if (trigger.current?.isConnected) return;
        event.preventDefault();
      }}
      title={t.reassignTitle({ name: barber.name })}
      description={description.text}
      cancelLabel={t.keep}
      confirmLabel={t.confirm}
      busyLabel={t.reassigning}
      busy={reassign.isPending}
      disabled={!online || description.count === null || description.count === 0}
      onConfirm={() => {
        if (reassign.isPending) return;
        // A promise, not mutate's callbacks: the card may lose this button (nobody left waiting)
        // before the answer comes, and the toast must still say how many moved.
        reassign
          .mutateAsync(barber.id)
          .then(({ moved }) => {
            setOpen(false);
            toast({ variant: 'success', title: t.reassigned, description: moved.length === 0 ? t.nobodyMoved : t.movedCount({ count: moved.length }) });
          })
          .catch((error: unknown) => {
            failed(t.reassignFailed, error);
          });
      }}
    />
  );
}
