import type { ComponentProps } from 'react';
import { PHONE_DIGITS, PHONE_PREFIX } from '../../../shared/constants.js';
import { cn } from '../../lib/cn.js';
import { GROUPED_PHONE_LENGTH, groupPhone, phoneDigits } from '../../lib/phone.js';
import { useHydrated } from '../../lib/use-hydrated.js';
import { controlClasses } from './input.js';
import { useWholePaste } from './use-whole-paste.js';

/**
 * The two ways a number is entered: the booking's and tracking's 10 digits (docs/product/booking-rules.md#validation-rules), and the
 * login's 5+5 digits ('98765 43210', 11 characters at most, docs/product/screens.md), a size larger.
 */
const VARIANTS = {
  digits: { format: phoneDigits, maxLength: PHONE_DIGITS, box: 'h-11', prefix: 'px-3 font-medium', input: 'h-11 text-base' },
  grouped: {
    format: groupPhone,
    maxLength: GROUPED_PHONE_LENGTH,
    box: 'h-12',
    prefix: 'px-3.5 font-semibold',
    input: 'h-12 text-lg tracking-wide',
  },
};

export interface PhoneInputProps extends Omit<ComponentProps<'input'>, 'value' | 'onChange' | 'onPaste' | 'type' | 'size' | 'maxLength'> {
  value: string;
  /** Called with the value as the variant writes it: the digits only, or grouped 5+5. */
  onValueChange: (value: string) => void;
  variant?: keyof typeof VARIANTS;
}

/**
 * A 10-digit Indian mobile number with the +91 prefix shown beside it (docs/product/screens.md). It opens the
 * phone's number pad. A paste is never cancelled: the browser inserts it, uncut, and the value is
 * cleaned as it arrives: a whole number ('+91 98765 43210') replaces what was there, a few digits
 * go where the caret is.
 */
export function PhoneInput({ value, onValueChange, variant = 'digits', className, readOnly, ...props }: PhoneInputProps) {
  const hydrated = useHydrated();
  const { format, maxLength, ...classes } = VARIANTS[variant];
  const paste = useWholePaste(maxLength);
  return (
    <div className={cn('flex items-stretch', classes.box, className)}>
      <span
        aria-hidden="true"
        className={cn('flex items-center rounded-l-lg border border-r-0 border-line bg-sand-50 text-base text-ink-700', classes.prefix)}
      >
        {PHONE_PREFIX}
      </span>
      <input
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        maxLength={maxLength}
        placeholder="98765 43210"
        {...props}
        // Typing into the prerendered page before the app has taken it over would be lost.
        readOnly={readOnly === true || !hydrated}
        value={value}
        onChange={(event) => {
          const pasted = paste.takePaste(event);
          const whole = pasted !== null && phoneDigits(pasted).length === PHONE_DIGITS;
          onValueChange(format(whole ? pasted : event.currentTarget.value));
        }}
        onPaste={paste.onPaste}
        className={cn(controlClasses, 'min-w-0 rounded-l-none tabular-nums', classes.input)}
      />
    </div>
  );
}
