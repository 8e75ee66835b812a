import type { ReactNode } from 'react';
import { AlertIcon } from './icons';

/** A form-level error shown above the fields (the toast is not the only place it appears). */
export function FormAlert({ children }: { children: ReactNode }) {
  return (
    <p
      role="alert"
      className="flex items-start gap-2 rounded-control border border-danger-100 bg-danger-50 px-3 py-2.5 text-sm font-medium text-danger-800"
    >
      <AlertIcon width={18} height={18} className="mt-px shrink-0" />
      <span>{children}</span>
    </p>
  );
}
