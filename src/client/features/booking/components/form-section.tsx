import type { ReactNode } from 'react';
import { cn } from '../../../lib/cn.js';

export interface FormSectionProps {
  step: number;
  title: string;
  /** The heading's id: groups of choices inside name themselves by it. */
  headingId: string;
  description?: ReactNode;
  children: ReactNode;
  className?: string;
}

/** One numbered step of the booking form, on its own white card. */
export function FormSection({ step, title, headingId, description, children, className }: FormSectionProps) {
  return (
    <section aria-labelledby={headingId} className={cn('rounded-2xl border border-line bg-white p-4 shadow-sm sm:p-6', className)}>
      <div className="mb-5 flex items-start gap-3">
        <span
          aria-hidden="true"
          className="flex size-8 shrink-0 items-center justify-center rounded-full bg-ink-900 font-display text-sm font-semibold text-gold-300"
        >
          {step}
        </span>
        <div className="flex min-w-0 flex-col gap-0.5 pt-0.5">
          <h2 id={headingId} className="font-display text-xl font-semibold leading-tight text-ink-950">
            {title}
          </h2>
          {description && <p className="text-sm text-ink-500">{description}</p>}
        </div>
      </div>
      {children}
    </section>
  );
}

/** A validation message under a group of choices (the Field component does this for single controls). */
export function GroupError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className="mt-3 text-sm font-medium text-red-700">
      {message}
    </p>
  );
}
