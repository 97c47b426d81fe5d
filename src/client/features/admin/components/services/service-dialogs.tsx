import type { ReactNode } from 'react';
import type { Service, ServiceCreate } from '../../../../../shared/schemas/service.js';
import { useTexts } from '../../../../lib/i18n/use-texts.js';
import { useCreateService } from '../../api/create-service.js';
import { useUpdateService } from '../../api/update-service.js';
import { serviceTexts } from '../../texts-services.js';
import { FormDialog } from '../form-dialog.js';
import { ServiceForm } from './service-form.js';

/** The Add Service dialog; the icon starts on the scissors. */
export function AddServiceDialog({ trigger }: { trigger: ReactNode }) {
  const t = useTexts(serviceTexts);
  const create = useCreateService();
  return (
    <FormDialog
      trigger={trigger}
      title={t.addService}
      description={t.addDescription}
      failedTitle={t.failedAdd}
      onSave={async (values: ServiceCreate) => {
        const service = await create.mutateAsync(values);
        return { title: t.added, description: t.addedDescription({ name: service.name }) };
      }}
    >
      {(save) => <ServiceForm pending={create.isPending} onSave={save} />}
    </FormDialog>
  );
}

/** The Edit Service dialog: name, description, duration and price. */
export function EditServiceDialog({ service, trigger }: { service: Service; trigger: ReactNode }) {
  const t = useTexts(serviceTexts);
  const update = useUpdateService();
  return (
    <FormDialog
      trigger={trigger}
      title={t.editTitle}
      description={t.editDescription}
      failedTitle={t.failedUpdate}
      onSave={async ({ icon: _icon, ...values }: ServiceCreate) => {
        await update.mutateAsync({ serviceId: service.id, update: values });
        return { title: t.updated };
      }}
    >
      {(save) => <ServiceForm service={service} pending={update.isPending} onSave={save} />}
    </FormDialog>
  );
}
