import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { OTP_DIGITS } from '../../../shared/constants.js';
import { verifyOtpSchema } from '../../../shared/schemas/auth.js';
import { hasErrorCode } from '../../lib/api-errors.js';
import { useErrorText } from '../../lib/i18n/error-text.js';
import { useTexts } from '../../lib/i18n/use-texts.js';
import { Button } from '../ui/button.js';
import { Field } from '../ui/field.js';
import { Input } from '../ui/input.js';
import { useVerifyOtp } from '../../lib/auth/otp.js';
import { bookingComponentTexts } from './texts.js';

type CodeInput = z.input<typeof verifyOtpSchema>;
type CodeOutput = z.output<typeof verifyOtpSchema>;

export interface OtpCodeFormProps {
  phone: string;
  onVerified: () => void;
  cancelling: boolean;
  resending: boolean;
  onResend: () => void;
  resendError: string | null;
}

/** The code step: six digits (docs/product/booking-rules.md#validation-rules: digits only, Verify enabled at 6), then sign-in. */
export function OtpCodeForm({ phone, onVerified, cancelling, resending, onResend, resendError }: OtpCodeFormProps) {
  const t = useTexts(bookingComponentTexts);
  const errorText = useErrorText();
  const verify = useVerifyOtp();
  const form = useForm<CodeInput, unknown, CodeOutput>({
    resolver: zodResolver(verifyOtpSchema),
    defaultValues: { phone, otp: '' },
  });
  const otp = form.watch('otp');

  const submit = form.handleSubmit((values) => {
    verify.mutate(values, {
      onSuccess: onVerified,
      onError: (error) => {
        const message = hasErrorCode(error, 'INVALID_OTP') ? t.invalidOtp : errorText.describe(error, t.invalidOtp);
        form.setError('otp', { message }, { shouldFocus: true });
      },
    });
  });

  const busy = verify.isPending || cancelling;
  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-4">
      <Controller
        control={form.control}
        name="otp"
        render={({ field, fieldState }) => (
          <Field label={t.codeLabel} hint={t.otpExpiry} error={errorText.message(fieldState.error?.message) ?? resendError ?? undefined}>
            <Input
              ref={field.ref}
              name={field.name}
              value={field.value}
              onBlur={field.onBlur}
              onChange={(event) => {
                field.onChange(event.target.value.replace(/\D/g, '').slice(0, OTP_DIGITS));
              }}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={OTP_DIGITS}
              placeholder="••••••"
              // The dialog opens on this step right after the code is sent: typing can start at once.
              autoFocus
              textSize="lg"
              className="text-center font-semibold tracking-[0.5em] tabular-nums"
            />
          </Field>
        )}
      />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:items-center sm:justify-between">
        <Button variant="ghost" onClick={onResend} loading={resending} loadingText={t.sending} disabled={busy} className="text-bronze-800">
          {t.resend}
        </Button>
        <Button
          type="submit"
          variant="destructive"
          disabled={otp.length !== OTP_DIGITS}
          loading={busy}
          loadingText={cancelling ? t.cancelling : t.verifying}
        >
          {t.verifyAndCancel}
        </Button>
      </div>
    </form>
  );
}
