import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.js';
import { useHydrated } from '../../lib/use-hydrated.js';

/**
 * The look every text control shares (input, select trigger, textarea), without a height or a
 * text size: each control sets its own, 16 px text at least so phones do not zoom in on focus.
 */
export const controlClasses = cn(
  'w-full rounded-lg border border-line bg-white px-3.5 text-ink-950 shadow-[inset_0_1px_1px_rgb(14_14_16/0.04)]',
  'placeholder:text-ink-400 transition-[border-color,box-shadow] duration-150',
  'focus-visible:border-bronze-700 focus-visible:outline-none focus-visible:ring-3 focus-visible:ring-gold-400/35',
  'disabled:cursor-not-allowed disabled:bg-sand-50 disabled:text-ink-500',
  'aria-invalid:border-red-700 aria-invalid:focus-visible:ring-red-700/20',
);

const TEXT_SIZES = { base: 'text-base', lg: 'text-lg', xl: 'text-xl' } as const;

/**
 * A text input, 44 px tall; `textSize` enlarges a short entry (a code, an emoji). Read-only in a
 * prerendered page until the app has taken it over: what was typed before would be lost.
 */
export function Input({ className, type = 'text', textSize = 'base', readOnly, ...props }: ComponentProps<'input'> & { textSize?: keyof typeof TEXT_SIZES }) {
  const hydrated = useHydrated();
  return (
    <input
      type={type}
      className={cn(controlClasses, 'h-11', TEXT_SIZES[textSize], className)}
      readOnly={readOnly === true || !hydrated}
      {...props}
    />
  );
}

export function Textarea({ className, ...props }: ComponentProps<'textarea'>) {
  return <textarea className={cn(controlClasses, 'min-h-24 py-2.5 text-base leading-relaxed', className)} {...props} />;
}
