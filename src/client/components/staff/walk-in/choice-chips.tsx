import { Check } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../../../lib/cn.js';

export interface Chip<V> {
  value: V;
  label: ReactNode;
}

/**
 * A row of large tappable choices: radio buttons (one value) or checkboxes (several), native
 * inputs under their labels, so keys, focus and screen readers work as for any form control.
 */
export function ChoiceChips<V extends string | number>({
  name,
  type,
  chips,
  isChecked,
  onToggle,
  labelledBy,
}: {
  name: string;
  type: 'radio' | 'checkbox';
  chips: readonly Chip<V>[];
  isChecked: (value: V) => boolean;
  onToggle: (value: V) => void;
  labelledBy: string;
}) {
  return (
    <div role={type === 'radio' ? 'radiogroup' : 'group'} aria-labelledby={labelledBy} className="flex flex-wrap gap-2">
      {chips.map((chip) => {
        const checked = isChecked(chip.value);
        return (
          <label
            key={chip.value}
            className={cn(
              'relative inline-flex min-h-11 cursor-pointer items-center gap-1.5 rounded-full border px-4 text-sm font-semibold transition-colors',
              'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-gold-600',
              checked ? 'border-bronze-700 bg-sand-50 text-ink-950 shadow-[inset_0_0_0_1px_var(--color-bronze-700)]' : 'border-line bg-white text-ink-700 hover:border-ink-300',
            )}
          >
            <input
              type={type}
              name={name}
              checked={checked}
              onChange={() => {
                onToggle(chip.value);
              }}
              className="absolute inset-0 size-full cursor-pointer appearance-none opacity-0"
            />
            {checked && <Check aria-hidden="true" className="size-4 text-bronze-700" strokeWidth={3} />}
            {chip.label}
          </label>
        );
      })}
    </div>
  );
}
