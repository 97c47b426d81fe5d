import { Spinner } from '../components/ui/spinner.js';

/** A whole-page waiting state: a page's code loading, authentication being checked, a redirect. */
export function PageStatus({ text }: { text: string }) {
  return (
    <div className="flex min-h-[50dvh] flex-1 flex-col items-center justify-center gap-4 px-4 py-16 text-ink-500">
      <Spinner size="lg" label={null} className="text-bronze-700" />
      <p role="status" className="text-sm font-medium">
        {text}
      </p>
    </div>
  );
}
