import { cn } from '../../../lib/cn.js';

export interface ProgressBarProps {
  /** 0-100. */
  value: number;
  label: string;
  /** What the value means in words ('About 20 min left'). */
  valueText: string;
  /** 'dark' sits on the charcoal serving panel. */
  surface?: 'light' | 'dark';
  className?: string;
}

/** An accessible progress bar: role=progressbar with its name, value and value text. */
export function ProgressBar({ value, label, valueText, surface = 'light', className }: ProgressBarProps) {
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={value}
      aria-valuetext={valueText}
      className={cn('h-2 w-full overflow-hidden rounded-full', surface === 'dark' ? 'bg-white/15' : 'bg-sand-100', className)}
    >
      <div
        className={cn(
          'h-full rounded-full transition-[width] duration-700 ease-out motion-reduce:transition-none',
          surface === 'dark' ? 'bg-gold-400' : 'bg-gradient-to-r from-gold-500 to-gold-400',
        )}
        style={{ width: `${value}%` }}
      />
    </div>
  );
}
