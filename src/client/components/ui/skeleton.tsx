import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.js';

const ROUNDED = { lg: 'rounded-lg', xl: 'rounded-xl', '2xl': 'rounded-2xl', full: 'rounded-full' } as const;

const TONES = {
  /** A tint of the text colour, for light surfaces. */
  current: 'bg-current/10',
  /** On the dark header and hero. */
  onDark: 'bg-white/15',
  /** A stronger tint for card-sized blocks on the sand background. */
  ink: 'bg-ink-900/8',
} as const;

export interface SkeletonProps extends ComponentProps<'div'> {
  rounded?: keyof typeof ROUNDED;
  tone?: keyof typeof TONES;
}

/** A placeholder block while content loads; hidden from screen readers (the page has a status). */
export function Skeleton({ className, rounded = 'lg', tone = 'current', ...props }: SkeletonProps) {
  return <div aria-hidden="true" className={cn('animate-pulse motion-reduce:animate-none', ROUNDED[rounded], TONES[tone], className)} {...props} />;
}
