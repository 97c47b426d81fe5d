import type { ComponentProps } from 'react';
import { PHONE_PREFIX } from '../../../../shared/constants.js';
import { controlClasses } from '../../../components/ui/input.js';
import { cn } from '../../../lib/cn.js';
import { GROUPED_PHONE_LENGTH, groupPhone } from '../logic/login-phone.js';

export interface LoginPhoneInputProps extends Omit<ComponentProps<'input'>, 'value' | 'onChange' | 'type'> {
  /** The number as shown: '98765 43210'. */
  value: string;
  onValueChange: (grouped: string) => void;
}

/**
 * The WhatsApp number of the login (spec §2): +91 beside it, digits shown 5+5, 11 characters at
 * most. A pasted '+91 98765 43210' is read whole, before the length limit could cut it.
 */
export function LoginPhoneInput({ value, onValueChange, className, ...props }: LoginPhoneInputProps) {
  return (
    <div className={cn('flex h-12 items-stretch', className)}>
      <span
        aria-hidden="true"
        className="flex items-center gap-2 rounded-l-lg border border-r-0 border-line bg-sand-50 px-3.5 text-base font-semibold text-ink-700"
      >
        {PHONE_PREFIX}
      </span>
      <input
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        maxLength={GROUPED_PHONE_LENGTH}
        placeholder="98765 43210"
        {...props}
        value={value}
        onChange={(event) => {
          onValueChange(groupPhone(event.target.value));
        }}
        onPaste={(event) => {
          event.preventDefault();
          onValueChange(groupPhone(event.clipboardData.getData('text')));
        }}
        className={cn(controlClasses, 'h-12 min-w-0 rounded-l-none text-lg tracking-wide tabular-nums')}
      />
    </div>
  );
}
