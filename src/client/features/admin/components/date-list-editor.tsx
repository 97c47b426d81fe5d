import { CalendarPlus, X } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button.js';
import { Input } from '../../../components/ui/input.js';
import { Label } from '../../../components/ui/label.js';
import { useLanguage } from '../../../lib/i18n/language.js';
import { useTexts } from '../../../lib/i18n/use-texts.js';
import { addDate, formatDayDate, removeDate } from '../logic/dated-days.js';
import { adminTexts } from '../texts.js';

export interface DateListEditorProps {
  /** The dates listed, 'YYYY-MM-DD', ascending. */
  dates: readonly string[];
  /** The shop's date: earlier dates cannot be added. */
  today: string;
  max: number;
  /** The date input's label ('Day off'); the add button reads `addText`. */
  inputLabel: string;
  addText: string;
  /** The remove button's name for one listed date, as written ('Remove day off Wed, 25 Nov'). */
  removeLabel: (date: string) => string;
  emptyText: string;
  onChange: (dates: string[]) => void;
  /** While a change is being saved. */
  disabled?: boolean;
  /** The server's reason a change was refused. */
  error?: string | undefined;
}

/**
 * A list of dated days (days off, closed dates): each with a remove button, and a date input with
 * an add button. A date that cannot be added says why at the input.
 */
export function DateListEditor({ dates, today, max, inputLabel, addText, removeLabel, emptyText, onChange, disabled = false, error }: DateListEditorProps) {
  const t = useTexts(adminTexts);
  const language = useLanguage();
  const id = useId();
  const [draft, setDraft] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const message = problem ?? error;

  const add = () => {
    const change = addDate(dates, draft, { today, max }, t, language);
    if (change.error !== undefined) {
      setProblem(change.error);
      inputRef.current?.focus();
      return;
    }
    setProblem(null);
    setDraft('');
    onChange(change.dates);
  };

  const remove = (date: string) => {
    setProblem(null);
    onChange(removeDate(dates, date));
    // The removed row's button is gone: the date input is the next useful place.
    inputRef.current?.focus();
  };

  return (
    <div className="flex flex-col gap-3">
      {dates.length === 0 ? (
        <p className="rounded-xl border border-dashed border-line px-4 py-3 text-sm text-ink-500">{emptyText}</p>
      ) : (
        <ul className="flex flex-col divide-y divide-line rounded-xl border border-line">
          {dates.map((date) => {
            const label = formatDayDate(date, today, language);
            return (
              <li key={date} className="flex min-h-11 items-center justify-between gap-3 pl-4">
                <span className="text-sm font-medium text-ink-900 tabular-nums">{label}</span>
                <Button
                  variant="ghostDanger"
                  size="icon"
                  disabled={disabled}
                  aria-label={removeLabel(label)}
                  onClick={() => {
                    remove(date);
                  }}
                >
                  <X aria-hidden="true" />
                </Button>
              </li>
            );
          })}
        </ul>
      )}
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-date`}>{inputLabel}</Label>
        <div className="flex flex-wrap items-start gap-2">
          <Input
            ref={inputRef}
            id={`${id}-date`}
            type="date"
            min={today}
            value={draft}
            aria-invalid={message ? true : undefined}
            aria-describedby={message ? `${id}-error` : undefined}
            className="min-w-0 flex-1 basis-40 tabular-nums"
            onChange={(event) => {
              setDraft(event.target.value);
              setProblem(null);
            }}
            onKeyDown={(event) => {
              // Enter adds the date rather than submitting a surrounding form.
              if (event.key === 'Enter') {
                event.preventDefault();
                add();
              }
            }}
          />
          <Button variant="outline" disabled={disabled} onClick={add}>
            <CalendarPlus aria-hidden="true" />
            {addText}
          </Button>
        </div>
        {message && (
          <p id={`${id}-error`} role="alert" className="text-sm font-medium text-red-700">
            {message}
          </p>
        )}
      </div>
    </div>
  );
}
