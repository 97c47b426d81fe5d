import { useId, type Ref } from 'react';
import { Label } from '../../../components/ui/label.js';
import { useTexts } from '../../../lib/i18n/use-texts.js';
import { loginTexts } from '../texts-login.js';
import { OtpCodeInput } from './otp-code-input.js';

export interface CodeFieldProps {
  value: string;
  onValueChange: (digits: string) => void;
  onBlur: () => void;
  name: string;
  error: string | undefined;
  ref?: Ref<HTMLInputElement>;
}

/**
 * The code with its label and message. The message line keeps its height when empty: the
 * message appears as the field loses focus, and the buttons under it must not move away from
 * the finger that is pressing them (Change phone number, Resend OTP).
 */
export function CodeField({ value, onValueChange, onBlur, name, error, ref }: CodeFieldProps) {
  const t = useTexts(loginTexts);
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id}>{t.codeLabel}</Label>
      <OtpCodeInput
        ref={ref}
        id={id}
        name={name}
        value={value}
        onValueChange={onValueChange}
        onBlur={onBlur}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        autoFocus
        required
      />
      <p id={errorId} className="min-h-5 text-sm font-medium text-red-700">
        {error}
      </p>
    </div>
  );
}
