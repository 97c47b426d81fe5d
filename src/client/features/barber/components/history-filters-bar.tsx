import { useId } from 'react';
import { Field } from '../../../components/ui/field.js';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../../components/ui/select.js';
import {
  DATE_RANGE_LABELS,
  DATE_RANGES,
  STATUS_FILTERS,
  STATUS_LABELS,
  TYPE_FILTERS,
  TYPE_LABELS,
  type HistoryFilters,
} from '../logic/history-filters.js';

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

/** Spec §2 History filters: status, booking type and date range. */
export function HistoryFiltersBar({ filters, onChange }: { filters: HistoryFilters; onChange: (filters: HistoryFilters) => void }) {
  return (
    <div role="group" aria-label="Filter history" className="grid grid-cols-2 gap-3 sm:grid-cols-3">
      <FilterSelect
        className="col-span-2 sm:col-span-1"
        label="Status"
        value={filters.status}
        options={STATUS_FILTERS}
        labels={STATUS_LABELS}
        onChange={(status) => {
          onChange({ ...filters, status });
        }}
      />
      <FilterSelect
        label="Booking type"
        value={filters.bookingType}
        options={TYPE_FILTERS}
        labels={TYPE_LABELS}
        onChange={(bookingType) => {
          onChange({ ...filters, bookingType });
        }}
      />
      <FilterSelect
        label="Date range"
        value={filters.dateRange}
        options={DATE_RANGES}
        labels={DATE_RANGE_LABELS}
        onChange={(dateRange) => {
          onChange({ ...filters, dateRange });
        }}
      />
    </div>
  );
}
