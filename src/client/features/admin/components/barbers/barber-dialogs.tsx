import { useState, type ReactNode } from 'react';
import type { Barber, BarberCreate } from '../../../../../shared/schemas/barber.js';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from '../../../../components/ui/dialog.js';
import { toast } from '../../../../components/ui/use-toast.js';
import { ApiError, describeError } from '../../../../lib/api-errors.js';
import { useCreateBarber } from '../../api/create-barber.js';
import { useUpdateBarber } from '../../api/update-barber.js';
import { barberUpdateFrom } from '../../lib/barber-form.js';
import { BarberForm } from './barber-form.js';

const failed = (title: string, error: unknown) => {
  toast({ title, description: describeError(error, 'Please try again.'), variant: 'destructive' });
};

/** The Add Barber dialog, opened by `trigger` (focus returns to it on close). */
export function AddBarberDialog({ trigger }: { trigger: ReactNode }) {
  const [open, setOpen] = useState(false);
  const create = useCreateBarber();
  const save = async (values: BarberCreate) => {
    try {
      const barber = await create.mutateAsync(values);
      setOpen(false);
      toast({ title: 'Barber added', description: `${barber.name} can now sign in as ${values.user.username}.`, variant: 'success' });
    } catch (error) {
      failed('Failed to add barber', error);
      throw error;
    }
  };
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Add Barber</DialogTitle>
          <DialogDescription>Their profile for the booking pages, and a login for their dashboard.</DialogDescription>
        </DialogHeader>
        <BarberForm pending={create.isPending} onSave={save} />
      </DialogContent>
    </Dialog>
  );
}

/** The Edit dialog: only what changed is sent, and a blank password keeps the current one (spec §5). */
export function EditBarberDialog({ barber, trigger }: { barber: Barber; trigger: ReactNode }) {
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
      toast({ title: 'Barber updated', variant: 'success' });
    } catch (error) {
      // Deleted from another screen while this dialog was open: there is nobody left to edit.
      if (error instanceof ApiError && error.status === 404) {
        setOpen(false);
        failed('No barber selected for editing', error);
      } else failed('Failed to update barber', error);
      throw error;
    }
  };
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Edit Barber</DialogTitle>
          <DialogDescription>Changes show on the booking pages at once.</DialogDescription>
        </DialogHeader>
        <BarberForm barber={barber} pending={update.isPending} onSave={save} />
      </DialogContent>
    </Dialog>
  );
}
