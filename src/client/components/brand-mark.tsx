import { Scissors } from 'lucide-react';
import { cn } from '../lib/cn.js';

/** The scissors in a gold ring, the product's mark; for dark surfaces. */
export function BrandMark({ className }: { className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        'flex size-10 shrink-0 items-center justify-center rounded-full border border-gold-400/60 bg-ink-900 text-gold-300 shadow-[inset_0_0_0_3px_rgb(14_14_16)]',
        className,
      )}
    >
      <Scissors className="size-[18px] -rotate-90" strokeWidth={1.75} />
    </span>
  );
}
