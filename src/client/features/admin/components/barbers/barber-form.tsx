import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { Barber, BarberCreate } from '../../../../../shared/schemas/barber.js';
import { Field } from '../../../../components/ui/field.js';
import { Input } from '../../../../components/ui/input.js';
import { ApiError, hasErrorCode } from '../../../../lib/api-errors.js';
import { useErrorText } from '../../../../lib/i18n/error-text.js';
import { useTexts } from '../../../../lib/i18n/use-texts.js';
import { errorTexts } from '../../../../lib/texts-errors.js';
import { barberAddSchema, barberEditSchema, barberFormValues, type BarberFormValues } from '../../logic/barber-form.js';
import { adminTexts } from '../../texts.js';
import { barberTexts } from '../../texts-barbers.js';
import { FormDialogFooter } from '../form-dialog-footer.js';
import { FormError } from '../form-error.js';
import { PasswordInput } from '../password-input.js';
import { PhotoField } from './photo-field.js';
import { useFailureText } from '../use-failure-text.js';

interface BarberFormProps {
  /** The barber being edited; none for Add. */
  barber?: Barber;
  pending: boolean;
  /** Saves the checked values; rejects with the API's error so the form can point at a field. */
  onSave: (values: BarberCreate) => Promise<unknown>;
}

/** The fields of the Add and Edit dialogs (docs/product/screens.md), checked by the shared barber schema. */
export function BarberForm({ barber, pending, onSave }: BarberFormProps) {
  const t = useTexts(barberTexts);
  const common = useTexts(adminTexts);
  const errorText = useErrorText();
  const failure = useFailureText();
  const errorWords = useTexts(errorTexts);
  // The dialog's own 'Please fill in all required fields', else the shared schemas' words.
  const message = (text: string | undefined) =>
    text === barberTexts.en.fillRequired ? t.fillRequired : text === barberTexts.en.commissionInvalid ? t.commissionInvalid : errorText.message(text);
  const editing = barber !== undefined;
  const form = useForm<BarberFormValues, unknown, BarberCreate>({
    resolver: zodResolver(editing ? barberEditSchema : barberAddSchema),
    defaultValues: barberFormValues(barber),
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await onSave(values);
    } catch (error) {
      if (hasErrorCode(error, 'USERNAME_TAKEN')) {
        form.setError('user.username', { message: failure(error, errorWords.usernameTaken) }, { shouldFocus: true });
      } else if (error instanceof ApiError && error.fields.photo) {
        form.setError('photo', { message: errorText.message(error.fields.photo) });
      } else if (error instanceof ApiError && error.fields.commissionBasisPoints) {
        form.setError('commissionBasisPoints', { message: errorText.message(error.fields.commissionBasisPoints) });
      } else {
        form.setError('root', { message: failure(error, common.notSaved) });
      }
    }
  });

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="flex flex-col gap-4">
      <PhotoField
        value={form.watch('photo') ?? ''}
        onChange={(photo) => {
          form.setValue('photo', photo, { shouldDirty: true, shouldValidate: errors.photo !== undefined });
        }}
        error={message(errors.photo?.message)}
      />
      <Field label={common.name} error={message(errors.name?.message)} required>
        <Input autoComplete="off" required {...form.register('name')} />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t.experienceYears} error={message(errors.experience?.message)}>
          <Input type="number" inputMode="numeric" min={0} max={80} step={1} {...form.register('experience')} />
        </Field>
        <Field label={t.commission} error={message(errors.commissionBasisPoints?.message)} hint={t.commissionHint}>
          <Input type="text" inputMode="decimal" autoComplete="off" {...form.register('commissionBasisPoints')} />
        </Field>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={common.username} error={message(errors.user?.username?.message)} hint={t.usernameHint} required>
          <Input autoComplete="off" autoCapitalize="none" spellCheck={false} required {...form.register('user.username')} />
        </Field>
        <Field
          label={common.password}
          error={message(errors.user?.password?.message)}
          hint={editing ? t.keepPassword : t.passwordLength}
          required={!editing}
        >
          <PasswordInput autoComplete="new-password" required={!editing} {...form.register('user.password')} />
        </Field>
      </div>
      <FormError message={errors.root?.message} />
      <FormDialogFooter pending={pending} submitLabel={editing ? common.saveChanges : t.addBarber} />
    </form>
  );
}
