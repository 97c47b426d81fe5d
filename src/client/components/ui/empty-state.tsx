import type { ReactNode } from 'react';
import { cn } from '../../lib/cn.js';

export interface EmptyStateProps {
  title: ReactNode;
  description?: ReactNode;
  /** A lucide icon element, shown in a soft circle. */
  icon?: ReactNode;
  /** Buttons or links (Retry, Go home). */
  actions?: ReactNode;
  /** 'error' reads out the message (role=alert) and tints the icon. */
  tone?: 'neutral' | 'error';
  /** `solid`: a white card, taller, for a whole page's state; `soft` sits within a section. */
  surface?: 'soft' | 'solid';
  className?: string;
}

/** The deliberate look of "nothing here" and "that failed" (STYLE: every screen has them). */
export function EmptyState({ title, description, icon, actions, tone = 'neutral', surface = 'soft', className }: EmptyStateProps) {
  return (
    <div
      role={tone === 'error' ? 'alert' : undefined}
      className={cn(
        'flex flex-col items-center gap-3 rounded-2xl border border-dashed border-line px-6 text-center',
        surface === 'soft' ? 'bg-white/60 py-10' : 'bg-white py-14 shadow-sm',
        className,
      )}
    >
      {icon && (
        <span
          aria-hidden="true"
          className={cn(
            'flex size-12 items-center justify-center rounded-full [&_svg]:size-6',
            tone === 'error' ? 'bg-red-100 text-red-700' : 'bg-sand-100 text-bronze-700',
          )}
        >
          {icon}
        </span>
      )}
      <p className="font-display text-lg font-semibold text-balance text-ink-950">{title}</p>
      {description && <p className="max-w-sm text-sm leading-relaxed text-ink-500">{description}</p>}
      {actions && <div className="mt-2 flex flex-wrap justify-center gap-2">{actions}</div>}
    </div>
  );
}
