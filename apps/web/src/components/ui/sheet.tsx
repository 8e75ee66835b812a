import { useRef, type ReactNode } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { cn } from '#lib/cn';
import { CloseIcon } from './icons';

export type SheetProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Accessible name of the panel (also shown unless `hideTitle`). */
  title: string;
  hideTitle?: boolean;
  /** Element shown in the panel's top bar instead of the title text (e.g. the logo). */
  headerContent?: ReactNode;
  side?: 'left' | 'right';
  /** Width classes of the panel, e.g. 'w-[70vw] sm:w-[55vw]'. */
  widthClassName?: string;
  /** Optional trigger element (rendered with `asChild`). */
  trigger?: ReactNode;
  closeLabel?: string;
  footer?: ReactNode;
  children: ReactNode;
};

/**
 * A slide-in panel over the page (Radix Dialog): traps focus, returns it to the trigger, closes on
 * Escape and on a click outside, and locks page scrolling while open.
 *
 * Focus goes back without scrolling: Radix's own return focuses the trigger plainly, and a
 * trigger in the sticky header made the browser scroll the page up by the header's offset.
 */
export function Sheet({
  open,
  onOpenChange,
  title,
  hideTitle,
  headerContent,
  side = 'right',
  widthClassName = 'w-[85vw] max-w-sm',
  trigger,
  closeLabel = 'Close',
  footer,
  children,
}: SheetProps) {
  const triggerRef = useRef<HTMLButtonElement>(null);
  const returnTo = useRef<HTMLElement | null>(null);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      {trigger ? (
        <Dialog.Trigger asChild ref={triggerRef}>
          {trigger}
        </Dialog.Trigger>
      ) : null}
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/40 data-[state=closed]:animate-fade-out data-[state=open]:animate-fade-in" />
        <Dialog.Content
          aria-describedby={undefined}
          onOpenAutoFocus={() => {
            const active = document.activeElement;
            returnTo.current = active instanceof HTMLElement ? active : null;
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            const target = triggerRef.current ?? returnTo.current;
            if (target?.isConnected) target.focus({ preventScroll: true });
          }}
          className={cn(
            'fixed inset-y-0 z-50 flex flex-col bg-white shadow-2xl outline-none',
            side === 'right'
              ? 'right-0 data-[state=closed]:animate-sheet-out-right data-[state=open]:animate-sheet-in-right'
              : 'left-0 data-[state=closed]:animate-sheet-out-left data-[state=open]:animate-sheet-in-left',
            widthClassName,
          )}
        >
          <div className="flex min-h-16 items-center justify-between gap-2 border-b border-slate-100 px-4">
            <Dialog.Title
              className={cn('text-lg font-semibold text-slate-900', hideTitle && 'sr-only')}
            >
              {title}
            </Dialog.Title>
            {headerContent}
            <Dialog.Close
              className="-mr-2 inline-flex size-11 items-center justify-center rounded-control text-slate-600 hover:bg-slate-100 hover:text-slate-900"
              aria-label={closeLabel}
            >
              <CloseIcon />
            </Dialog.Close>
          </div>
          <div className="flex-1 overflow-y-auto overscroll-contain">{children}</div>
          {footer ? <div className="border-t border-slate-100 p-4">{footer}</div> : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
