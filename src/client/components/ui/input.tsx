import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.js';

/** The look every text control shares (input, select trigger, textarea). */
export const controlClasses = cn(
  'w-full rounded-lg border border-line bg-white px-3.5 text-base text-ink-950 shadow-[inset_0_1px_1px_rgb(14_14_16/0.04)]',
  'placeholder:text-ink-400 transition-[border-color,box-shadow] duration-150',
  'focus-visible:border-bronze-700 focus-visible:outline-none focus-visible:ring-3 focus-visible:ring-gold-400/35',
  'disabled:cursor-not-allowed disabled:bg-sand-50 disabled:text-ink-500',
  'aria-invalid:border-red-700 aria-invalid:focus-visible:ring-red-700/20',
);

/**
 * A text input, 44 px tall. The text is 16 px so phones do not zoom into the field on focus.
 */
export function Input({ className, type = 'text', ...props }: ComponentProps<'input'>) {
  return <input type={type} className={cn(controlClasses, 'h-11', className)} {...props} />;
}

export function Textarea({ className, ...props }: ComponentProps<'textarea'>) {
  return <textarea className={cn(controlClasses, 'min-h-24 py-2.5 leading-relaxed', className)} {...props} />;
}
