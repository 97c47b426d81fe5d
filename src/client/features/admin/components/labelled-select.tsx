import { Field } from '../../../components/ui/field.js';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../../components/ui/select.js';

interface LabelledSelectProps {
  label: string;
  value: string;
  options: readonly { value: string; label: string }[];
  onValueChange: (value: string) => void;
  disabled?: boolean;
}

/**
 * A Radix select with a visible label. The Field wraps the trigger itself (the Select root renders
 * nothing), so the label's `for` names the combobox.
 */
export function LabelledSelect({ label, value, options, onValueChange, disabled = false }: LabelledSelectProps) {
  return (
    <Select value={value} onValueChange={onValueChange} disabled={disabled}>
      <Field label={label}>
        <SelectTrigger>
          <SelectValue />
        </SelectTrigger>
      </Field>
      <SelectContent>
        {options.map((option) => (
          <SelectItem key={option.value} value={option.value}>
            {option.label}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
