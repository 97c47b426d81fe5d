import { useState, type ReactNode } from 'react';
import type { Service, ServiceCreate } from '../../../../../shared/schemas/service.js';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from '../../../../components/ui/dialog.js';
import { toast } from '../../../../components/ui/use-toast.js';
import { describeError } from '../../../../lib/api-errors.js';
import { useCreateService } from '../../api/create-service.js';
import { useUpdateService } from '../../api/update-service.js';
import { ServiceForm } from './service-form.js';

const failed = (title: string, error: unknown) => {
  toast({ title, description: describeError(error, 'Please try again.'), variant: 'destructive' });
};

/** The Add Service dialog; a blank icon becomes the scissors (spec §2). */
export function AddServiceDialog({ trigger }: { trigger: ReactNode }) {
  const [open, setOpen] = useState(false);
  const create = useCreateService();
  const save = async ({ icon, ...values }: ServiceCreate) => {
    try {
      const service = await create.mutateAsync({ ...values, ...(icon ? { icon } : {}) });
      setOpen(false);
      toast({ title: 'Service added', description: `${service.name} can be booked now.`, variant: 'success' });
    } catch (error) {
      failed('Failed to add service', error);
      throw error;
    }
  };
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Add Service</DialogTitle>
          <DialogDescription>Customers choose it when they book; its duration sets their wait.</DialogDescription>
        </DialogHeader>
        <ServiceForm pending={create.isPending} onSave={save} />
      </DialogContent>
    </Dialog>
  );
}

export function EditServiceDialog({ service, trigger }: { service: Service; trigger: ReactNode }) {
  const [open, setOpen] = useState(false);
  const update = useUpdateService();
  const save = async ({ icon: _icon, ...values }: ServiceCreate) => {
    try {
      await update.mutateAsync({ serviceId: service.id, update: values });
      setOpen(false);
      toast({ title: 'Service updated', variant: 'success' });
    } catch (error) {
      failed('Failed to update service', error);
      throw error;
    }
  };
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Edit Service</DialogTitle>
          <DialogDescription>Bookings already made keep the service as it was.</DialogDescription>
        </DialogHeader>
        <ServiceForm service={service} pending={update.isPending} onSave={save} />
      </DialogContent>
    </Dialog>
  );
}
