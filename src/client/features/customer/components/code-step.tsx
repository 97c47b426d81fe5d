import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowLeft, ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { OTP_DIGITS } from '../../../../shared/constants.js';
import { verifyOtpSchema } from '../../../../shared/schemas/auth.js';
import { Button } from '../../../components/ui/button.js';
import { toast } from '../../../components/ui/use-toast.js';
import { useErrorText } from '../../../lib/i18n/error-text.js';
import { useLanguage } from '../../../lib/i18n/language.js';
import { useTexts } from '../../../lib/i18n/use-texts.js';
import { useSendOtp, type SentOtp } from '../../../lib/auth/otp.js';
import { useVerifyOtp } from '../../../lib/auth/otp.js';
import { needsNewCode, sendOtpError, verifyOtpError } from '../logic/login-errors.js';
import { displayPhone, internationalPhone } from '../logic/login-phone.js';
import { loginTexts } from '../texts-login.js';
import { CodeExpiry } from './code-expiry.js';
import { CodeField } from './code-field.js';
import { FormAlert } from './form-alert.js';
import { ResendButton } from './resend-button.js';

const codeSchema = verifyOtpSchema.pick({ otp: true });

/** Stands for the phone number in the sentence around it. */
const PHONE_MARK = '\u0000';

export interface CodeStepProps {
  /** The 10-digit number the code went to. */
  phone: string;
  /** When the code expires, on this device's clock. */
  deadline: number;
  /** When Resend OTP may be used again. */
  resendAt: number;
  onResent: (sent: SentOtp) => void;
  /** Resend is offered at once after an answer that makes the code useless. */
  onCodeDead: () => void;
  onChangePhone: () => void;
}

/** Step 2 of the login (docs/product/screens.md, docs/product/booking-rules.md#validation-rules): the 6-digit code, Verify, Resend OTP and Change phone number. */
export function CodeStep({ phone, deadline, resendAt, onResent, onCodeDead, onChangePhone }: CodeStepProps) {
  const t = useTexts(loginTexts);
  const errorText = useErrorText();
  const language = useLanguage();
  const verify = useVerifyOtp();
  const resend = useSendOtp();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm({ resolver: zodResolver(codeSchema), defaultValues: { otp: '' }, mode: 'onTouched' });
  const complete = form.watch('otp').length === OTP_DIGITS;

  const submit = form.handleSubmit(({ otp }) => {
    setFailure(null);
    verify.mutate(
      { phone: internationalPhone(phone), otp },
      {
        onSuccess: ({ customer }) => {
          toast({
            title: t.signedIn,
            description: customer.name ? t.welcomeBack({ name: customer.name }) : t.welcomeNew,
            variant: 'success',
          });
        },
        onError: (error) => {
          setFailure(verifyOtpError(error, language));
          if (needsNewCode(error)) onCodeDead();
          form.reset({ otp: '' });
          form.setFocus('otp');
        },
      },
    );
  });

  const resendCode = () => {
    setFailure(null);
    resend.mutate(internationalPhone(phone), {
      onSuccess: (sent) => {
        form.reset({ otp: '' });
        form.setFocus('otp');
        onResent(sent);
      },
      onError: (error) => {
        setFailure(sendOtpError(error, language));
      },
    });
  };

  // The number sits where each language's sentence puts it, in bold and on one line.
  const [before, after] = t.codeSentTo({ phone: PHONE_MARK }).split(PHONE_MARK);
  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
      <p className="text-base text-ink-600">
        {before}
        <span className="whitespace-nowrap font-semibold text-ink-950 tabular-nums">{displayPhone(phone)}</span>
        {after}
      </p>
      <Controller
        control={form.control}
        name="otp"
        render={({ field, fieldState }) => (
          <CodeField
            ref={field.ref}
            name={field.name}
            value={field.value}
            onValueChange={(digits) => {
              field.onChange(digits);
              setFailure(null);
            }}
            onBlur={field.onBlur}
            error={errorText.message(fieldState.error?.message)}
          />
        )}
      />
      <CodeExpiry deadline={deadline} />
      <FormAlert message={failure} />
      <Button type="submit" size="lg" disabled={!complete} loading={verify.isPending} loadingText={t.verifying}>
        <ShieldCheck aria-hidden="true" />
        {t.verify}
      </Button>
      <div className="flex flex-wrap items-start justify-between gap-2 border-t border-line pt-4">
        <Button variant="ghost" className="text-ink-700" onClick={onChangePhone}>
          <ArrowLeft aria-hidden="true" />
          {t.changePhone}
        </Button>
        <ResendButton availableAt={resendAt} pending={resend.isPending} onResend={resendCode} />
      </div>
    </form>
  );
}
