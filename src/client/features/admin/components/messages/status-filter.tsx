import { cn } from '../../../../lib/cn.js';
import { useTexts } from '../../../../lib/i18n/use-texts.js';
import { messageFilters, type MessageFilter } from '../../logic/messages.js';
import { messageTexts } from '../../texts-messages.js';

/** A segmented row of toggle buttons: which messages the list shows. */
export function StatusFilter({ value, onChange }: { value: MessageFilter; onChange: (filter: MessageFilter) => void }) {
  const t = useTexts(messageTexts);
  return (
    <div role="group" aria-label={t.filter} className="flex w-full rounded-xl border border-line bg-sand-100 p-1 sm:inline-flex sm:w-auto sm:self-auto">
      {messageFilters(t).map((filter) => (
        <button
          key={filter.value}
          type="button"
          aria-pressed={filter.value === value}
          onClick={() => {
            onChange(filter.value);
          }}
          className={cn(
            'min-h-11 flex-1 rounded-lg px-2 text-sm font-semibold whitespace-nowrap transition-colors sm:flex-none sm:px-4',
            filter.value === value ? 'bg-white text-ink-950 shadow-sm' : 'text-ink-600 hover:text-ink-950',
          )}
        >
          {filter.label}
        </button>
      ))}
    </div>
  );
}
