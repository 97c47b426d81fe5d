import { useSyncExternalStore, type ReactNode } from 'react';

export type ToastVariant = 'default' | 'success' | 'destructive';

export interface ToastOptions {
  title: string;
  description?: ReactNode;
  variant?: ToastVariant;
  /** Milliseconds before it closes by itself; the default is 5000 (docs/product/booking-rules.md#business-constants-and-limits). */
  duration?: number;
  /** One button in the toast; `altText` tells screen-reader users how to do the same elsewhere. */
  action?: { label: string; altText: string; onClick: () => void };
}

export interface ToastItem extends ToastOptions {
  id: number;
}

// One toast at a time (docs/product/booking-rules.md#business-constants-and-limits): a new one replaces the one on screen, and a dismissed one is
// removed at once, not after a long delay.
let current: ToastItem | null = null;
let nextId = 1;
const listeners = new Set<() => void>();

function publish(item: ToastItem | null): void {
  current = item;
  for (const listener of listeners) listener();
}

/** Dismisses the toast with this id, or whichever is showing. */
export function dismissToast(id?: number): void {
  if (current && (id === undefined || current.id === id)) publish(null);
}

/** Shows a toast from anywhere (components, mutations, the socket). */
export function toast(options: ToastOptions): { id: number; dismiss: () => void } {
  const id = nextId++;
  publish({ ...options, id });
  return {
    id,
    dismiss: () => {
      dismissToast(id);
    },
  };
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const snapshot = () => current;

/** The toast on screen right now (outside React; components use useCurrentToast). */
export function getCurrentToast(): ToastItem | null {
  return current;
}

/** The toast on screen, for the Toaster. */
export function useCurrentToast(): ToastItem | null {
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}

/** `toast()` and `dismiss()` for components that prefer a hook. */
export function useToast(): { toast: typeof toast; dismiss: typeof dismissToast } {
  return { toast, dismiss: dismissToast };
}
