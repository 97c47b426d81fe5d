import type { ReactNode } from 'react';
import { cn } from '../../../lib/cn.js';

export interface ChoiceCardProps {
  name: string;
  value: string;
  checked: boolean;
  onSelect: () => void;
  icon: ReactNode;
  title: string;
  description: string;
  inputRef?: ((element: HTMLInputElement | null) => void) | undefined;
  /** Cannot be chosen now: greyed, with the description saying why. */
  disabled?: boolean;
}

/** A radio button drawn as a card: arrow keys move between cards of the same name, as radios do. */
export function ChoiceCard({ name, value, checked, onSelect, icon, title, description, inputRef, disabled = false }: ChoiceCardProps) {
  const titleId = `${name}-${value}-title`;
  const descriptionId = `${name}-${value}-description`;
  return (
    <label
      className={cn(
        'relative flex min-h-20 cursor-pointer items-start gap-3 rounded-xl border p-3.5 transition-colors',
        'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-gold-600',
        checked ? 'border-ink-900 bg-ink-900 text-white' : 'border-line bg-white text-ink-900 hover:border-ink-300',
        disabled && 'cursor-not-allowed border-dashed border-ink-200 bg-sand-50 text-ink-500 hover:border-ink-200',
      )}
    >
      <input
        ref={inputRef}
        type="radio"
        className="absolute inset-0 size-full cursor-pointer appearance-none opacity-0 disabled:cursor-not-allowed"
        name={name}
        value={value}
        checked={checked}
        disabled={disabled}
        onChange={onSelect}
        aria-labelledby={titleId}
        aria-describedby={descriptionId}
      />
      <span
        aria-hidden="true"
        className={cn(
          'flex size-10 shrink-0 items-center justify-center rounded-full [&_svg]:size-5',
          checked ? 'bg-gold-400 text-ink-950' : disabled ? 'bg-sand-100 text-ink-400' : 'bg-sand-100 text-bronze-700',
        )}
      >
        {icon}
      </span>
      <span className="flex min-w-0 flex-col gap-0.5">
        <span id={titleId} className="font-semibold leading-snug">
          {title}
        </span>
        <span id={descriptionId} className={cn('text-sm leading-snug', checked ? 'text-ink-200' : disabled ? 'font-medium text-ink-700' : 'text-ink-500')}>
          {description}
        </span>
      </span>
    </label>
  );
}
