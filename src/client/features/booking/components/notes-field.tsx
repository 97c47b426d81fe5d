import type { UseFormRegister } from 'react-hook-form';
import { Field } from '../../../components/ui/field.js';
import { Textarea } from '../../../components/ui/input.js';
import { useTexts } from '../../../lib/i18n/use-texts.js';
import { bookingTexts } from '../texts.js';
import type { BookingFormValues } from './form-types.js';

/** Step 5: free text for the barber (the shared schema caps it at 500 characters). */
export function NotesField({ register, error }: { register: UseFormRegister<BookingFormValues>; error: string | undefined }) {
  const t = useTexts(bookingTexts);
  return (
    <Field label={t.notesLabel} error={error}>
      <Textarea rows={3} maxLength={500} placeholder={t.notesPlaceholder} {...register('notes')} />
    </Field>
  );
}
