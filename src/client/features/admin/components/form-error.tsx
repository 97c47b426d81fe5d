/**
 * Why a dialog's save failed, inside the dialog: a modal dialog hides the page's toasts from
 * screen readers, so the reason is said here too.
 */
export function FormError({ message }: { message: string | undefined }) {
  if (!message) return null;
  return (
    <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-3.5 py-2.5 text-sm font-medium text-red-800">
      {message}
    </p>
  );
}
