import * as DialogPrimitive from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.js';
import { useTexts } from '../../lib/i18n/use-texts.js';
import { componentTexts } from '../texts.js';

// Radix returns focus to what opened the dialog when it closes, and traps it while open.
export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;
export const DialogPortal = DialogPrimitive.Portal;

export function DialogOverlay({ className, ...props }: ComponentProps<typeof DialogPrimitive.Overlay>) {
  return (
    <DialogPrimitive.Overlay
      className={cn(
        'fixed inset-0 z-50 bg-ink-950/60 backdrop-blur-[2px] data-[state=closed]:animate-fade-out data-[state=open]:animate-fade-in',
        className,
      )}
      {...props}
    />
  );
}

export interface DialogContentProps extends ComponentProps<typeof DialogPrimitive.Content> {
  /** Hides the corner close button (the dialog then needs its own way out). */
  hideClose?: boolean;
  /** `md`: 448 px wide at most, for a short message or one field; `lg`: 512 px, for forms; `xl`: 672 px, for a form laid out in columns. */
  size?: 'md' | 'lg' | 'xl';
  /** No padding and no gap: the children lay out their own sections (a header band). */
  flush?: boolean;
}

/** A centred panel; full width minus a margin on phones, scrolls when taller than the screen. */
export function DialogContent({ className, children, hideClose = false, size = 'lg', flush = false, ...props }: DialogContentProps) {
  const t = useTexts(componentTexts);
  return (
    <DialogPortal>
      <DialogOverlay />
      <DialogPrimitive.Content
        className={cn(
          'fixed left-1/2 top-1/2 z-50 flex max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] -translate-x-1/2 -translate-y-1/2 flex-col',
          'overflow-y-auto rounded-2xl border border-line bg-white text-ink-900 shadow-2xl shadow-ink-950/20',
          { md: 'max-w-md', lg: 'max-w-lg', xl: 'max-w-2xl' }[size],
          !flush && 'gap-4 p-6',
          'data-[state=closed]:animate-fade-out data-[state=open]:animate-pop-in',
          className,
        )}
        {...props}
      >
        {children}
        {!hideClose && (
          <DialogPrimitive.Close className="absolute right-2 top-2 inline-flex size-11 items-center justify-center rounded-lg text-ink-500 transition-colors hover:bg-sand-100 hover:text-ink-900">
            <X className="size-5" aria-hidden="true" />
            <span className="sr-only">{t.close}</span>
          </DialogPrimitive.Close>
        )}
      </DialogPrimitive.Content>
    </DialogPortal>
  );
}

export function DialogHeader({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('flex flex-col gap-1.5 pr-8', className)} {...props} />;
}

export function DialogFooter({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('mt-2 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end', className)} {...props} />;
}

/** `onDark`: on a dark header band inside the dialog. */
type DialogTextTone = 'light' | 'onDark';

export function DialogTitle({ className, tone = 'light', ...props }: ComponentProps<typeof DialogPrimitive.Title> & { tone?: DialogTextTone }) {
  return (
    <DialogPrimitive.Title
      className={cn('font-display font-semibold', tone === 'light' ? 'text-xl text-ink-950' : 'text-2xl text-white', className)}
      {...props}
    />
  );
}

export function DialogDescription({
  className,
  tone = 'light',
  ...props
}: ComponentProps<typeof DialogPrimitive.Description> & { tone?: DialogTextTone }) {
  return (
    <DialogPrimitive.Description
      className={cn('text-sm', tone === 'light' ? 'leading-relaxed text-ink-500' : 'text-ink-200', className)}
      {...props}
    />
  );
}
