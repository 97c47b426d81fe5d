import * as CollapsiblePrimitive from '@radix-ui/react-collapsible';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.js';

export const Collapsible = CollapsiblePrimitive.Root;
export const CollapsibleTrigger = CollapsiblePrimitive.Trigger;

/** The hidden part; slides open using the height Radix measures. */
export function CollapsibleContent({ className, ...props }: ComponentProps<typeof CollapsiblePrimitive.Content>) {
  return (
    <CollapsiblePrimitive.Content
      className={cn('overflow-hidden data-[state=closed]:animate-collapse-up data-[state=open]:animate-collapse-down', className)}
      {...props}
    />
  );
}
