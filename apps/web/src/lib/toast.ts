import { toast, type ToastOptions } from 'react-toastify';

/**
 * Thin wrappers over react-toastify. Pass `id` to avoid stacking the same message twice.
 * Toasts are never the only place a form-field error is shown (DESIGN.md).
 */
type Options = { id?: string; autoClose?: number | false };

function opts(o?: Options): ToastOptions {
  return { toastId: o?.id, ...(o?.autoClose !== undefined ? { autoClose: o.autoClose } : {}) };
}

export function showSuccess(message: string, o?: Options) {
  return toast.success(message, opts(o));
}

export function showError(message: string, o?: Options) {
  return toast.error(message, opts(o));
}

export function showInfo(message: string, o?: Options) {
  return toast.info(message, opts(o));
}

export function showWarning(message: string, o?: Options) {
  return toast.warning(message, opts(o));
}

export function dismissToast(id?: string) {
  toast.dismiss(id);
}
