import { Spinner } from '../../../components/ui/spinner.js';

/** A section's loading state: the spinner (docs/product/screens.md) with words under it, announced once. */
export function SectionLoading({ text }: { text: string }) {
  return (
    <div className="flex flex-col items-center gap-3 py-16 text-bronze-700">
      <Spinner size="lg" label={null} />
      <p role="status" className="text-sm font-medium text-ink-500">
        {text}
      </p>
    </div>
  );
}
