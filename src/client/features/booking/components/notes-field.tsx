import type { UseFormRegister } from 'react-hook-form';
import { Field } from '../../../components/ui/field.js';
import { Textarea } from '../../../components/ui/input.js';
import type { BookingFormValues } from './form-types.js';

/** Step 5: free text for the barber (the shared schema caps it at 500 characters). */
export function NotesField({ register, error }: { register: UseFormRegister<BookingFormValues>; error: string | undefined }) {
  return (
    <Field label="Notes for your barber" error={error}>
      <Textarea rows={3} maxLength={500} placeholder="E.g. short on the sides, keep the length on top" {...register('notes')} />
    </Field>
  );
}
