import { StatusDot } from '../../../components/ui/status-dot.js';

/** Green dot and 'Available', or red dot and 'Unavailable' (spec §2): the word is the signal, the dot its colour. */
export function Availability({ isAvailable }: { isAvailable: boolean }) {
  return (
    <span className="inline-flex items-center gap-2 text-sm font-medium text-ink-700">
      <StatusDot tone={isAvailable ? 'success' : 'danger'} />
      {isAvailable ? 'Available' : 'Unavailable'}
    </span>
  );
}
