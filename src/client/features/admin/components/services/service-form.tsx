import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { serviceCreateSchema, type Service, type ServiceCreate } from '../../../../../shared/schemas/service.js';
import { DEFAULT_SERVICE_ICON } from '../../../../../shared/service-icons.js';
import { Field } from '../../../../components/ui/field.js';
import { Input, Textarea } from '../../../../components/ui/input.js';
import { useErrorText } from '../../../../lib/i18n/error-text.js';
import { useTexts } from '../../../../lib/i18n/use-texts.js';
import { parsePriceInput } from '../../logic/format-rupees.js';
import { adminTexts } from '../../texts.js';
import { serviceTexts } from '../../texts-services.js';
import { FormDialogFooter } from '../form-dialog-footer.js';
import { FormError } from '../form-error.js';
import { useFailureText } from '../use-failure-text.js';
import { IconPicker } from './icon-picker.js';

/** docs/product/screens.md: Edit changes name, description, duration (and price); the icon is chosen when adding. */
const serviceEditSchema = serviceCreateSchema.omit({ icon: true });

type ServiceFormValues = z.input<typeof serviceCreateSchema>;

interface ServiceFormProps {
  service?: Service;
  pending: boolean;
  onSave: (values: ServiceCreate) => Promise<unknown>;
}

const valuesOf = (service?: Service): ServiceFormValues =>
  service
    ? { name: service.name, description: service.description, duration: String(service.duration), price: service.price }
    : { icon: DEFAULT_SERVICE_ICON, name: '', description: '', duration: '30', price: null };

/** The Add and Edit Service fields, checked by the shared service schema. */
export function ServiceForm({ service, pending, onSave }: ServiceFormProps) {
  const t = useTexts(serviceTexts);
  const common = useTexts(adminTexts);
  const errorText = useErrorText();
  const failure = useFailureText();
  const editing = service !== undefined;
  const form = useForm<ServiceFormValues, unknown, ServiceCreate>({
    resolver: zodResolver(editing ? serviceEditSchema : serviceCreateSchema),
    defaultValues: valuesOf(service),
  });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit(async (values) => {
    // The form stays open with what was typed, and says why it was not saved.
    await onSave(values).catch((error: unknown) => {
      form.setError('root', { message: failure(error, common.notSaved) });
    });
  });

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="flex flex-col gap-4">
      <Field label={common.name} error={errorText.message(errors.name?.message)} required>
        <Input autoComplete="off" required {...form.register('name')} />
      </Field>
      {!editing && <IconPicker field={form.register('icon')} error={errorText.message(errors.icon?.message)} />}
      <Field label={t.serviceDescription} error={errorText.message(errors.description?.message)}>
        <Textarea rows={3} {...form.register('description')} />
      </Field>
      <div className="grid grid-cols-2 gap-3">
        <Field label={t.duration} error={errorText.message(errors.duration?.message)} required>
          <Input type="number" inputMode="numeric" min={1} max={600} step={5} required {...form.register('duration')} />
        </Field>
        <Field label={t.price} error={errorText.message(errors.price?.message)} hint={t.priceHint}>
          <Input type="number" inputMode="numeric" min={0} step={10} {...form.register('price', { setValueAs: parsePriceInput })} />
        </Field>
      </div>
      <FormError message={errors.root?.message} />
      <FormDialogFooter pending={pending} submitLabel={editing ? common.saveChanges : t.addService} />
    </form>
  );
}
