import { Pencil, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button.js';
import { useTexts } from '../../../lib/i18n/use-texts.js';
import { adminTexts } from '../texts.js';
import { ConfirmDialog } from './confirm-dialog.js';

interface EditDeleteActionsProps {
  /** Whose card it is: the buttons' accessible names say it. */
  name: string;
  /** The Edit dialog, opened by the given button. */
  editDialog: (trigger: ReactNode) => ReactNode;
  deleteTitle: string;
  deleteQuestion: string;
  deleting: boolean;
  onDelete: () => void;
}

/** A card's Edit and Delete buttons, side by side; Delete asks first. */
export function EditDeleteActions({ name, editDialog, deleteTitle, deleteQuestion, deleting, onDelete }: EditDeleteActionsProps) {
  const common = useTexts(adminTexts);
  return (
    <>
      {editDialog(
        <Button variant="outline" className="grow basis-0" aria-label={common.editNamed({ name })}>
          <Pencil aria-hidden="true" />
          {common.edit}
        </Button>,
      )}
      <ConfirmDialog
        title={deleteTitle}
        description={deleteQuestion}
        confirmLabel={common.delete}
        onConfirm={onDelete}
        trigger={
          <Button variant="ghostDanger" className="grow basis-0" loading={deleting} aria-label={common.deleteNamed({ name })}>
            <Trash2 aria-hidden="true" />
            {common.delete}
          </Button>
        }
      />
    </>
  );
}
