import type { ReactNode } from 'react';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '../../../components/ui/alert-dialog.js';
import { useTexts } from '../../../lib/i18n/use-texts.js';
import { useStaffOnline } from '../../../lib/staff-online/staff-online-context.js';
import { adminTexts } from '../texts.js';

interface ConfirmDeleteProps {
  title: string;
  description: string;
  trigger: ReactNode;
  onConfirm: () => void;
}

/** A deletion that must be confirmed; focus goes back to the trigger when it closes. */
export function ConfirmDelete({ title, description, trigger, onConfirm }: ConfirmDeleteProps) {
  const t = useTexts(adminTexts);
  const { online } = useStaffOnline();
  return (
    <AlertDialog>
      <AlertDialogTrigger asChild>{trigger}</AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription>{description}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>{t.cancel}</AlertDialogCancel>
          <AlertDialogAction variant="destructive" disabled={!online} onClick={onConfirm}>
            {t.delete}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
