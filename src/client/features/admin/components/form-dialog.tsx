import { useState, type ReactNode } from 'react';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from '../../../components/ui/dialog.js';
import { useDialogSave, type DialogSaveOptions } from './use-dialog-save.js';

interface FormDialogProps<Values> extends DialogSaveOptions<Values> {
  /** Opens the dialog; focus returns to it on close. */
  trigger: ReactNode;
  title: string;
  description: string;
  /** The form, given the save that closes the dialog once it has worked. */
  children: (save: (values: Values) => Promise<void>) => ReactNode;
}

/** An Add or Edit dialog of the dashboard: a titled form that closes when its save has worked. */
export function FormDialog<Values>({ trigger, title, description, children, ...saving }: FormDialogProps<Values>) {
  const [open, setOpen] = useState(false);
  const save = useDialogSave(saving, () => {
    setOpen(false);
  });
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {children(save)}
      </DialogContent>
    </Dialog>
  );
}
