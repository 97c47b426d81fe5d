import { Slot } from './slot.js';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.js';
import { Spinner } from './spinner.js';

const VARIANTS = {
  /** The one brass call to action of a screen: dark text on gold (9:1). */
  primary: 'bg-gold-400 text-ink-950 shadow-sm shadow-gold-600/20 hover:bg-gold-300 active:bg-gold-500',
  /** Charcoal, for strong actions on light surfaces. */
  secondary: 'bg-ink-900 text-white hover:bg-ink-700 active:bg-ink-950',
  // Outline and ghost leave the text colour alone: buttons and links inherit it (Tailwind's
  // preflight), so they work on dark surfaces and a caller's text colour needs no override.
  /** Quiet bordered action in the text colour of where it sits. */
  outline: 'border border-current/25 bg-transparent hover:bg-current/5 active:bg-current/10',
  /** The bordered action on the dark hero, its border a little stronger than `outline`'s. */
  outlineOnDark: 'border border-white/30 bg-transparent text-white hover:bg-white/5 active:bg-white/10',
  /** A bordered cancel or delete that is not the screen's main action. */
  outlineDanger: 'border border-current/25 bg-transparent text-red-700 hover:bg-red-50 active:bg-current/10',
  ghost: 'bg-transparent hover:bg-current/8 active:bg-current/12',
  ghostDanger: 'bg-transparent text-red-700 hover:bg-red-50 active:bg-current/12',
  destructive: 'bg-red-700 text-white hover:bg-red-800 active:bg-red-900',
} as const;

// Every size but `sm` is at least 44 px tall: a finger, not a mouse pointer (docs/product/architecture.md#the-web-client).
const SIZES = {
  sm: 'h-9 px-3 text-sm gap-1.5',
  md: 'h-11 px-5 text-sm gap-2',
  lg: 'h-12 px-6 text-base gap-2',
  /** A short label or number in a row of buttons (time steppers). */
  narrow: 'h-11 px-2 text-sm gap-2',
  /** A text button in a crowded top bar: less padding on phones. */
  snug: 'h-11 px-3 text-sm gap-2 sm:px-4',
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
