import { X } from 'lucide-react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import type { ReactNode } from 'react';

interface SheetProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button that opens the sheet; focus returns to it when the sheet closes. */
  trigger: ReactNode;
  title: string;
  children: ReactNode;
  /** Stays at the bottom while the content scrolls (the sheet's main action). */
  footer?: ReactNode;
}

/**
 * A modal sheet rising from the bottom of the screen, on Radix like the other dialogs: focus is trapped
 * inside, Escape or a tap outside closes it, focus returns to what opened it, and the page behind is
 * hidden from screen readers. Its content scrolls between a fixed title and footer.
 */
export function Sheet({ open, onOpenChange, trigger, title, children, footer }: SheetProps) {
  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Trigger asChild>{trigger}</DialogPrimitive.Trigger>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-zinc-950/50 transition-opacity duration-200 ease-out starting:opacity-0 motion-reduce:transition-none dark:bg-black/70" />
        <DialogPrimitive.Content
          aria-describedby={undefined}
          className="fixed inset-x-0 bottom-0 z-50 mx-auto flex max-h-[88dvh] max-w-lg flex-col rounded-t-2xl border border-b-0 border-zinc-200 bg-white text-zinc-900 shadow-2xl transition-transform duration-200 ease-out outline-none starting:translate-y-full motion-reduce:transition-none dark:border-zinc-800 dark:bg-zinc-900 dark:text-zinc-100"
        >
          <div
            className="mx-auto mt-2 h-1.5 w-10 shrink-0 rounded-full bg-zinc-300 dark:bg-zinc-700"
            aria-hidden
          />
          <div className="flex shrink-0 items-center justify-between gap-3 border-b border-zinc-200 py-1 pr-2 pl-5 dark:border-zinc-800">
            <DialogPrimitive.Title className="text-lg font-semibold tracking-tight">
              {title}
            </DialogPrimitive.Title>
            <DialogPrimitive.Close
              className="inline-flex size-11 items-center justify-center rounded-lg text-zinc-600 hover:bg-zinc-100 hover:text-zinc-900 dark:text-zinc-400 dark:hover:bg-zinc-800 dark:hover:text-zinc-100"
              aria-label="Close"
            >
              <X className="size-5" aria-hidden />
            </DialogPrimitive.Close>
          </div>
          <div className="min-h-0 flex-1 overflow-y-auto overscroll-contain px-5 py-4">{children}</div>
          {footer && (
            <div className="shrink-0 border-t border-zinc-200 px-5 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] dark:border-zinc-800">
              {footer}
            </div>
          )}
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
