import { buttonClasses } from './button';
import { cn } from '#lib/cn';

export type DialogActionsProps = {
  /** The way out that changes nothing ("Keep appointment", "Cancel"). */
  dismissLabel: string;
  onDismiss: () => void;
  confirmLabel: string;
  /** Shown on the confirm button while the request runs ("Moving…"). */
  pendingLabel: string;
  pending: boolean;
  /** Without it the confirm button submits the surrounding form. */
  onConfirm?: () => void;
  disabled?: boolean;
  /** Red for an action that cannot be undone. */
  tone?: 'primary' | 'danger';
  className?: string;
};

/**
 * A dialog's two buttons: the way out first on a phone's stack (bottom, by the thumb), the action
 * on the right from `sm` up.
 */
export function DialogActions(props: DialogActionsProps) {
  return (
    <div className={cn('flex flex-col-reverse gap-3 sm:flex-row sm:justify-end', props.className)}>
      <button type="button" onClick={props.onDismiss} className={buttonClasses('secondary', 'md')}>
        {props.dismissLabel}
      </button>
      <button
        type={props.onConfirm ? 'button' : 'submit'}
        onClick={props.onConfirm}
        disabled={props.disabled || props.pending}
        className={buttonClasses(props.tone ?? 'primary', 'md')}
      >
        {props.pending ? props.pendingLabel : props.confirmLabel}
      </button>
    </div>
  );
}
