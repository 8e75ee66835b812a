import { REFUND_WINDOW_HOURS } from '@app/domain/constants';
import { useState, type FormEvent, type ReactNode } from 'react';
import { formMessage } from '@app/domain/i18n/form-words';
import { flushSync } from 'react-dom';
import { Link } from 'react-router';
import {
  deleteAccountBody,
  ERASED_WITHIN_DAYS,
  PRIVACY_MESSAGES,
} from '@app/domain/schemas/privacy';
import { DialogActions } from '#components/ui/dialog-actions';
import { DialogFrame } from '#components/ui/dialog-frame';
import { FormAlert } from '#components/ui/form-alert';
import { PasswordField } from '#components/ui/password-field';
import { actionErrorText } from '#lib/action-error-text';
import { showSuccess } from '#lib/toast';
import { useDeleteAccount } from '../api/delete-account';
import { paths } from '#config/paths';
import { PROFILE as W } from '../lib/profile-words';
import { useT } from '#lib/i18n/i18n-context';

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
  const t = useT();
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
      setFieldError(
        formMessage(t, parsed.error.issues[0]?.message ?? PRIVACY_MESSAGES.passwordRequired) ?? '',
      );
      return;
    }
    setFieldError('');
    setServerError('');
    remove.mutate(
      { password: parsed.data },
      {
        onSuccess: () => {
          flushSync(onDeleted);
          remove.forget();
          showSuccess(t(W.deleted, { days: ERASED_WITHIN_DAYS }), { id: 'delete-account' });
        },
        onError: (error) => setServerError(actionErrorText(error)),
      },
    );
  };

  return (
    <DialogFrame onClose={close} title={t(W.deleteTitle)} description={<p>{t(W.deleteIntro)}</p>}>
      <ul className="mt-3 list-disc space-y-1.5 pl-5 text-[0.9375rem] text-slate-700">
        <li>{t(W.deleteSignedOut)}</li>
        <li>
          {t.parts<ReactNode>(W.deleteSessions, {
            hours: REFUND_WINDOW_HOURS,
            policy: (chunks) => (
              <Link
                key="policy"
                to={paths.refunds()}
                className="font-medium text-primary-800 underline"
              >
                {chunks}
              </Link>
            ),
          })}
        </li>
        <li>{t(W.deleteErased)}</li>
      </ul>
      <p className="mt-3 text-sm text-slate-600">{t(W.deleteCopyFirst)}</p>

      <form onSubmit={onSubmit} noValidate className="mt-5 grid gap-4">
        <PasswordField
          label={t(W.yourPassword)}
          name="password"
          autoComplete="current-password"
          required
          value={password}
          error={fieldError || undefined}
          hint={t(W.passwordHint)}
          onChange={(e) => {
            setPassword(e.target.value);
            if (fieldError) setFieldError('');
          }}
        />
        {serverError ? <FormAlert>{serverError}</FormAlert> : null}
        <DialogActions
          dismissLabel={t(W.keepAccount)}
          onDismiss={close}
          confirmLabel={t(W.deleteHeading)}
          pendingLabel={t(W.deleting)}
          pending={remove.isPending}
          tone="danger"
          className="mt-2"
        />
      </form>
    </DialogFrame>
  );
}
