import { REFUND_WINDOW_HOURS } from '@app/domain/constants';
import { useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { Link } from 'react-router';
import { deleteAccountBody, PRIVACY_MESSAGES } from '@app/domain/schemas/privacy';
import { DialogActions } from '#components/ui/dialog-actions';
import { DialogFrame } from '#components/ui/dialog-frame';
import { FormAlert } from '#components/ui/form-alert';
import { PasswordField } from '#components/ui/password-field';
import { actionErrorText } from '#lib/action-error-text';
import { showSuccess } from '#lib/toast';
import { useDeleteAccount } from '../api/delete-account';
import { paths } from '#config/paths';

const passwordSchema = deleteAccountBody.shape.password;

/**
 * Confirms a deletion with the account's password (so a borrowed, signed-in device cannot delete
 * it) and says plainly what happens before anything does.
 */
export function DeleteAccountDialog({
  onClose,
  onDeleted,
}: {
  onClose: () => void;
  /** The account is gone: the page switches to its signed-out destination before the token goes. */
  onDeleted: () => void;
}) {
  const [password, setPassword] = useState('');
  const [fieldError, setFieldError] = useState('');
  const [serverError, setServerError] = useState('');
  const remove = useDeleteAccount();

  const close = () => {
    if (!remove.isPending) onClose();
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = passwordSchema.safeParse(password);
    if (!parsed.success) {
      setFieldError(parsed.error.issues[0]?.message ?? PRIVACY_MESSAGES.passwordRequired);
      return;
    }
    setFieldError('');
    setServerError('');
    remove.mutate(
      { password: parsed.data },
      {
        onSuccess: (answer) => {
          flushSync(onDeleted);
          remove.forget();
          showSuccess(answer.message, { id: 'delete-account' });
        },
        onError: (error) => setServerError(actionErrorText(error)),
      },
    );
  };

  return (
    <DialogFrame
      onClose={close}
      title="Delete your account?"
      description={<p>This cannot be undone. When you confirm:</p>}
    >
      <ul className="mt-3 list-disc space-y-1.5 pl-5 text-[0.9375rem] text-slate-700">
        <li>You are signed out on every device and cannot sign in again.</li>
        <li>
          Upcoming sessions are cancelled. The booking fee is refunded as the{' '}
          <Link to={paths.refunds()} className="font-medium text-primary-800 underline">
            cancellation policy
          </Link>{' '}
          says: in full if you booked within the last {REFUND_WINDOW_HOURS} hours, otherwise not.
        </li>
        <li>
          Your personal data is erased within 15 days. Payment records keep only amounts, payment
          ids and dates, as the law requires.
        </li>
      </ul>
      <p className="mt-3 text-sm text-slate-600">
        Want a copy first? Close this and choose Download my data.
      </p>

      <form onSubmit={onSubmit} noValidate className="mt-5 grid gap-4">
        <PasswordField
          label="Your password"
          name="password"
          autoComplete="current-password"
          required
          value={password}
          error={fieldError || undefined}
          hint="Enter your password to confirm it is you."
          onChange={(e) => {
            setPassword(e.target.value);
            if (fieldError) setFieldError('');
          }}
        />
        {serverError ? <FormAlert>{serverError}</FormAlert> : null}
        <DialogActions
          dismissLabel="Keep my account"
          onDismiss={close}
          confirmLabel="Delete my account"
          pendingLabel="Deleting…"
          pending={remove.isPending}
          tone="danger"
          className="mt-2"
        />
      </form>
    </DialogFrame>
  );
}
