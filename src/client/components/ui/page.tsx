import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../../lib/cn.js';

const WIDTHS = { page: 'max-w-6xl', narrow: 'max-w-md' } as const;

/**
 * The page's horizontal frame: full width on phones with a 16 px margin, 1152 px at most
 * (`narrow`: 448 px, a lone form).
 */
export function Container({ className, width = 'page', ...props }: ComponentProps<'div'> & { width?: keyof typeof WIDTHS }) {
  return <div className={cn('mx-auto w-full px-4 sm:px-6 lg:px-8', WIDTHS[width], className)} {...props} />;
}

export interface PageHeaderProps {
  title: ReactNode;
  /** A small uppercase line above the title. */
  eyebrow?: ReactNode;
  description?: ReactNode;
  /** Buttons or links at the end of the header. */
  actions?: ReactNode;
  className?: string;
}

/** A page's h1 with its eyebrow, description and actions. */
export function PageHeader({ title, eyebrow, description, actions, className }: PageHeaderProps) {
  return (
    <header className={cn('flex flex-col gap-4 py-8 sm:flex-row sm:items-end sm:justify-between sm:py-10', className)}>
      <div className="flex flex-col gap-2">
        {eyebrow && <p className="text-xs font-semibold uppercase tracking-[0.2em] text-bronze-700">{eyebrow}</p>}
        <h1 className="font-display text-3xl font-semibold tracking-tight text-ink-950 sm:text-4xl">{title}</h1>
        {description && <p className="max-w-2xl text-base text-ink-500">{description}</p>}
      </div>
      {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
    </header>
  );
}

/** A centred section heading with the gold rule under it (home page sections). */
export function SectionHeading({ title, description, id, className }: { title: ReactNode; description?: ReactNode; id?: string; className?: string }) {
  return (
    <div className={cn('flex flex-col items-center gap-3 text-center', className)}>
      <h2 id={id} className="font-display text-2xl font-semibold uppercase tracking-[0.08em] text-ink-950 sm:text-3xl">
        {title}
      </h2>
      <span aria-hidden="true" className="h-0.5 w-12 rounded-full bg-gold-400" />
      {description && <p className="max-w-xl text-base text-ink-500">{description}</p>}
    </div>
  );
}
