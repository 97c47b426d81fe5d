import type { ComponentProps } from 'react';
import { OTP_DIGITS } from '../../../../shared/constants.js';
import { controlClasses } from '../../../components/ui/input.js';
import { useWholePaste } from '../../../components/ui/use-whole-paste.js';
import { cn } from '../../../lib/cn.js';
import { otpDigits } from '../logic/login-phone.js';

export interface OtpCodeInputProps extends Omit<ComponentProps<'input'>, 'value' | 'onChange' | 'type'> {
  value: string;
  onValueChange: (digits: string) => void;
}

/**
 * The 6-digit code (docs/product/booking-rules.md#validation-rules): digits only, 6 at most, the number pad, and the phone's own offer to
 * fill in the code it just received (autocomplete one-time-code). A pasted message is read for its digits.
 */
export function OtpCodeInput({ value, onValueChange, className, ...props }: OtpCodeInputProps) {
  const paste = useWholePaste(OTP_DIGITS);
  return (
    <input
      type="text"
      inputMode="numeric"
      autoComplete="one-time-code"
      pattern={`\\d{${OTP_DIGITS}}`}
      maxLength={OTP_DIGITS}
      placeholder="••••••"
      spellCheck={false}
      {...props}
      value={value}
      onChange={(event) => {
        // A pasted message is read alone, not after what was typed before it.
        onValueChange(otpDigits(paste.takePaste(event) ?? event.currentTarget.value, OTP_DIGITS));
      }}
      onPaste={paste.onPaste}
      className={cn(controlClasses, 'h-14 text-center font-semibold text-2xl tracking-[0.5em] tabular-nums placeholder:tracking-[0.4em]', className)}
    />
  );
}
