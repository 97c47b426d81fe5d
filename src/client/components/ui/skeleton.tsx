import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.js';

/** A placeholder block while content loads; hidden from screen readers (the page has a status). */
export function Skeleton({ className, ...props }: ComponentProps<'div'>) {
  return <div aria-hidden="true" className={cn('animate-pulse rounded-lg bg-current/10 motion-reduce:animate-none', className)} {...props} />;
}
