import * as SelectPrimitive from '@radix-ui/react-select';
import { Check, ChevronDown } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.js';
import { controlClasses } from './input.js';

export const Select = SelectPrimitive.Root;
export const SelectValue = SelectPrimitive.Value;
export const SelectGroup = SelectPrimitive.Group;

const TRIGGER_TONES = {
  /** Looks like an Input. */
  field: { box: controlClasses, icon: 'text-ink-500' },
  /** On a dark staff bar: a quiet bordered control in white. */
  onDark: {
    box: cn(
      'w-full rounded-lg border border-white/25 bg-white/5 px-3.5 font-semibold text-white transition-colors duration-150 hover:bg-white/10',
      'focus-visible:outline-none focus-visible:ring-3 focus-visible:ring-gold-400/50 disabled:cursor-not-allowed disabled:opacity-75',
    ),
    icon: 'text-ink-200',
  },
} as const;

/** Looks like an Input (or, `onDark`, a control on a dark bar); put it inside a Field to label it. */
export function SelectTrigger({
  className,
  children,
  tone = 'field',
  ...props
}: ComponentProps<typeof SelectPrimitive.Trigger> & { tone?: keyof typeof TRIGGER_TONES }) {
  return (
    <SelectPrimitive.Trigger
      className={cn(TRIGGER_TONES[tone].box, 'flex h-11 items-center justify-between gap-2 text-left text-base data-[placeholder]:text-ink-500', className)}
      {...props}
    >
      <span className="truncate">{children}</span>
      <SelectPrimitive.Icon asChild>
        <ChevronDown className={cn('size-4 shrink-0', TRIGGER_TONES[tone].icon)} aria-hidden="true" />
      </SelectPrimitive.Icon>
    </SelectPrimitive.Trigger>
  );
}

export function SelectContent({ className, children, position = 'popper', ...props }: ComponentProps<typeof SelectPrimitive.Content>) {
  return (
    <SelectPrimitive.Portal>
      <SelectPrimitive.Content
        position={position}
        className={cn(
          'relative z-50 max-h-[min(var(--radix-select-content-available-height),20rem)] min-w-[8rem] overflow-hidden rounded-xl border border-line bg-white text-ink-900 shadow-xl shadow-ink-950/10',
          'data-[state=open]:animate-fade-in',
          position === 'popper' && 'w-[var(--radix-select-trigger-width)] translate-y-1',
          className,
        )}
        {...props}
      >
        <SelectPrimitive.Viewport className="p-1">{children}</SelectPrimitive.Viewport>
      </SelectPrimitive.Content>
    </SelectPrimitive.Portal>
  );
}

export function SelectItem({ className, children, ...props }: ComponentProps<typeof SelectPrimitive.Item>) {
  return (
    <SelectPrimitive.Item
      className={cn(
        'relative flex min-h-11 cursor-default select-none items-center rounded-lg py-2 pl-9 pr-3 text-base outline-none',
        'data-[highlighted]:bg-sand-100 data-[disabled]:pointer-events-none data-[disabled]:opacity-50',
        className,
      )}
      {...props}
    >
      <span className="absolute left-3 flex size-4 items-center justify-center">
        <SelectPrimitive.ItemIndicator>
          <Check className="size-4 text-bronze-700" aria-hidden="true" />
        </SelectPrimitive.ItemIndicator>
      </span>
      <SelectPrimitive.ItemText>{children}</SelectPrimitive.ItemText>
    </SelectPrimitive.Item>
  );
}
