import { useMemo, type ComponentProps } from 'react';
import { cn } from '../../lib/cn.js';
import { timeZoneChoices } from '../../lib/time-zones.js';
import { controlClasses } from './input.js';

/** A native select of IANA time zones, the likely ones for a shop first (react-hook-form registers it like an input). */
export function TimeZoneSelect({ className, ...props }: Omit<ComponentProps<'select'>, 'children'>) {
  const zones = useMemo(() => timeZoneChoices(), []);
  return (
    <select className={cn(controlClasses, 'h-11 text-base', className)} {...props}>
      {zones.map((zone) => (
        <option key={zone} value={zone}>
          {zone}
        </option>
      ))}
    </select>
  );
}
