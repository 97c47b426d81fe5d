import * as ToastPrimitive from '@radix-ui/react-toast';
import { CircleCheck, Info, TriangleAlert, X } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn.js';
import { useTexts } from '../../lib/i18n/use-texts.js';
import { componentTexts } from '../texts.js';
import { dismissToast, useCurrentToast, type ToastVariant } from './use-toast.js';

/** docs/product/booking-rules.md#business-constants-and-limits: 5000 ms, swipe right past 50 px to dismiss. */
export const TOAST_DURATION_MS = 5_000;
export const TOAST_SWIPE_THRESHOLD = 50;

const VARIANTS: Record<ToastVariant, { box: string; icon: ReactNode }> = {
  default: { box: 'border-ink-700 bg-ink-900 text-white', icon: <Info className="size-5 text-gold-300" aria-hidden="true" /> },
  success: { box: 'border-ink-700 bg-ink-900 text-white', icon: <CircleCheck className="size-5 text-green-400" aria-hidden="true" /> },
  destructive: { box: 'border-red-800 bg-red-800 text-white', icon: <TriangleAlert className="size-5 text-white" aria-hidden="true" /> },
};

/**
 * The toast region with Radix's provider: the one toast on screen, top on phones, bottom right
 * from md. Loaded by <Toaster> when the first toast is asked for.
 */
export function ToastRegion() {
  return (
    <ToastPrimitive.Provider duration={TOAST_DURATION_MS} swipeDirection="right" swipeThreshold={TOAST_SWIPE_THRESHOLD}>
      <CurrentToast />
    </ToastPrimitive.Provider>
  );
}

function CurrentToast() {
  const t = useTexts(componentTexts);
  const item = useCurrentToast();
  const variant = item?.variant ?? 'default';
  return (
    <>
      {item && (
        <ToastPrimitive.Root
          key={item.id}
          type={variant === 'destructive' ? 'foreground' : 'background'}
          {...(item.duration !== undefined && { duration: item.duration })}
          onOpenChange={(open) => {
            if (!open) dismissToast(item.id);
          }}
          className={cn(
            'pointer-events-auto relative flex w-full items-start gap-3 rounded-xl border p-4 pr-12 shadow-2xl shadow-ink-950/30',
            'data-[state=open]:animate-toast-in',
            'data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=cancel]:translate-x-0 data-[swipe=cancel]:transition-transform',
            VARIANTS[variant].box,
          )}
        >
          <span className="mt-0.5 shrink-0">{VARIANTS[variant].icon}</span>
          <div className="flex min-w-0 flex-1 flex-col gap-1">
            <ToastPrimitive.Title className="text-sm font-semibold">{item.title}</ToastPrimitive.Title>
            {item.description !== undefined && (
              <ToastPrimitive.Description className="text-sm leading-snug text-white/85">{item.description}</ToastPrimitive.Description>
            )}
            {item.action && (
              <ToastPrimitive.Action
                altText={item.action.altText}
                onClick={item.action.onClick}
                className="mt-2 inline-flex h-9 w-fit items-center rounded-lg bg-white/10 px-3 text-sm font-semibold text-white ring-1 ring-white/25 transition hover:bg-white/20"
              >
                {item.action.label}
              </ToastPrimitive.Action>
            )}
          </div>
          <ToastPrimitive.Close className="absolute right-1.5 top-1.5 inline-flex size-11 items-center justify-center rounded-lg text-white/75 transition hover:bg-white/10 hover:text-white">
            <X className="size-4" aria-hidden="true" />
            <span className="sr-only">{t.dismiss}</span>
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      )}
      <ToastPrimitive.Viewport className="pointer-events-none fixed inset-x-0 top-0 z-[100] m-0 flex list-none flex-col gap-2 p-3 outline-none sm:p-4 md:inset-x-auto md:bottom-0 md:right-0 md:top-auto md:w-full md:max-w-[420px]" />
    </>
  );
}
