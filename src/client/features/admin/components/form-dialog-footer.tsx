import { Button } from '../../../components/ui/button.js';
import { DialogClose, DialogFooter } from '../../../components/ui/dialog.js';
import { useTexts } from '../../../lib/i18n/use-texts.js';
import { useStaffOnline } from '../../../lib/staff-online/staff-online-context.js';
import { adminTexts } from '../texts.js';

/** A dialog form's last row: Cancel closes the dialog, the submit button saves (not while offline). */
export function FormDialogFooter({ pending, submitLabel }: { pending: boolean; submitLabel: string }) {
  const common = useTexts(adminTexts);
  const { online } = useStaffOnline();
  return (
    <DialogFooter>
      <DialogClose asChild>
        <Button variant="outline">{common.cancel}</Button>
      </DialogClose>
      <Button type="submit" loading={pending} loadingText={common.saving} disabled={!online}>
        {submitLabel}
      </Button>
    </DialogFooter>
  );
}
