import * as TabsPrimitive from '@radix-ui/react-tabs';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.js';

export const Tabs = TabsPrimitive.Root;

/**
 * `pills` is the segmented look; `custom` leaves the look to the caller's classes (a dashboard's
 * bottom tab bar), since a caller's class cannot override one of the same kind here.
 */
export type TabsVariant = 'pills' | 'custom';

const LIST_PILLS = 'inline-flex items-center gap-1 overflow-x-auto rounded-xl border border-line bg-sand-100 p-1';

export function TabsList({ className, variant = 'pills', ...props }: ComponentProps<typeof TabsPrimitive.List> & { variant?: TabsVariant }) {
  return <TabsPrimitive.List className={cn(variant === 'pills' && LIST_PILLS, className)} {...props} />;
}

const TRIGGER_PILLS = [
  'min-h-11 gap-2 rounded-lg px-4 text-sm text-ink-600 hover:text-ink-950 [&_svg]:size-4',
  'data-[state=active]:bg-white data-[state=active]:text-ink-950 data-[state=active]:shadow-sm',
].join(' ');

export function TabsTrigger({ className, variant = 'pills', ...props }: ComponentProps<typeof TabsPrimitive.Trigger> & { variant?: TabsVariant }) {
  return (
    <TabsPrimitive.Trigger
      className={cn(
        'inline-flex items-center justify-center whitespace-nowrap font-semibold transition-colors disabled:pointer-events-none disabled:opacity-50',
        variant === 'pills' && TRIGGER_PILLS,
        className,
      )}
      {...props}
    />
  );
}

/** A tab's panel; its distance from the tab list is the caller's (`mt-…`). */
export function TabsContent({ className, ...props }: ComponentProps<typeof TabsPrimitive.Content>) {
  return <TabsPrimitive.Content className={cn('focus-visible:outline-offset-4', className)} {...props} />;
}
