import { toast, type ToastOptions } from 'react-toastify';

/**
 * Thin wrappers over react-toastify. Toasts are never the only place a form-field error is shown
 * (DESIGN.md).
 *
 * `id` names a toast's slot (one per form or action): the same message is not stacked twice, and
 * a different message replaces the one showing, so the newest is always what is on screen.
 */
type Options = { id?: string; autoClose?: number | false };
type Kind = 'success' | 'error' | 'info' | 'warning';

const showing = new Map<string, string>();

function show(kind: Kind, message: string, o?: Options) {
  const options: ToastOptions = o?.autoClose !== undefined ? { autoClose: o.autoClose } : {};
  if (o?.id === undefined) return toast[kind](message, options);
  const toastId = `${o.id}:${message}`;
  const previous = showing.get(o.id);
  if (previous !== undefined && previous !== toastId) toast.dismiss(previous);
  showing.set(o.id, toastId);
  return toast[kind](message, {
    ...options,
    toastId,
    onClose: () => {
      if (showing.get(o.id as string) === toastId) showing.delete(o.id as string);
    },
  });
}

export function showSuccess(message: string, o?: Options) {
  return show('success', message, o);
}

export function showError(message: string, o?: Options) {
  return show('error', message, o);
}

export function showInfo(message: string, o?: Options) {
  return show('info', message, o);
}

export function showWarning(message: string, o?: Options) {
  return show('warning', message, o);
}

export function dismissToast(id?: string) {
  if (id === undefined) return toast.dismiss();
  toast.dismiss(showing.get(id) ?? id);
  showing.delete(id);
}
