import type { ComponentProps } from 'react';
import { PHONE_DIGITS, PHONE_PREFIX } from '../../../shared/constants.js';
import { cn } from '../../lib/cn.js';
import { useHydrated } from '../../lib/use-hydrated.js';
import { controlClasses } from './input.js';

/** Spec §5: the input strips everything but digits and truncates to 10. */
export function phoneDigits(text: string): string {
  return text.replace(/\D/g, '').slice(0, PHONE_DIGITS);
}

export interface PhoneInputProps extends Omit<ComponentProps<'input'>, 'value' | 'onChange' | 'type'> {
  value: string;
  /** Called with the digits only, at most 10. */
  onValueChange: (digits: string) => void;
}

/**
 * A 10-digit Indian mobile number with the +91 prefix shown beside it (spec §2). It opens the
 * phone's number pad and accepts pasted numbers in any format.
 */
export function PhoneInput({ value, onValueChange, className, readOnly, ...props }: PhoneInputProps) {
  const hydrated = useHydrated();
  return (
    <div className={cn('flex h-11 items-stretch', className)}>
      <span
        aria-hidden="true"
        className="flex items-center rounded-l-lg border border-r-0 border-line bg-sand-50 px-3 text-base font-medium text-ink-700"
      >
        {PHONE_PREFIX}
      </span>
      <input
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        maxLength={PHONE_DIGITS}
        placeholder="98765 43210"
        {...props}
        // Typing into the prerendered page before the app has taken it over would be lost.
        readOnly={readOnly === true || !hydrated}
        value={value}
        onChange={(event) => {
          onValueChange(phoneDigits(event.target.value));
        }}
        className={cn(controlClasses, 'h-11 min-w-0 rounded-l-none text-base tabular-nums')}
      />
    </div>
  );
}
