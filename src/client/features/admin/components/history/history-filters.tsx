import { X } from 'lucide-react';
import type { Barber } from '../../../../../shared/schemas/barber.js';
import { Button } from '../../../../components/ui/button.js';
import { Field } from '../../../../components/ui/field.js';
import { Input } from '../../../../components/ui/input.js';
import { useTexts } from '../../../../lib/i18n/use-texts.js';
import { hasFilters, NO_FILTERS, statusOptions, type HistoryFilters as Filters } from '../../logic/history.js';
import { historyTexts } from '../../texts-history.js';
import { LabelledSelect } from '../labelled-select.js';

interface HistoryFiltersProps {
  filters: Filters;
  onChange: (filters: Filters) => void;
  barbers: readonly Barber[];
}

/** Date, barber and status (docs/product/screens.md); any change reloads the list from its first page. */
export function HistoryFilters({ filters, onChange, barbers }: HistoryFiltersProps) {
  const t = useTexts(historyTexts);
  const options = statusOptions(t);
  const barberOptions = [{ value: 'all', label: t.allBarbers }, ...barbers.map((barber) => ({ value: String(barber.id), label: barber.name }))];
  return (
    <div
      role="group"
      aria-label={t.filters}
      className="grid gap-3 rounded-2xl border border-line bg-white p-4 sm:grid-cols-2 lg:grid-cols-[1fr_1fr_1fr_auto] lg:items-end"
    >
      <Field label={t.date}>
        <Input
          type="date"
          value={filters.date}
          onChange={(event) => {
            onChange({ ...filters, date: event.target.value });
          }}
        />
      </Field>
      <LabelledSelect
        label={t.barber}
        value={filters.barberId}
        options={barberOptions}
        onValueChange={(barberId) => {
          onChange({ ...filters, barberId });
        }}
      />
      <LabelledSelect
        label={t.status}
        value={filters.status}
        options={options}
        onValueChange={(status) => {
          const option = options.find((candidate) => candidate.value === status);
          if (option) onChange({ ...filters, status: option.value });
        }}
      />
      <Button
        variant="ghost"
        disabled={!hasFilters(filters)}
        onClick={() => {
          onChange(NO_FILTERS);
        }}
        className="sm:col-span-2 lg:col-span-1"
      >
        <X aria-hidden="true" />
        {t.clearFilters}
      </Button>
    </div>
  );
}
