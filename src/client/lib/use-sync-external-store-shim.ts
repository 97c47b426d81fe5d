/**
 * Stands in for `use-sync-external-store/shim` (wouter imports it). The shim exists for React
 * versions before 18; React 19 has the hook itself, so the shim's copy would only add weight.
 */
export { useSyncExternalStore } from 'react';
