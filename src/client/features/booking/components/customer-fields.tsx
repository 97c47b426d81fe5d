import { Controller, type UseFormRegister } from 'react-hook-form';
import { Field } from '../../../components/ui/field.js';
import { Input } from '../../../components/ui/input.js';
import { PhoneInput } from '../../../components/ui/phone-input.js';
import { useErrorText } from '../../../lib/i18n/error-text.js';
import { useTexts } from '../../../lib/i18n/use-texts.js';
import type { PhoneCheck } from '../logic/phone-check.js';
import type { BookingControl, BookingFormValues } from './form-types.js';
import { bookingTexts } from '../texts.js';
import { PhoneStatus } from './phone-status.js';

export interface CustomerFieldsProps {
  control: BookingControl;
  register: UseFormRegister<BookingFormValues>;
  nameError: string | undefined;
  phone: string;
  phoneCheck: PhoneCheck;
  onRetryPhoneCheck: () => void;
}

/** Step 2: the customer's name and mobile number, checked for an active booking as it is typed. */
export function CustomerFields({ control, register, nameError, phone, phoneCheck, onRetryPhoneCheck }: CustomerFieldsProps) {
  const t = useTexts(bookingTexts);
  const errorText = useErrorText();
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <Field label={t.nameLabel} error={nameError} required>
        <Input autoComplete="name" autoCapitalize="words" enterKeyHint="next" maxLength={80} placeholder={t.namePlaceholder} {...register('customerName')} />
      </Field>
      <Controller
        control={control}
        name="customerPhone"
        render={({ field, fieldState }) => (
          <div className="flex flex-col gap-2">
            <Field label={t.phoneLabel} error={errorText.message(fieldState.error?.message)} required>
              <PhoneInput
                ref={field.ref}
                name={field.name}
                value={field.value}
                onValueChange={field.onChange}
                onBlur={field.onBlur}
                enterKeyHint="done"
                aria-required="true"
              />
            </Field>
            <PhoneStatus id="phone-check-status" check={phoneCheck} phone={phone} onRetry={onRetryPhoneCheck} />
          </div>
        )}
      />
    </div>
  );
}
