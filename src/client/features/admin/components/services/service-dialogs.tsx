import { useState, type ReactNode } from 'react';
import type { Service, ServiceCreate } from '../../../../../shared/schemas/service.js';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from '../../../../components/ui/dialog.js';
import { toast } from '../../../../components/ui/use-toast.js';
import { useTexts } from '../../../../lib/i18n/use-texts.js';
import { useCreateService } from '../../api/create-service.js';
import { useUpdateService } from '../../api/update-service.js';
import { adminTexts } from '../../texts.js';
import { serviceTexts } from '../../texts-services.js';
import { useFailureText } from '../use-failure-text.js';
import { ServiceForm } from './service-form.js';

/** A failed save's toast: what failed, and the server's reason in the language shown. */
function useFailedToast(): (title: string, error: unknown) => void {
  const common = useTexts(adminTexts);
  const failure = useFailureText();
  return (title, error) => {
    toast({ title, description: failure(error, common.tryAgain), variant: 'destructive' });
  };
}

/** The Add Service dialog; a blank icon becomes the scissors (spec §2). */
export function AddServiceDialog({ trigger }: { trigger: ReactNode }) {
  const t = useTexts(serviceTexts);
  const failed = useFailedToast();
  const [open, setOpen] = useState(false);
  const create = useCreateService();
  const save = async ({ icon, ...values }: ServiceCreate) => {
    try {
      const service = await create.mutateAsync({ ...values, ...(icon ? { icon } : {}) });
      setOpen(false);
      toast({ title: t.added, description: t.addedDescription({ name: service.name }), variant: 'success' });
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
          <DialogTitle>{t.addService}</DialogTitle>
          <DialogDescription>{t.addDescription}</DialogDescription>
        </DialogHeader>
        <ServiceForm pending={create.isPending} onSave={save} />
      </DialogContent>
    </Dialog>
  );
}

/** The Edit Service dialog: name, description, duration and price. */
export function EditServiceDialog({ service, trigger }: { service: Service; trigger: ReactNode }) {
  const t = useTexts(serviceTexts);
  const failed = useFailedToast();
  const [open, setOpen] = useState(false);
  const update = useUpdateService();
  const save = async ({ icon: _icon, ...values }: ServiceCreate) => {
    try {
      await update.mutateAsync({ serviceId: service.id, update: values });
      setOpen(false);
      toast({ title: t.updated, variant: 'success' });
    } catch (error) {
      failed(t.failedUpdate, error);
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
        <ServiceForm service={service} pending={update.isPending} onSave={save} />
      </DialogContent>
    </Dialog>
  );
}
