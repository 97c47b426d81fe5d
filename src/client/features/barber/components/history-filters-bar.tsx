import { useId } from 'react';
import { Field } from '../../../components/ui/field.js';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../../components/ui/select.js';
import type { Translation } from '../../../lib/i18n/catalogue.js';
import { useTexts } from '../../../lib/i18n/use-texts.js';
import {
  DATE_RANGES,
  STATUS_FILTERS,
  TYPE_FILTERS,
  type DateRange,
  type HistoryFilters,
  type StatusFilter,
  type TypeFilter,
} from '../logic/history-filters.js';
import { historyTexts, type HistoryTexts } from '../texts-history.js';

/** The filters' options in words (docs/product/screens.md: 'All Status', 'Cancelled by Customer', 'Last 7 Days'...). */
function optionLabels(t: Translation<HistoryTexts>) {
  const status: Record<StatusFilter, string> = {
    all: t.allStatus,
    completed: t.completed,
    'cancelled-customer': t.cancelledByCustomer,
    'cancelled-barber': t.cancelledByBarber,
    'no-show': t.noShow,
  };
  const type: Record<TypeFilter, string> = { all: t.allTypes, queue: t.queue, slot: t.slot };
  const range: Record<DateRange, string> = { all: t.allTime, today: t.today, week: t.lastWeek, month: t.lastMonth };
  return { status, type, range };
}

interface FilterSelectProps<T extends string> {
  label: string;
  value: T;
  options: readonly T[];
  labels: Record<T, string>;
  onChange: (value: T) => void;
  className?: string;
}

function FilterSelect<T extends string>({ label, value, options, labels, onChange, className }: FilterSelectProps<T>) {
  // Field labels its one child by id; here that child is the Select root, so the trigger gets the id itself.
  const id = useId();
  return (
    <Field label={label} id={id} className={className}>
      <Select
        value={value}
        onValueChange={(next) => {
          const option = options.find((candidate) => candidate === next);
          if (option) onChange(option);
        }}
      >
        <SelectTrigger id={id}>
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {options.map((option) => (
            <SelectItem key={option} value={option}>
              {labels[option]}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </Field>
  );
}

/** docs/product/screens.md History filters: status, booking type and date range. */
export function HistoryFiltersBar({ filters, onChange }: { filters: HistoryFilters; onChange: (filters: HistoryFilters) => void }) {
  const t = useTexts(historyTexts);
  const labels = optionLabels(t);
  return (
    <div role="group" aria-label={t.filterHistory} className="grid grid-cols-2 gap-3 sm:grid-cols-3">
      <FilterSelect
        className="col-span-2 sm:col-span-1"
        label={t.status}
        value={filters.status}
        options={STATUS_FILTERS}
        labels={labels.status}
        onChange={(status) => {
          onChange({ ...filters, status });
        }}
      />
      <FilterSelect
        label={t.bookingType}
        value={filters.bookingType}
        options={TYPE_FILTERS}
        labels={labels.type}
        onChange={(bookingType) => {
          onChange({ ...filters, bookingType });
        }}
      />
      <FilterSelect
        label={t.dateRange}
        value={filters.dateRange}
        options={DATE_RANGES}
        labels={labels.range}
        onChange={(dateRange) => {
          onChange({ ...filters, dateRange });
        }}
      />
    </div>
  );
}
