import { useState, type ReactNode } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { CloseIcon } from './icons';
import { defineMessages } from '@app/domain/i18n/define';
import { useT } from '#lib/i18n/i18n-context';

const M = defineMessages({ close: { id: 'common.dialogClose', defaultMessage: 'Close' } });

export type DialogFrameProps = {
  /** Escape, the close button and a click outside call this; the dialog is shown while mounted. */
  onClose: () => void;
  title: string;
  description: ReactNode;
  children: ReactNode;
};

/**
 * A centred modal (Radix Dialog): traps focus, closes on Escape, returns focus to the button that
 * opened it. Scrolls inside on short screens so the buttons stay reachable.
 */
export function DialogFrame({ onClose, title, description, children }: DialogFrameProps) {
  const t = useT();
  // No Radix trigger opens these dialogs, so the button that did is remembered here.
  const [opener] = useState(() =>
    document.activeElement instanceof HTMLElement ? document.activeElement : null,
  );
  return (
    <Dialog.Root open onOpenChange={(open) => (open ? undefined : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/40 data-[state=open]:animate-fade-in" />
        <Dialog.Content
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            if (opener?.isConnected) opener.focus();
          }}
          className="fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto overscroll-contain rounded-card bg-white p-5 shadow-2xl outline-none data-[state=open]:animate-fade-in sm:p-6"
        >
          <div className="flex items-start justify-between gap-4">
            <Dialog.Title className="text-xl font-semibold text-slate-900">{title}</Dialog.Title>
            <Dialog.Close
              aria-label={t(M.close)}
              className="-mt-2 -mr-2 inline-flex size-11 shrink-0 items-center justify-center rounded-control text-slate-600 hover:bg-slate-100 hover:text-slate-900"
            >
              <CloseIcon />
            </Dialog.Close>
          </div>
          <Dialog.Description asChild>
            <div className="mt-1 text-[0.9375rem] text-slate-600">{description}</div>
          </Dialog.Description>
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
