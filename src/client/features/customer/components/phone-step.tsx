import { zodResolver } from '@hookform/resolvers/zod';
import { MessageCircle } from 'lucide-react';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { PHONE_DIGITS } from '../../../../shared/constants.js';
import { sendOtpSchema } from '../../../../shared/schemas/auth.js';
import { Button } from '../../../components/ui/button.js';
import { Field } from '../../../components/ui/field.js';
import { PhoneInput } from '../../../components/ui/phone-input.js';
import { useAuth } from '../../../lib/auth/auth-context.js';
import { useErrorText } from '../../../lib/i18n/error-text.js';
import { useLanguage } from '../../../lib/i18n/language.js';
import { useTexts } from '../../../lib/i18n/use-texts.js';
import { phoneDigits } from '../../../lib/phone.js';
import { useSendOtp, type SentOtp } from '../../../lib/auth/otp.js';
import { sendOtpError } from '../logic/login-errors.js';
import { internationalPhone } from '../logic/login-phone.js';
import { loginTexts } from '../texts-login.js';
import { FormAlert } from './form-alert.js';

type PhoneForm = z.input<typeof sendOtpSchema>;

export interface PhoneStepProps {
  /** The number as shown ('98765 43210'), kept when the person comes back to change it. */
  defaultPhone: string;
  onSent: (phone: string, sent: SentOtp) => void;
}

/** Step 1 of the login (docs/product/screens.md, docs/product/booking-rules.md#states-and-transitions): the WhatsApp number, then Send OTP. */
export function PhoneStep({ defaultPhone, onSent }: PhoneStepProps) {
  const t = useTexts(loginTexts);
  const errorText = useErrorText();
  const language = useLanguage();
  const { otpEcho } = useAuth();
  const sendOtp = useSendOtp();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<PhoneForm, unknown, z.output<typeof sendOtpSchema>>({
    resolver: zodResolver(sendOtpSchema),
    defaultValues: { phone: defaultPhone },
    mode: 'onTouched',
  });
  const phone = form.watch('phone');
  const complete = phoneDigits(phone).length === PHONE_DIGITS;

  const submit = form.handleSubmit((values) => {
    setFailure(null);
    sendOtp.mutate(internationalPhone(values.phone), {
      onSuccess: (sent) => {
        onSent(values.phone, sent);
      },
      onError: (error) => {
        setFailure(sendOtpError(error, language));
      },
    });
  });

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-5">
      <Controller
        control={form.control}
        name="phone"
        render={({ field, fieldState }) => (
          <Field
            label={t.phoneLabel}
            error={errorText.message(fieldState.error?.message)}
            hint={otpEcho ? t.phoneHintDemo : t.phoneHint}
          >
            <PhoneInput
              variant="grouped"
              ref={field.ref}
              name={field.name}
              value={field.value}
              onValueChange={(grouped) => {
                field.onChange(grouped);
                setFailure(null);
              }}
              onBlur={field.onBlur}
              autoFocus
              required
            />
          </Field>
        )}
      />
      <FormAlert message={failure} />
      <Button type="submit" size="lg" disabled={!complete} loading={sendOtp.isPending} loadingText={t.sendingOtp}>
        <MessageCircle aria-hidden="true" />
        {t.sendOtp}
      </Button>
    </form>
  );
}
