import type { ReactNode } from 'react';
import type { Barber, BarberCreate } from '../../../../../shared/schemas/barber.js';
import { useTexts } from '../../../../lib/i18n/use-texts.js';
import { useCreateBarber } from '../../api/create-barber.js';
import { useUpdateBarber } from '../../api/update-barber.js';
import { barberUpdateFrom } from '../../logic/barber-form.js';
import { barberTexts } from '../../texts-barbers.js';
import { FormDialog } from '../form-dialog.js';
import { BarberForm } from './barber-form.js';

/** The Add Barber dialog, opened by `trigger` (focus returns to it on close). */
export function AddBarberDialog({ trigger }: { trigger: ReactNode }) {
  const t = useTexts(barberTexts);
  const create = useCreateBarber();
  return (
    <FormDialog
      trigger={trigger}
      title={t.addBarber}
      description={t.addDescription}
      failedTitle={t.failedAdd}
      onSave={async (values: BarberCreate) => {
        const barber = await create.mutateAsync(values);
        return { title: t.added, description: t.addedDescription({ name: barber.name, username: values.user.username }) };
      }}
    >
      {(save) => <BarberForm pending={create.isPending} onSave={save} />}
    </FormDialog>
  );
}

/** The Edit dialog: only what changed is sent, and a blank password keeps the current one (docs/product/booking-rules.md#validation-rules). */
export function EditBarberDialog({ barber, trigger }: { barber: Barber; trigger: ReactNode }) {
  const t = useTexts(barberTexts);
  const update = useUpdateBarber();
  return (
    <FormDialog
      trigger={trigger}
      title={t.editTitle}
      description={t.editDescription}
      failedTitle={t.failedUpdate}
      goneTitle={t.noBarberSelected}
      onSave={async (values: BarberCreate) => {
        const changes = barberUpdateFrom(values, barber);
        if (!changes) return null;
        await update.mutateAsync({ barberId: barber.id, update: changes });
        return { title: t.updated };
      }}
    >
      {(save) => <BarberForm barber={barber} pending={update.isPending} onSave={save} />}
    </FormDialog>
  );
}
