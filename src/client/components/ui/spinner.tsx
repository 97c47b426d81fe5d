import { cn } from '../../lib/cn.js';
import { useTexts } from '../../lib/i18n/use-texts.js';
import { componentTexts } from '../texts.js';

const SIZES = { sm: 'size-4', md: 'size-6', lg: 'size-10' } as const;

export interface SpinnerProps {
  size?: keyof typeof SIZES;
  /** Read out by screen readers ('Loading' unless told); null when the surrounding text already says it (a busy button). */
  label?: string | null;
  className?: string;
}

/** A loading indicator. With a label it is a polite status region, so its appearance is announced. */
export function Spinner({ size = 'md', label, className }: SpinnerProps) {
  const t = useTexts(componentTexts);
  const svg = (
    <svg
      className={cn('animate-spin motion-reduce:animate-[spin_1.5s_linear_infinite]', SIZES[size], className)}
      viewBox="0 0 24 24"
      fill="none"
      aria-hidden="true"
    >
      <circle cx="12" cy="12" r="9.5" stroke="currentColor" strokeOpacity="0.2" strokeWidth="2.5" />
      <path d="M21.5 12a9.5 9.5 0 0 0-9.5-9.5" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
    </svg>
  );
  if (label === null) return svg;
  return (
    <span role="status" className="inline-flex items-center justify-center">
      {svg}
      <span className="sr-only">{label ?? t.loading}</span>
    </span>
  );
}
