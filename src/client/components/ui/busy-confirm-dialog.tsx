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
} from './alert-dialog.js';
import { Spinner } from './spinner.js';

export interface BusyConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button that opens it, if any; without one the caller opens it. */
  trigger?: ReactNode;
  onCloseAutoFocus: (event: Event) => void;
  title: string;
  description: ReactNode;
  cancelLabel: string;
  confirmLabel: string;
  /** Said beside the spinner while the action runs. */
  busyLabel: string;
  /** The action is running: neither button answers. */
  busy: boolean;
  /** The action cannot start now (offline). */
  disabled?: boolean;
  onConfirm: () => void;
  /** How the confirming button looks: destructive (the default) for what takes something away. */
  confirmVariant?: 'destructive' | 'primary';
}

/**
 * An action confirmed first, whose dialog stays open while it runs (so a double tap acts once);
 * the caller closes it when the answer comes.
 */
export function BusyConfirmDialog({ trigger, title, description, busy, disabled = false, onConfirm, confirmVariant = 'destructive', ...props }: BusyConfirmDialogProps) {
  return (
    <AlertDialog open={props.open} onOpenChange={props.onOpenChange}>
      {trigger !== undefined && <AlertDialogTrigger asChild>{trigger}</AlertDialogTrigger>}
      <AlertDialogContent onCloseAutoFocus={props.onCloseAutoFocus}>
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription>{description}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={busy}>{props.cancelLabel}</AlertDialogCancel>
          <AlertDialogAction
            variant={confirmVariant}
            disabled={busy || disabled}
            aria-busy={busy || undefined}
            onClick={(event) => {
              // Stay open while it runs; the answer closes it.
              event.preventDefault();
              onConfirm();
            }}
          >
            {busy ? (
              <>
                <Spinner size="sm" label={null} />
                {props.busyLabel}
              </>
            ) : (
              props.confirmLabel
            )}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
