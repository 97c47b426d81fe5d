import { toast } from '../../../components/ui/use-toast.js';
import { ApiError } from '../../../lib/api-errors.js';
import { useFailedToast } from './use-failed-toast.js';

/** The success toast of a dialog's save. */
export interface SavedToast {
  title: string;
  description?: string;
}

export interface DialogSaveOptions<Values> {
  /** Sends the values; resolves with the success toast, or null when there was nothing to send. */
  onSave: (values: Values) => Promise<SavedToast | null>;
  /** The failure toast's title. */
  failedTitle: string;
  /** For an edit: a 404 means it was deleted elsewhere while the dialog was open; closes with this title. */
  goneTitle?: string;
}

/**
 * A form dialog's save: closes it and says so on success; on failure says why in a toast and
 * rejects again, so the form can point at a field and keep what was typed.
 */
export function useDialogSave<Values>({ onSave, failedTitle, goneTitle }: DialogSaveOptions<Values>, close: () => void) {
  const failed = useFailedToast();
  return async (values: Values): Promise<void> => {
    try {
      const saved = await onSave(values);
      close();
      if (saved) toast({ ...saved, variant: 'success' });
    } catch (error) {
      // Deleted from another screen while this dialog was open: there is nothing left to edit.
      if (goneTitle !== undefined && error instanceof ApiError && error.status === 404) {
        close();
        failed(goneTitle, error);
      } else failed(failedTitle, error);
      throw error;
    }
  };
}
