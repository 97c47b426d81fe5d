import { lazy, Suspense, useState } from 'react';
import { useCurrentToast } from './use-toast.js';

const loadRegion = () => import('./toast.js');
const ToastRegion = lazy(() => loadRegion().then((m) => ({ default: m.ToastRegion })));

/** Fetches the toast code ahead of need (toasts often report that the network is gone). */
export function preloadToaster(): void {
  loadRegion().catch(() => undefined);
}

/**
 * Where toasts appear. Radix Toast is not part of the first page's code: it is preloaded when the
 * browser is idle, or fetched by the first toast. `toast()` works before that; the toast shows on
 * arrival. Callers wrap this in an error boundary: without its code, toasts are left out.
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
