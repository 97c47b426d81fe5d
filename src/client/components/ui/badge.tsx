import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.js';

// Tinted backgrounds with dark text of the same hue: every pair is above 6:1 (WCAG AA).
const TONES = {
  neutral: 'bg-sand-100 text-ink-700 border-line',
  dark: 'bg-ink-900 text-white border-ink-900',
  gold: 'bg-gold-200 text-bronze-800 border-gold-300',
  success: 'bg-green-100 text-green-800 border-green-200',
  warning: 'bg-yellow-100 text-yellow-800 border-yellow-200',
  orange: 'bg-orange-100 text-orange-800 border-orange-200',
  danger: 'bg-red-100 text-red-800 border-red-200',
  outline: 'bg-transparent text-current border-current/30',
} as const;

const SIZES = {
  sm: 'px-2.5 py-0.5 text-xs',
  /** As `sm`, a little taller. */
  tall: 'px-2.5 py-1 text-xs',
  /** A status or wait that should read at a glance. */
  md: 'px-3 py-1 text-[0.8125rem]',
} as const;

export type BadgeTone = keyof typeof TONES;

export interface BadgeProps extends ComponentProps<'span'> {
  tone?: BadgeTone;
  size?: keyof typeof SIZES;
}

/** A short label: a status, a count, a type. Colour is never the only signal: the text says it. */
export function Badge({ tone = 'neutral', size = 'sm', className, ...props }: BadgeProps) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1.5 whitespace-nowrap rounded-full border font-semibold tracking-wide',
        TONES[tone],
        SIZES[size],
        className,
      )}
      {...props}
    />
  );
}
