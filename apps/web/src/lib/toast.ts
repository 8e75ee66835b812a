import type * as Toastify from 'react-toastify';
import type { ToastOptions } from 'react-toastify';

/**
 * Thin wrappers over react-toastify. Pass `id` to avoid stacking the same message twice.
 * Toasts are never the only place a form-field error is shown (DESIGN.md).
 * The library loads on first use, not with the page (react-toastify queues a toast shown before
 * its container mounts).
 */
let library: Promise<typeof Toastify> | undefined;
export const loadToastLibrary = () => (library ??= import('react-toastify'));
type Options = { id?: string; autoClose?: number | false };

function opts(o?: Options): ToastOptions {
  return { toastId: o?.id, ...(o?.autoClose !== undefined ? { autoClose: o.autoClose } : {}) };
}

export function showSuccess(message: string, o?: Options): void {
  void loadToastLibrary().then(({ toast }) => toast.success(message, opts(o)));
}

export function showError(message: string, o?: Options): void {
  void loadToastLibrary().then(({ toast }) => toast.error(message, opts(o)));
}

export function showInfo(message: string, o?: Options): void {
  void loadToastLibrary().then(({ toast }) => toast.info(message, opts(o)));
}

export function showWarning(message: string, o?: Options): void {
  void loadToastLibrary().then(({ toast }) => toast.warning(message, opts(o)));
}

export function dismissToast(id?: string): void {
  void loadToastLibrary().then(({ toast }) => toast.dismiss(id));
}
