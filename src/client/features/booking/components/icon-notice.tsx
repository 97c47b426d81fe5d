import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../../../lib/cn.js';

const TONES = {
  gold: { box: 'border-gold-400/40 bg-sand-50', icon: 'bg-gold-400/20 text-bronze-700' },
  orange: { box: 'border-orange-200 bg-orange-50', icon: 'bg-orange-100 text-orange-800' },
} as const;

/**
 * The booking page's notice: a round icon, a heading that names the section, and a line under it.
 * `children` come after, inside the same section (the last call's ways out).
 */
export function IconNotice({
  id,
  icon: Icon,
  tone,
  title,
  level = 2,
  detail,
  liveDetail = false,
  children,
  className,
}: {
  id: string;
  icon: LucideIcon;
  tone: keyof typeof TONES;
  title: ReactNode;
  level?: 2 | 3;
  detail: ReactNode;
  /** The line changes while the page is open (a clock passing opening time): read it out. */
  liveDetail?: boolean;
  children?: ReactNode;
  className?: string;
}) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <section aria-labelledby={id} className={cn('flex flex-col gap-4 rounded-xl border p-4 sm:p-5', TONES[tone].box, className)}>
      <div className="flex items-start gap-3">
        <span aria-hidden="true" className={cn('flex size-10 shrink-0 items-center justify-center rounded-full', TONES[tone].icon)}>
          <Icon className="size-5" />
        </span>
        <div className="flex min-w-0 flex-col gap-1 pt-0.5">
          <Heading id={id} className="font-sans text-base font-semibold leading-snug text-ink-950">
            {title}
          </Heading>
          <p aria-live={liveDetail ? 'polite' : undefined} className="text-sm text-ink-700">
            {detail}
          </p>
        </div>
      </div>
      {children}
    </section>
  );
}
