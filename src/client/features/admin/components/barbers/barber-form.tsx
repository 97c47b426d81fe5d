import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { Barber, BarberCreate } from '../../../../../shared/schemas/barber.js';
import { Button } from '../../../../components/ui/button.js';
import { DialogClose, DialogFooter } from '../../../../components/ui/dialog.js';
import { Field } from '../../../../components/ui/field.js';
import { Input } from '../../../../components/ui/input.js';
import { ApiError, describeError, hasErrorCode } from '../../../../lib/api-errors.js';
import { useStaffOnline } from '../../../../lib/staff-online/staff-online-context.js';
import { barberAddSchema, barberEditSchema, barberFormValues, type BarberFormValues } from '../../lib/barber-form.js';
import { FormError } from '../form-error.js';
import { PasswordInput } from '../password-input.js';
import { PhotoField } from './photo-field.js';

interface BarberFormProps {
  /** The barber being edited; none for Add. */
  barber?: Barber;
  pending: boolean;
  /** Saves the checked values; rejects with the API's error so the form can point at a field. */
  onSave: (values: BarberCreate) => Promise<unknown>;
}

/** The fields of the Add and Edit dialogs (spec §2), checked by the shared barber schema. */
export function BarberForm({ barber, pending, onSave }: BarberFormProps) {
  const editing = barber !== undefined;
  const { online } = useStaffOnline();
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
        form.setError('user.username', { message: error.serverMessage ?? 'This username is already taken' }, { shouldFocus: true });
      } else if (error instanceof ApiError && error.fields.photo) {
        form.setError('photo', { message: error.fields.photo });
      } else {
        form.setError('root', { message: describeError(error, 'It could not be saved. Please try again.') });
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
        error={errors.photo?.message}
      />
      <Field label="Name" error={errors.name?.message} required>
        <Input autoComplete="off" required {...form.register('name')} />
      </Field>
      <Field label="Experience (years)" error={errors.experience?.message}>
        <Input type="number" inputMode="numeric" min={0} max={80} step={1} {...form.register('experience')} />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Username" error={errors.user?.username?.message} hint="For the barber's own sign-in." required>
          <Input autoComplete="off" autoCapitalize="none" spellCheck={false} required {...form.register('user.username')} />
        </Field>
        <Field
          label="Password"
          error={errors.user?.password?.message}
          hint={editing ? 'Leave blank to keep the current password.' : 'At least 8 characters.'}
          required={!editing}
        >
          <PasswordInput autoComplete="new-password" required={!editing} {...form.register('user.password')} />
        </Field>
      </div>
      <FormError message={errors.root?.message} />
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline">Cancel</Button>
        </DialogClose>
        <Button type="submit" loading={pending} loadingText="Saving..." disabled={!online}>
          {editing ? 'Save Changes' : 'Add Barber'}
        </Button>
      </DialogFooter>
    </form>
  );
}
