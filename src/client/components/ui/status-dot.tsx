import { cn } from '../../lib/cn.js';

const TONES = {
  success: 'bg-green-500',
  danger: 'bg-red-500',
  warning: 'bg-yellow-500',
  neutral: 'bg-ink-400',
} as const;

export interface StatusDotProps {
  tone: keyof typeof TONES;
  /**
   * Read by screen readers: a dot is never the only signal (docs/product/architecture.md#the-web-client). Leave it out only when
   * the text next to the dot already says the same.
   */
  label?: string;
  /** A soft ring that pulses, for "live" states. */
  pulse?: boolean;
  /** `lg` widens the pulsing ring's box to 12 px; the dot stays 10 px. */
  size?: 'md' | 'lg';
  className?: string;
}

/** A small coloured dot with a text alternative. */
export function StatusDot({ tone, label, pulse = false, size = 'md', className }: StatusDotProps) {
  return (
    <span className={cn('relative inline-flex shrink-0', size === 'md' ? 'size-2.5' : 'size-3', className)}>
      {pulse && (
        <span
          aria-hidden="true"
          className={cn('absolute inline-flex size-full animate-ping rounded-full opacity-60 motion-reduce:hidden', TONES[tone])}
        />
      )}
      <span aria-hidden="true" className={cn('relative inline-flex size-2.5 rounded-full ring-2 ring-black/10', TONES[tone])} />
      {label && <span className="sr-only">{label}</span>}
    </span>
  );
}
