import { useState, type ReactNode } from 'react';
import type { Barber, BarberCreate } from '../../../../../shared/schemas/barber.js';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from '../../../../components/ui/dialog.js';
import { toast } from '../../../../components/ui/use-toast.js';
import { ApiError } from '../../../../lib/api-errors.js';
import { useTexts } from '../../../../lib/i18n/use-texts.js';
import { useCreateBarber } from '../../api/create-barber.js';
import { useUpdateBarber } from '../../api/update-barber.js';
import { barberUpdateFrom } from '../../lib/barber-form.js';
import { adminTexts } from '../../texts.js';
import { barberTexts } from '../../texts-barbers.js';
import { BarberForm } from './barber-form.js';
import { useFailureText } from '../use-failure-text.js';

/** A failed save's toast: what failed, and the server's reason in the language shown. */
function useFailedToast(): (title: string, error: unknown) => void {
  const common = useTexts(adminTexts);
  const failure = useFailureText();
  return (title, error) => {
    toast({ title, description: failure(error, common.tryAgain), variant: 'destructive' });
  };
}

/** The Add Barber dialog, opened by `trigger` (focus returns to it on close). */
export function AddBarberDialog({ trigger }: { trigger: ReactNode }) {
  const t = useTexts(barberTexts);
  const failed = useFailedToast();
  const [open, setOpen] = useState(false);
  const create = useCreateBarber();
  const save = async (values: BarberCreate) => {
    try {
      const barber = await create.mutateAsync(values);
      setOpen(false);
      toast({ title: t.added, description: t.addedDescription({ name: barber.name, username: values.user.username }), variant: 'success' });
    } catch (error) {
      failed(t.failedAdd, error);
      throw error;
    }
  };
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t.addBarber}</DialogTitle>
          <DialogDescription>{t.addDescription}</DialogDescription>
        </DialogHeader>
        <BarberForm pending={create.isPending} onSave={save} />
      </DialogContent>
    </Dialog>
  );
}

/** The Edit dialog: only what changed is sent, and a blank password keeps the current one (spec §5). */
export function EditBarberDialog({ barber, trigger }: { barber: Barber; trigger: ReactNode }) {
  const t = useTexts(barberTexts);
  const failed = useFailedToast();
  const [open, setOpen] = useState(false);
  const update = useUpdateBarber();
  const save = async (values: BarberCreate) => {
    const changes = barberUpdateFrom(values, barber);
    if (!changes) {
      setOpen(false);
      return;
    }
    try {
      await update.mutateAsync({ barberId: barber.id, update: changes });
      setOpen(false);
      toast({ title: t.updated, variant: 'success' });
    } catch (error) {
      // Deleted from another screen while this dialog was open: there is nobody left to edit.
      if (error instanceof ApiError && error.status === 404) {
        setOpen(false);
        failed(t.noBarberSelected, error);
      } else failed(t.failedUpdate, error);
      throw error;
    }
  };
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t.editTitle}</DialogTitle>
          <DialogDescription>{t.editDescription}</DialogDescription>
        </DialogHeader>
        <BarberForm barber={barber} pending={update.isPending} onSave={save} />
      </DialogContent>
    </Dialog>
  );
}
