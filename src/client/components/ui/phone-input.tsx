import type { ComponentProps } from 'react';
import { PHONE_DIGITS, PHONE_PREFIX } from '../../../shared/constants.js';
import { cn } from '../../lib/cn.js';
import { phoneDigits } from '../../lib/phone.js';
import { useHydrated } from '../../lib/use-hydrated.js';
import { controlClasses } from './input.js';

const SIZES = {
  md: { box: 'h-11', prefix: 'px-3 font-medium', input: 'h-11 text-base' },
  lg: { box: 'h-12', prefix: 'px-3.5 font-semibold', input: 'h-12 text-lg tracking-wide' },
};

export interface PhoneInputProps extends Omit<ComponentProps<'input'>, 'value' | 'onChange' | 'type' | 'size'> {
  value: string;
  /** Called with the value as `format` makes it: by default the digits only, at most 10. */
  onValueChange: (value: string) => void;
  /** Text as typed or pasted → the value shown. */
  format?: (text: string) => string;
  size?: keyof typeof SIZES;
}

/**
 * A 10-digit Indian mobile number with the +91 prefix shown beside it (spec §2). It opens the
 * phone's number pad. A paste is read whole where it lands, before the length limit could cut
 * it, so '+91 98765 43210' gives its 10 digits.
 */
export function PhoneInput({ value, onValueChange, format = phoneDigits, size = 'md', className, readOnly, ...props }: PhoneInputProps) {
  const hydrated = useHydrated();
  const classes = SIZES[size];
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
        maxLength={PHONE_DIGITS}
        placeholder="98765 43210"
        {...props}
        // Typing into the prerendered page before the app has taken it over would be lost.
        readOnly={readOnly === true || !hydrated}
        value={value}
        onChange={(event) => {
          onValueChange(format(event.target.value));
        }}
        onPaste={(event) => {
          const input = event.currentTarget;
          if (input.readOnly) return;
          event.preventDefault();
          const start = input.selectionStart ?? value.length;
          const end = input.selectionEnd ?? value.length;
          onValueChange(format(value.slice(0, start) + event.clipboardData.getData('text') + value.slice(end)));
        }}
        className={cn(controlClasses, 'min-w-0 rounded-l-none tabular-nums', classes.input)}
      />
    </div>
  );
}
