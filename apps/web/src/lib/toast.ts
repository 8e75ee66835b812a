import type * as Toastify from 'react-toastify';
import type { ToastOptions } from 'react-toastify';

/**
 * Thin wrappers over react-toastify. Toasts are never the only place a form-field error is shown
 * (DESIGN.md). The library loads on first use, not with the page (react-toastify queues a toast
 * shown before its container mounts).
 *
 * `id` names a toast's slot: one per form, page or action, never per message. The same message is
 * not stacked twice, and a different one (an error after a success, a success after "Verifying you
 * are human...") replaces the one showing, so a form never shows two toasts that contradict each
 * other. A fresh submit clears its form's slot with `dismissToast(id)`.
 */
let library: Promise<typeof Toastify> | undefined;
const wantedListeners = new Set<() => void>();
export function loadToastLibrary(): Promise<typeof Toastify> {
  if (!library) {
    library = import('react-toastify');
    for (const listener of wantedListeners) listener();
  }
  return library;
}

/** Whether a toast has been asked for yet (the container mounts from then on). */
export const toastsWanted = () => library !== undefined;
export function onToastsWanted(listener: () => void): () => void {
  wantedListeners.add(listener);
  return () => wantedListeners.delete(listener);
}
type Options = { id: string; autoClose?: number | false };
type Kind = 'success' | 'error' | 'info' | 'warning';

const showing = new Map<string, string>();

function show(kind: Kind, message: string, o: Options): void {
  const options: ToastOptions = o.autoClose !== undefined ? { autoClose: o.autoClose } : {};
  const slot = o.id;
  const toastId = `${slot}:${message}`;
  const previous = showing.get(slot);
  showing.set(slot, toastId);
  void loadToastLibrary().then(({ toast }) => {
    if (previous !== undefined && previous !== toastId) toast.dismiss(previous);
    toast[kind](message, {
      ...options,
      toastId,
      onClose: () => {
        if (showing.get(slot) === toastId) showing.delete(slot);
      },
    });
  });
}

export function showSuccess(message: string, o: Options): void {
  show('success', message, o);
}

export function showError(message: string, o: Options): void {
  show('error', message, o);
}

export function showInfo(message: string, o: Options): void {
  show('info', message, o);
}

export function showWarning(message: string, o: Options): void {
  show('warning', message, o);
}

/** Dismisses the toast showing in a slot (a form's fresh submit), or every toast without `id`. */
export function dismissToast(id?: string): void {
  if (id === undefined) {
    showing.clear();
    void loadToastLibrary().then(({ toast }) => toast.dismiss());
    return;
  }
  const shown = showing.get(id);
  showing.delete(id);
  if (shown !== undefined) void loadToastLibrary().then(({ toast }) => toast.dismiss(shown));
}
