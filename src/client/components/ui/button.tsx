import { Slot } from '@radix-ui/react-slot';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.js';
import { Spinner } from './spinner.js';

const VARIANTS = {
  /** The one brass call to action of a screen: dark text on gold (9:1). */
  primary: 'bg-gold-400 text-ink-950 shadow-sm shadow-gold-600/20 hover:bg-gold-300 active:bg-gold-500',
  /** Charcoal, for strong actions on light surfaces. */
  secondary: 'bg-ink-900 text-white hover:bg-ink-700 active:bg-ink-950',
  /** Quiet bordered action; takes the text colour of where it sits, so it works on dark too. */
  outline: 'border border-current/25 bg-transparent text-current hover:bg-current/5 active:bg-current/10',
  ghost: 'bg-transparent text-current hover:bg-current/8 active:bg-current/12',
  destructive: 'bg-red-700 text-white hover:bg-red-800 active:bg-red-900',
} as const;

// Every size but `sm` is at least 44 px tall: a finger, not a mouse pointer (DESIGN §8).
const SIZES = {
  sm: 'h-9 px-3 text-sm gap-1.5',
  md: 'h-11 px-5 text-sm gap-2',
  lg: 'h-12 px-6 text-base gap-2',
  icon: 'size-11',
} as const;

export type ButtonVariant = keyof typeof VARIANTS;
export type ButtonSize = keyof typeof SIZES;

/** The classes of a button, for links and Radix parts that should look like one. */
export function buttonVariants({
  variant = 'primary',
  size = 'md',
  className,
}: { variant?: ButtonVariant; size?: ButtonSize; className?: string | undefined } = {}): string {
  return cn(
    'inline-flex shrink-0 select-none items-center justify-center whitespace-nowrap rounded-lg font-semibold tracking-wide',
    'transition-colors duration-150 disabled:pointer-events-none disabled:opacity-55 aria-disabled:pointer-events-none aria-disabled:opacity-55',
    '[&_svg]:pointer-events-none [&_svg]:size-4 [&_svg]:shrink-0',
    VARIANTS[variant],
    SIZES[size],
    className,
  );
}

export interface ButtonProps extends ComponentProps<'button'> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Renders the single child (a link) with the button's look instead of a <button>. */
  asChild?: boolean;
  /** Disables the button and shows a spinner; `loadingText` replaces the label if given. */
  loading?: boolean;
  loadingText?: string;
}

export function Button({
  variant,
  size,
  asChild = false,
  loading = false,
  loadingText,
  className,
  children,
  disabled,
  type,
  ...props
}: ButtonProps) {
  const classes = buttonVariants({ variant, size, className });
  if (asChild) {
    return (
      <Slot className={classes} {...props}>
        {children}
      </Slot>
    );
  }
  return (
    <button
      type={type ?? 'button'}
      className={classes}
      disabled={disabled === true || loading}
      aria-busy={loading || undefined}
      {...props}
    >
      {loading && <Spinner size="sm" label={null} />}
      {loading && loadingText ? loadingText : children}
    </button>
  );
}
