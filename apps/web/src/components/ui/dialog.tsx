import { X } from 'lucide-react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import type { ComponentProps, ReactNode } from 'react';

interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  /** The sentence under the title, read out with it when the dialog opens. */
  description?: ReactNode;
  /** Shown above the title (e.g. a success or warning icon). */
  icon?: ReactNode;
  /** The buttons; wrap the ones that only close in `DialogClose`. */
  children?: ReactNode;
  /**
   * A question that needs an answer (delete?): announced as an alert dialog, and a click outside does
   * not dismiss it. Escape still cancels.
   */
  alert?: boolean;
  /** Where focus goes when the dialog closes; by default it returns to what opened it. */
  onCloseAutoFocus?: ComponentProps<typeof DialogPrimitive.Content>['onCloseAutoFocus'];
}

/**
 * A modal dialog on Radix: focus is trapped inside, Escape closes it, focus returns afterwards, and the
 * rest of the page is hidden from screen readers while it is open.
 */
export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  icon,
  children,
  alert = false,
  onCloseAutoFocus,
}: DialogProps) {
  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-zinc-950/50 transition-opacity duration-150 ease-out starting:opacity-0 dark:bg-black/70" />
        <DialogPrimitive.Content
          role={alert ? 'alertdialog' : 'dialog'}
          onPointerDownOutside={alert ? (event) => event.preventDefault() : undefined}
          onCloseAutoFocus={onCloseAutoFocus}
          className="fixed top-1/2 left-1/2 z-50 w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-card border border-zinc-200 bg-white p-6 text-zinc-900 shadow-xl transition duration-150 ease-out outline-none starting:scale-95 starting:opacity-0 dark:border-zinc-800 dark:bg-zinc-900 dark:text-zinc-100"
          {...(description === undefined ? { 'aria-describedby': undefined } : {})}
        >
          {icon && <div className="mb-4">{icon}</div>}
          <DialogPrimitive.Title className="text-lg font-semibold tracking-tight">
            {title}
          </DialogPrimitive.Title>
          {description !== undefined && (
            <DialogPrimitive.Description className="mt-2 text-sm text-zinc-600 dark:text-zinc-400">
              {description}
            </DialogPrimitive.Description>
          )}
          {children && <div className="mt-6 flex flex-wrap justify-end gap-3">{children}</div>}
          {!alert && (
            <DialogPrimitive.Close
              className="absolute top-3 right-3 rounded-md p-1.5 text-zinc-600 hover:bg-zinc-100 hover:text-zinc-900 dark:text-zinc-400 dark:hover:bg-zinc-800 dark:hover:text-zinc-100"
              aria-label="Close"
            >
              <X className="size-4" aria-hidden />
            </DialogPrimitive.Close>
          )}
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}

/** Closes the dialog it is in; `asChild` puts the behaviour on your own button. */
export const DialogClose = DialogPrimitive.Close;
