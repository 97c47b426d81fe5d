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

interface ConfirmDialogProps {
  title: string;
  description: string;
  confirmLabel: string;
  /** `primary` for a change that takes nothing away (opening the shop). */
  variant?: 'destructive' | 'primary';
  /** Starts the change; the dialog closes at once and the screen shows it running. */
  onConfirm: () => void;
  /** The button that opens it; focus goes back to it when it closes. */
  trigger?: ReactNode;
  /** Without a trigger the caller opens it, and says where the focus goes when it closes. */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  onCloseAutoFocus?: (event: Event) => void;
}

/** A dashboard change that must be confirmed first (a deletion, closing the shop); it waits while offline. */
export function ConfirmDialog({ title, description, confirmLabel, variant = 'destructive', onConfirm, trigger, ...dialog }: ConfirmDialogProps) {
  const t = useTexts(adminTexts);
  const { online } = useStaffOnline();
  return (
    <AlertDialog open={dialog.open} onOpenChange={dialog.onOpenChange}>
      {trigger !== undefined && <AlertDialogTrigger asChild>{trigger}</AlertDialogTrigger>}
      <AlertDialogContent onCloseAutoFocus={dialog.onCloseAutoFocus}>
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription>{description}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>{t.cancel}</AlertDialogCancel>
          <AlertDialogAction variant={variant} disabled={!online} onClick={onConfirm}>
            {confirmLabel}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
