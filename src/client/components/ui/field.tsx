import { Slot } from './slot.js';
import { useId, type ReactElement, type ReactNode } from 'react';
import { cn } from '../../lib/cn.js';
import { Label } from './label.js';

export interface FieldProps {
  label: ReactNode;
  /** One form control (Input, Textarea, a Select trigger); it receives id and aria attributes. */
  children: ReactElement;
  /** The validation message; when set the control is marked aria-invalid and described by it. */
  error?: string | undefined;
  /** Help shown under the control, also linked with aria-describedby. */
  hint?: ReactNode;
  /** Use a known id (for a label elsewhere); otherwise one is made. */
  id?: string;
  /** Shown after the label for required fields, hidden from screen readers (the control says `required`). */
  required?: boolean;
  className?: string;
}

/**
 * Label + control + hint + error, wired for assistive technology: the label names the control and
 * the hint and error are read after it (aria-describedby).
 */
export function Field({ label, children, error, hint, id, required = false, className }: FieldProps) {
  const generated = useId();
  const controlId = id ?? `field-${generated}`;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;

  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <Label htmlFor={controlId}>
        {label}
        {required && (
          <span aria-hidden="true" className="ml-0.5 text-red-700">
            *
          </span>
        )}
      </Label>
      <Slot id={controlId} aria-describedby={describedBy} aria-invalid={error ? true : undefined}>
        {children}
      </Slot>
      {hint && (
        <p id={hintId} className="text-sm text-ink-500">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
