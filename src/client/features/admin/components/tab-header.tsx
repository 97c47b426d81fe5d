import type { ReactNode } from 'react';

/** A tab's heading, a line on what it is for, and its main action. */
export function TabHeader({ id, title, description, action }: { id: string; title: string; description: string; action?: ReactNode }) {
  return (
    <div className="mb-5 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
      <div className="flex flex-col gap-1">
        <h2 id={id} className="font-display text-2xl font-semibold text-ink-950">{title}</h2>
        <p className="text-sm text-ink-500">{description}</p>
      </div>
      {action}
    </div>
  );
}
