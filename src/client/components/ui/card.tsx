import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.js';

const TONES = {
  plain: 'border-line shadow-[0_1px_2px_rgb(14_14_16/0.04)]',
  /** Lifted off the page: a card alone on a screen (a login form). */
  raised: 'border-line shadow-xl shadow-ink-950/10',
  /** Brass edge: the booking being served right now. */
  highlight: 'border-gold-400 shadow-lg shadow-gold-600/10',
} as const;

export type CardTone = keyof typeof TONES;

/** A light content surface with a hairline border. */
export function Card({ className, tone = 'plain', ...props }: ComponentProps<'div'> & { tone?: CardTone }) {
  return <div className={cn('rounded-2xl border bg-white text-ink-900', TONES[tone], className)} {...props} />;
}

export function CardHeader({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('flex flex-col gap-1.5 p-5 pb-3 sm:p-6 sm:pb-3', className)} {...props} />;
}

/** The card's heading; pass `as` to keep the page's heading order right. */
export function CardTitle({ className, as: Heading = 'h3', ...props }: ComponentProps<'h3'> & { as?: 'h2' | 'h3' | 'h4' }) {
  return <Heading className={cn('font-display text-xl font-semibold leading-tight text-ink-950', className)} {...props} />;
}

export function CardDescription({ className, ...props }: ComponentProps<'p'>) {
  return <p className={cn('text-sm text-ink-500', className)} {...props} />;
}

export function CardContent({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('p-5 pt-0 sm:p-6 sm:pt-0', className)} {...props} />;
}

export function CardFooter({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('flex items-center gap-3 border-t border-line p-5 sm:px-6 sm:py-4', className)} {...props} />;
}
