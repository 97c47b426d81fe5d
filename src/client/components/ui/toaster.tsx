import { lazy, Suspense, useState } from 'react';
import { useCurrentToast } from './use-toast.js';

const ToastRegion = lazy(() => import('./toast.js').then((m) => ({ default: m.ToastRegion })));

/**
 * Where toasts appear. Radix Toast is fetched when the first toast is asked for, not with the
 * first page: most visits never see one. `toast()` works before that; the toast shows on arrival.
 */
export function Toaster() {
  const current = useCurrentToast();
  const [needed, setNeeded] = useState(false);
  if (current && !needed) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <ToastRegion />
    </Suspense>
  );
}
